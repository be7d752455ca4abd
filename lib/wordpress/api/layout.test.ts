import { describe, expect, it, vi } from 'vitest';
import type { WordPressClient } from '../client/graphql-client';
import { parseSiteEnv } from '../config/site-env';
import type { LayoutFieldsFragment, LayoutMenuItemFieldsFragment } from '../generated/graphql';
import type { Backend } from './backend';
import { resolveLayout } from './layout';

const item = (id: number): LayoutMenuItemFieldsFragment => ({
  databaseId: id,
  label: `Item ${id}`,
  uri: `/item-${id}/`,
  parentDatabaseId: 0,
  order: id,
  target: null,
  cssClasses: [],
});

const page = (ids: number[], next: string | null) => ({
  nodes: ids.map(item),
  pageInfo: { hasNextPage: next !== null, endCursor: next },
});

function backendWith(client: WordPressClient): Backend {
  return { client, env: parseSiteEnv({}), now: () => 0 };
}

const fields = (
  header: ReturnType<typeof page>,
  footer: ReturnType<typeof page>,
): LayoutFieldsFragment => ({
  generalSettings: {
    title: 'Site &amp; Co',
    description: null,
    url: 'http://127.0.0.1:4000',
    siteIcon: null,
  },
  seo: null,
  headerMenu: { menuItems: header },
  footerMenu: { menuItems: footer },
  siteOptionsPage: null,
});

describe('resolveLayout', () => {
  it('asks nothing more when both menus fit in the first page', async () => {
    const client = vi.fn();
    const { layout } = await resolveLayout(
      fields(page([1, 2], null), page([3], null)),
      backendWith(client as never),
    );
    expect(client).not.toHaveBeenCalled();
    expect(layout.siteName).toBe('Site & Co');
    expect(layout.headerMenu.map((entry) => entry.id)).toEqual([1, 2]);
  });

  it('follows pageInfo for menus longer than one page (WPGraphQL caps pages at 100)', async () => {
    const answers = [
      { menu: { menuItems: page([3, 4], 'c2') } },
      { menu: { menuItems: page([5], null) } },
    ];
    const client = vi.fn(async () => answers.shift());
    const { layout } = await resolveLayout(
      fields(page([1, 2], 'c1'), page([], null)),
      backendWith(client as never),
    );
    expect(layout.headerMenu.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5]);
    expect(client.mock.calls.map((call) => (call as unknown[])[1])).toEqual([
      { slug: 'header-menu', after: 'c1' },
      { slug: 'header-menu', after: 'c2' },
    ]);
  });

  it('has empty menus when WordPress has none at those slugs', async () => {
    const client = vi.fn();
    const { layout } = await resolveLayout(
      {
        generalSettings: null,
        seo: null,
        headerMenu: null,
        footerMenu: null,
        siteOptionsPage: null,
      },
      backendWith(client as never),
    );
    expect(layout).toMatchObject({ siteName: '', headerMenu: [], footerMenu: [] });
  });
});
