// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/components/layout/test/axe';
import { renderWithSite } from '@/components/layout/test/renderWithSite';
import type { Block } from '@/lib/wordpress/types/blocks';
import { everyBlock } from './test/fixtures';
import { BlockList, blockRegistry } from './registry';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('blockRegistry', () => {
  it('has a component for each of the eleven layouts, by WPGraphQL type name', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(
      everyBlock.map((block) => block.typename).sort(),
    );
    expect(Object.keys(blockRegistry)).toHaveLength(11);
  });
});

describe('BlockList', () => {
  it('renders every block in order', () => {
    renderWithSite(<BlockList blocks={everyBlock} />);
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Hero title',
      'Diamond title',
      'Duplex title',
      'Embedded map',
      'Contact sales',
      'Our products',
      'Single title',
      'Product video',
      'Ready to talk?',
    ]);
    expect(screen.getByText('Custom text')).toBeInTheDocument();
    expect(screen.getByText('Left column')).toBeInTheDocument();
    expect(screen.getByText('Right column')).toBeInTheDocument();
  });

  it('has no accessibility violations (embeds aside: axe cannot enter frames in jsdom)', async () => {
    const framed = [
      'PageContentFlexibleLayoutIframeLayout',
      'PageContentFlexibleLayoutVidyardVideoLayout',
    ];
    const blocks = everyBlock.filter((block) => !framed.includes(block.typename));
    const { container } = renderWithSite(<BlockList blocks={blocks} />);
    await expectNoAxeViolations(container);
  });

  it("fetches only the first block's image first; every later image waits lazily", () => {
    const [hero] = everyBlock;
    const { container } = renderWithSite(<BlockList blocks={[...everyBlock, hero as Block]} />);
    const images = [...container.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(3);
    const eager = images.filter((img) => img.getAttribute('loading') !== 'lazy');
    expect(eager.map((img) => img.getAttribute('alt'))).toEqual(['hero image']);
    expect(eager[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images.filter((img) => img.getAttribute('fetchpriority') === 'high')).toHaveLength(1);
  });

  it('renders nothing for an unknown layout and logs it on the server', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unknown = { typename: 'PageContentFlexibleLayoutCarouselLayout' } as unknown as Block;
    const constructor = { typename: 'constructor' } as unknown as Block;
    const { container } = renderWithSite(<BlockList blocks={[unknown, constructor]} />);
    expect(container.querySelector('section')).toBeNull();
    // In the browser it stays quiet: the log belongs on the server.
    expect(warn).not.toHaveBeenCalled();
  });
});
