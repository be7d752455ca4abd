import { existsSync } from 'node:fs';
import { FLEXIBLE_LAYOUTS } from '../../tests/support/flexible-layouts';
import path from 'node:path';
import { graphql } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { importWxr, loadAcfFile, loadOptionsFile } from '../src/import';
import { createContext } from '../src/schema/context';
import { createSchema } from '../src/schema/create-schema';
import { openStore, type Store } from '../src/store/open-store';

// The demo as the site sees it: imported as `npm run demo` does, then asked through GraphQL.
const demo = __dirname;
let db: Store;
let ask: (query: string) => Promise<Record<string, unknown>>;

beforeAll(async () => {
  db = openStore(':memory:');
  await importWxr(db, path.join(demo, 'demo.wxr.xml'), {
    options: await loadOptionsFile(path.join(demo, 'options.json')),
    acf: await loadAcfFile(path.join(demo, 'acf-field-groups.json')),
  });
  const schema = createSchema(db);
  ask = async (source) => {
    const result = await graphql({ schema, source, contextValue: createContext(db) });
    expect(result.errors).toBeUndefined();
    return result.data as Record<string, unknown>;
  };
});

interface Item {
  databaseId: number;
  parentDatabaseId: number;
}

function depth(items: Item[], id: number): number {
  const item = items.find((i) => i.databaseId === id);
  return item && item.parentDatabaseId ? 1 + depth(items, item.parentDatabaseId) : 1;
}

describe('demo content through the content service', () => {
  it('has a header menu three levels deep with at least six top-level items, and a footer menu with columns', async () => {
    const data = await ask(`{
      header: menuItems(where: { location: HEADER_MENU }, first: 100) { nodes { databaseId parentDatabaseId uri label } }
      footer: menuItems(where: { location: FOOTER_MENU }, first: 100) { nodes { databaseId parentDatabaseId } }
    }`);
    const header = (data.header as { nodes: Item[] }).nodes;
    expect(header.filter((i) => i.parentDatabaseId === 0).length).toBeGreaterThanOrEqual(6);
    expect(Math.max(...header.map((i) => depth(header, i.databaseId)))).toBe(3);
    const footer = (data.footer as { nodes: Item[] }).nodes;
    const columns = footer.filter((i) => i.parentDatabaseId === 0);
    expect(columns.length).toBeGreaterThanOrEqual(2);
    for (const column of columns) {
      expect(footer.some((i) => i.parentDatabaseId === column.databaseId)).toBe(true);
    }
  });

  it('lists at least forty published posts in nested categories, each with a locally served featured image', async () => {
    const data =
      await ask(`{ posts(first: 100) { nodes { title categories { nodes { ancestors { nodes { name } } } }
      featuredImage { node { sourceUrl altText mediaDetails { file } } } } } }`);
    const posts = (data.posts as { nodes: Record<string, never>[] }).nodes as unknown as {
      categories: { nodes: { ancestors: { nodes: unknown[] } | null }[] };
      featuredImage: { node: { sourceUrl: string; altText: string } } | null;
    }[];
    expect(posts.length).toBeGreaterThanOrEqual(40);
    expect(
      posts.some((p) => p.categories.nodes.some((c) => (c.ancestors?.nodes.length ?? 0) > 0)),
    ).toBe(true);
    for (const post of posts) {
      const url = post.featuredImage?.node.sourceUrl ?? '';
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4000\/wp-content\/uploads\//);
      expect(post.featuredImage?.node.altText).not.toBe('');
      const file = path.join(demo, 'uploads', url.replace(/^.*\/wp-content\/uploads\//, ''));
      expect(existsSync(file)).toBe(true);
    }
  });

  it('has a home page, and its pages use all eleven flexible layouts between them', async () => {
    const data = await ask(
      `{ pages(first: 100) { nodes { slug pageContent { flexibleLayout { __typename } } } } }`,
    );
    const pages = (
      data.pages as {
        nodes: {
          slug: string;
          pageContent: { flexibleLayout: { __typename: string }[] | null } | null;
        }[];
      }
    ).nodes;
    expect(pages.map((p) => p.slug)).toContain('home');
    const layouts = new Set(
      pages.flatMap((p) => p.pageContent?.flexibleLayout?.map((l) => l.__typename) ?? []),
    );
    for (const name of FLEXIBLE_LAYOUTS) {
      expect(layouts).toContain(`PageContentFlexibleLayout${name}Layout`);
    }
  });

  it('gives the site options: logo, copyright, cookie notice and contact link', async () => {
    const data = await ask(`{ siteOptionsPage { siteOptions { footerCopyright cookieNoticeMsg
      contactUsLink { url title } siteLogo { node { sourceUrl altText } } } } }`);
    const options = (data.siteOptionsPage as { siteOptions: Record<string, unknown> }).siteOptions;
    expect(options.footerCopyright).toEqual(expect.any(String));
    expect(options.cookieNoticeMsg).toContain('/privacy/');
    expect(options.contactUsLink).toMatchObject({
      url: expect.any(String),
      title: expect.any(String),
    });
    expect((options.siteLogo as { node: { sourceUrl: string } }).node.sourceUrl).toMatch(/uploads/);
  });

  it('keeps its draft and revision from anonymous readers, and carries Yoast fields', async () => {
    const drafts = db
      .prepare("SELECT ID FROM posts WHERE post_status = 'draft' AND post_type = 'post'")
      .pluck()
      .all();
    const revisions = db
      .prepare("SELECT post_parent FROM posts WHERE post_type = 'revision'")
      .pluck()
      .all();
    expect(drafts.length).toBeGreaterThan(0);
    expect(revisions.length).toBeGreaterThan(0);
    const data = await ask(`{ post(id: ${drafts[0]}, idType: DATABASE_ID) { title }
      revisionParent: post(id: ${revisions[0]}, idType: DATABASE_ID) { status revisions { nodes { databaseId } } }
      posts(first: 100) { nodes { seo { metaDesc metaRobotsNoindex } } } }`);
    expect(data.post).toBeNull();
    expect(data.revisionParent).toMatchObject({ status: 'publish', revisions: { nodes: [] } });
    const seo = (
      data.posts as { nodes: { seo: { metaDesc: string; metaRobotsNoindex: string } }[] }
    ).nodes.map((p) => p.seo);
    expect(seo.some((s) => s.metaDesc !== '')).toBe(true);
    expect(seo.some((s) => s.metaRobotsNoindex === 'noindex')).toBe(true);
  });

  it('gives posts category permalinks (Yoast primary category first) and pages every template', async () => {
    const data = await ask(`{
      posts(first: 100) { nodes { slug uri } }
      pages(first: 100) { nodes { uri template { templateName } } }
    }`);
    const posts = (data.posts as { nodes: { slug: string; uri: string }[] }).nodes;
    const uri = (slug: string) => posts.find((p) => p.slug === slug)?.uri;
    expect(uri('lavanda-turns-five')).toBe('/news/company/lavanda-turns-five/');
    expect(uri('welcome-to-the-lavanda-newsroom')).toBe('/news/welcome-to-the-lavanda-newsroom/');
    // In release notes and product updates, release notes primary: Yoast's choice wins.
    expect(uri('studio-4-0-released')).toBe(
      '/news/product-updates/release-notes/studio-4-0-released/',
    );
    for (const post of posts) expect(post.uri).toMatch(/^\/[a-z0-9-]+\/(?:[a-z0-9-]+\/)+$/);
    const pages = (data.pages as { nodes: { template: { templateName: string } }[] }).nodes;
    const templates = new Set(pages.map((p) => p.template.templateName));
    // The templates the demo's theme offers (its options), named by their titles as WordPress does.
    for (const name of [
      'Blank',
      'Page Large Header',
      'Page No Separators',
      'Single Post No Separators',
    ]) {
      expect(templates).toContain(name);
    }
  });

  it("answers Yoast Premium's redirects: plain 301, 302, 307, 410, 451 and a regex", async () => {
    const data = await ask('{ seo { redirects { origin target type format } } }');
    const redirects = (data.seo as { redirects: Record<string, unknown>[] }).redirects;
    expect(redirects).toEqual(
      expect.arrayContaining([
        { origin: 'about-us', target: '/about/', type: 301, format: 'plain' },
        expect.objectContaining({ type: 302, format: 'plain' }),
        expect.objectContaining({ type: 307, target: expect.stringMatching(/^https:\/\//) }),
        expect.objectContaining({ type: 410, format: 'plain' }),
        expect.objectContaining({ type: 451, format: 'plain' }),
        {
          origin: '^blog/([a-z0-9-]+)/?$',
          target: '/news/company/$1/',
          type: 301,
          format: 'regex',
        },
      ]),
    );
  });
});
