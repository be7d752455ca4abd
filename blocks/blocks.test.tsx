// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite } from '@/components/layout/test/renderWithSite';
import type { Block } from '@/lib/wordpress/types/blocks';
import { everyBlock } from './test/fixtures';
import { diamondSizes } from './DiamondDuplex';
import { BlockList } from './registry';

afterEach(cleanup);

function blockOf<K extends Block['typename']>(typename: K): Extract<Block, { typename: K }> {
  return everyBlock.find((block) => block.typename === typename) as Extract<Block, { typename: K }>;
}

const render = (block: Block) => renderWithSite(<BlockList blocks={[block]} />);

describe('the blocks', () => {
  it('PageHero: calls to action, internal ones client-side, new tabs protected; image loaded first', () => {
    render(blockOf('PageContentFlexibleLayoutPageHeroLayout'));
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/about/');
    const docs = screen.getByRole('link', { name: 'Docs' });
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: 'hero image' })).toHaveAttribute('loading', 'eager');
  });

  it('Iframe: lazy, titled, sandboxed, at the given height; nothing without an allowed address', () => {
    const { unmount } = render(blockOf('PageContentFlexibleLayoutIframeLayout'));
    const frame = screen.getByTitle('Embedded map');
    expect(frame).toHaveAttribute('src', 'https://www.openstreetmap.org/export/embed.html');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('height', '480');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    unmount();
    const { container } = render({
      ...blockOf('PageContentFlexibleLayoutIframeLayout'),
      url: null,
    });
    expect(container.querySelector('iframe')).toBeNull();
  });

  it("VidyardVideo: Vidyard's player only, lazy and titled; nothing without an id", () => {
    const { unmount } = render(blockOf('PageContentFlexibleLayoutVidyardVideoLayout'));
    const frame = screen.getByTitle('Product video');
    expect(frame).toHaveAttribute(
      'src',
      'https://play.vidyard.com/abc123XYZvidyardUUID.html?v=3.1.1',
    );
    expect(frame).toHaveAttribute('loading', 'lazy');
    unmount();
    const { container } = render({
      ...blockOf('PageContentFlexibleLayoutVidyardVideoLayout'),
      uuid: null,
    });
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('ProductCards: one card per entry, with image and link when there are', () => {
    render(blockOf('PageContentFlexibleLayoutProductCardsLayout'));
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0] as HTMLElement).getByRole('link', { name: 'Card one link' }),
    ).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(cards[1] as HTMLElement).queryByRole('img')).toBeNull();
  });

  it('Duplex and DiamondDuplex: text, image and link; images lazy below the first block', () => {
    renderWithSite(
      <BlockList
        blocks={[
          blockOf('PageContentFlexibleLayoutCustomContentLayout'),
          blockOf('PageContentFlexibleLayoutDuplexLayout'),
        ]}
      />,
    );
    // A "Read more" names what it is about (its block's heading), hidden from view.
    expect(screen.getByRole('link', { name: 'Read more: Duplex title' })).toHaveAttribute(
      'href',
      '/level-1/',
    );
    expect(screen.getByRole('img', { name: 'duplex image' })).toHaveAttribute('loading', 'lazy');
  });

  it('DiamondDuplex: a wide image covers the whole square diamond (no inline auto height)', () => {
    render(blockOf('PageContentFlexibleLayoutDiamondDuplexLayout'));
    const img = screen.getByRole('img', { name: 'diamond image' });
    // The fixture is 1200x675: an inline `height: auto` would flatten it into a cut diamond.
    expect(img.style.height).toBe('100%');
    expect(img.style.width).toBe('100%');
    expect(img.style.objectFit).toBe('cover');
    // Drawn 16/9 times the box's width, so the chosen candidate is that much wider.
    expect(img).toHaveAttribute('sizes', '(max-width: 64em) 142vw, 740px');
  });

  it('DiamondDuplex sizes: a square or tall image needs only the box', () => {
    expect(diamondSizes(600, 600)).toBe('(max-width: 64em) 80vw, 416px');
    expect(diamondSizes(400, 800)).toBe('(max-width: 64em) 80vw, 416px');
    expect(diamondSizes(null, null)).toBe('(max-width: 64em) 80vw, 416px');
  });

  it('PreFooter: title, text and button', () => {
    render(blockOf('PageContentFlexibleLayoutPreFooterLayout'));
    expect(screen.getByText('Pre-footer text.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact/');
  });
});
