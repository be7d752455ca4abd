// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { everyBlock } from '@/blocks/test/fixtures';
import { renderWithSite } from '@/components/layout/test/renderWithSite';
import type { PageData } from '@/lib/wordpress/types/blocks';
import { PageView, TEMPLATE_STYLES } from './PageView';

afterEach(cleanup);

const page: PageData = {
  id: 1,
  title: 'Products',
  uri: '/products/',
  template: 'Default',
  contentHtml: '',
  blockSheets: [],
  blockCss: '',
  passwordProtected: false,
  blocks: everyBlock.slice(0, 2),
};

describe('PageView', () => {
  it('shows the title as the one h1, then the blocks', () => {
    const { container } = renderWithSite(
      <PageView page={{ ...page, blocks: everyBlock.slice(1, 2) }} />,
    );
    expect(container.querySelector('header h1')?.textContent).toBe('Products');
    expect(screen.getByText('Custom text')).toBeInTheDocument();
  });

  it('shows the page’s own content between the title and the blocks', () => {
    const { container } = renderWithSite(
      <PageView
        page={{
          ...page,
          contentHtml: '<h2>Resources</h2><table><tbody><tr><td>Cell</td></tr></tbody></table>',
        }}
      />,
    );
    expect(container.querySelector('header h1')?.textContent).toBe('Products');
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings.indexOf('Resources')).toBeLessThan(headings.indexOf('Hero title'));
    expect(headings.indexOf('Products')).toBeLessThan(headings.indexOf('Resources'));
    expect(screen.getByRole('cell', { name: 'Cell' })).toBeInTheDocument();
  });

  it.each([
    'Default',
    'Blank',
    'PageLargeHeader',
    'PageNoSeparators',
    'SinglePostNoSeparators',
  ] as const)('shows the content in the %s template', (template) => {
    renderWithSite(
      <PageView page={{ ...page, template, contentHtml: '<p>Own words</p>', blocks: [] }} />,
    );
    expect(screen.getByText('Own words')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Products',
    ]);
  });

  it('says that a password-protected page’s content is protected', () => {
    const { container } = renderWithSite(
      <PageView page={{ ...page, blocks: [], passwordProtected: true }} />,
    );
    expect(screen.getByRole('note').textContent).toBe('This content is password protected.');
    expect(container.querySelector('header h1')?.textContent).toBe('Products');
  });

  it('lets an opening hero lead, keeping the title for screen readers', () => {
    const { container } = renderWithSite(<PageView page={page} />);
    expect(container.querySelector('header')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Products',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Hero title' })).toBeInTheDocument();
    const large = renderWithSite(<PageView page={{ ...page, template: 'PageLargeHeader' }} />);
    expect(large.container.querySelector('header h1')?.textContent).toBe('Products');
  });

  it('styles the title and separators by template; Blank keeps the title for screen readers only', () => {
    expect(TEMPLATE_STYLES.PageNoSeparators.separators).toBe(false);
    expect(TEMPLATE_STYLES.Default.separators).toBe(true);
    expect(TEMPLATE_STYLES.PageLargeHeader.header).not.toBe(TEMPLATE_STYLES.Default.header);
    const { container } = renderWithSite(<PageView page={{ ...page, template: 'Blank' }} />);
    expect(container.querySelector('article')).toHaveAttribute('data-template', 'Blank');
    expect(container.querySelector('header')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
  });
});
