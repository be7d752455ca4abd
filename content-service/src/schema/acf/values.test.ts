import { buildSchema, extendSchema, graphql, parse } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { attachResolvers } from '../create-schema';
import { postById } from '../model/loaders';
import { resolver, type Resolvers } from '../model/resolvers-type';
import type { PostRow } from '../model/rows';
import { writeOption } from '../../store/options';
import { openStore, type Store } from '../../store/open-store';
import { buildAcfExtension, type AcfExport } from './index';
import { choices, float, link, phpEmpty } from './values';
import { blankSite, runQuery } from '../test/site';

const CORE = `
  interface Node { id: ID! }
  interface Edge { cursor: String node: Node! }
  interface OneToOneConnection implements Edge { cursor: String node: Node! }
  type MediaItem implements Node { id: ID! databaseId: Int! sourceUrl: String }
  type Page implements Node { id: ID! databaseId: Int! }
  type RootQuery { page(id: Int!, asPreview: Boolean): Page }
  schema { query: RootQuery }
`;

const DEFS: AcfExport = {
  options_pages: {
    'site-options': {
      menu_slug: 'site-options',
      page_title: 'Site Options',
      post_id: 'options',
      show_in_graphql: true,
      graphql_field_name: 'siteOptionsPage',
      graphql_type_name: 'SiteOptionsPage',
    },
  },
  field_groups: [
    {
      key: 'g1',
      title: 'Page Content',
      show_in_graphql: 1,
      graphql_field_name: 'pageContent',
      location: [[{ param: 'post_type', operator: '==', value: 'page' }]],
      fields: [
        { key: 'a', name: 'sticky', type: 'true_false', default_value: 0 },
        { key: 'b', name: 'prefooter', type: 'true_false', default_value: 1 },
        { key: 'c', name: 'height', type: 'number' },
        {
          key: 'd',
          name: 'blocks',
          type: 'flexible_content',
          layouts: {
            l1: {
              key: 'l1',
              name: 'hero',
              sub_fields: [
                { key: 'e', name: 'title', type: 'text' },
                { key: 'f', name: 'image', type: 'image' },
                {
                  key: 'g',
                  name: 'ctas',
                  type: 'repeater',
                  sub_fields: [{ key: 'h', name: 'link', type: 'link' }],
                },
              ],
            },
            l2: {
              key: 'l2',
              name: 'rich_text',
              sub_fields: [
                { key: 'i', name: 'body', type: 'wysiwyg' },
                { key: 'j', name: 'color', type: 'select' },
              ],
            },
          },
        },
      ],
    },
    {
      key: 'g2',
      title: 'Site Options',
      show_in_graphql: 1,
      graphql_field_name: 'siteOptions',
      location: [[{ param: 'options_page', operator: '==', value: 'site-options' }]],
      fields: [
        { key: 'k', name: 'copyright', type: 'text' },
        { key: 'l', name: 'contact', type: 'link' },
      ],
    },
  ],
};

let db: Store;

function insertPost(id: number, type: string, extra: Partial<PostRow> = {}): void {
  db.prepare(
    'INSERT INTO posts (ID, post_type, post_title, guid, post_parent) VALUES (?, ?, ?, ?, ?)',
  ).run(
    id,
    type,
    extra.post_title ?? `Post ${id}`,
    extra.guid ?? `http://wp.test/uploads/${id}.jpg`,
    extra.post_parent ?? 0,
  );
}

function meta(postId: number, key: string, value: string): void {
  db.prepare('INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (?, ?, ?)').run(
    postId,
    key,
    value,
  );
}

function schemaWith(defs: AcfExport) {
  const core = buildSchema(CORE);
  const acf = buildAcfExtension(defs, core);
  const coreResolvers: Resolvers = {
    RootQuery: {
      page: resolver<unknown, { id: number; asPreview?: boolean }>((_s, { id, asPreview }, ctx) => {
        const row = postById(ctx, id);
        if (!row || !asPreview) return row;
        // What the core does for previews: the autosave, served in place of its parent.
        const autosave = db
          .prepare("SELECT ID FROM posts WHERE post_parent = ? AND post_type = 'revision'")
          .get(id) as { ID: number };
        return { ...postById(ctx, autosave.ID)!, previewOf: row };
      }),
    },
    Page: { databaseId: resolver<PostRow>((r) => r.ID) },
    MediaItem: {
      databaseId: resolver<PostRow>((r) => r.ID),
      sourceUrl: resolver<PostRow>((r) => r.guid),
    },
  };
  const schema = extendSchema(core, parse(acf.typeDefs));
  return attachResolvers(attachResolvers(schema, coreResolvers), acf.resolvers);
}

async function run(source: string) {
  const result = await graphql({
    schema: schemaWith(DEFS),
    source,
    contextValue: createContext(db),
  });
  expect(result.errors).toBeUndefined();
  return result.data;
}

beforeEach(() => {
  db = openStore(':memory:');
  writeOption(db, 'siteurl', 'http://wp.test');
  writeOption(db, 'faustwp_settings', {
    frontend_uri: 'http://front.test',
    enable_rewrites: '1',
    enable_image_source: '1',
  });
  insertPost(10, 'page');
  insertPost(11, 'page');
  insertPost(12, 'revision', { post_parent: 10 });
  insertPost(50, 'attachment');
  meta(10, 'sticky', '1');
  meta(10, 'prefooter', '0');
  meta(10, 'height', '480');
  meta(10, 'blocks', 'a:3:{i:0;s:4:"hero";i:1;s:7:"unknown";i:2;s:9:"rich_text";}');
  meta(10, 'blocks_0_title', 'Hello');
  meta(10, 'blocks_0_image', '50');
  meta(10, 'blocks_0_ctas', '2');
  meta(
    10,
    'blocks_0_ctas_0_link',
    'a:3:{s:5:"title";s:2:"Go";s:3:"url";s:18:"http://wp.test/go/";s:6:"target";s:0:"";}',
  );
  meta(10, 'blocks_0_ctas_1_link', '');
  meta(
    10,
    'blocks_2_body',
    'One <a href="http://wp.test/about/">about</a> <img src="http://wp.test/wp-content/uploads/x.jpg">\n\nTwo',
  );
  meta(10, 'blocks_2_color', 'grey');
});

describe('ACF value reading', () => {
  it('reads true_false (default when unset), number, flexible rows, repeaters, links, images', async () => {
    const data = await run(`{
      page(id: 10) { pageContent {
        __typename fieldGroupName sticky prefooter height
        blocks {
          __typename fieldGroupName
          ... on PageContentBlocksHeroLayout {
            title image { cursor node { databaseId sourceUrl } }
            ctas { __typename link { title url target } }
          }
          ... on PageContentBlocksRichTextLayout { body color }
        }
      } }
    }`);
    expect(data).toEqual({
      page: {
        pageContent: {
          __typename: 'PageContent',
          fieldGroupName: 'PageContent',
          sticky: true,
          prefooter: false,
          height: 480,
          blocks: [
            {
              __typename: 'PageContentBlocksHeroLayout',
              fieldGroupName: 'PageContentBlocksHeroLayout',
              title: 'Hello',
              image: {
                cursor: Buffer.from('arrayconnection:50').toString('base64'),
                node: { databaseId: 50, sourceUrl: 'http://wp.test/uploads/50.jpg' },
              },
              ctas: [
                {
                  __typename: 'PageContentBlocksCtas',
                  link: { title: 'Go', url: 'http://wp.test/go/', target: '' },
                },
                { __typename: 'PageContentBlocksCtas', link: null },
              ],
            },
            {
              __typename: 'PageContentBlocksRichTextLayout',
              fieldGroupName: 'PageContentBlocksRichTextLayout',
              body:
                '<p>One <a href="http://front.test/about/">about</a> ' +
                '<img decoding="async" src="http://wp.test/wp-content/uploads/x.jpg"></p>\n<p>Two</p>\n',
              color: ['grey'],
            },
          ],
        },
      },
    });
  });

  it('applies defaults and nulls empty values when nothing is stored', async () => {
    const data = await run(
      '{ page(id: 11) { pageContent { sticky prefooter height blocks { __typename } } } }',
    );
    expect(data).toEqual({
      page: { pageContent: { sticky: false, prefooter: true, height: null, blocks: null } },
    });
  });

  it('reads a preview’s values from its parent', async () => {
    const data = await run(
      '{ page(id: 10, asPreview: true) { databaseId pageContent { sticky height } } }',
    );
    expect(data).toEqual({ page: { databaseId: 12, pageContent: { sticky: true, height: 480 } } });
  });

  it('reads an options page from options_* rows', async () => {
    writeOption(db, 'options_copyright', '© Example');
    writeOption(db, 'options_contact', {
      title: 'Contact',
      url: 'http://wp.test/c/',
      target: '_blank',
    });
    const data = await run(`{ siteOptionsPage { __typename id pageTitle menuTitle parentId
      siteOptions { __typename fieldGroupName copyright contact { title url target } } } }`);
    expect(data).toEqual({
      siteOptionsPage: {
        __typename: 'SiteOptionsPage',
        id: Buffer.from('acf_options_page:site-options').toString('base64'),
        pageTitle: 'Site Options',
        menuTitle: 'Site Options',
        parentId: null,
        siteOptions: {
          __typename: 'SiteOptions',
          fieldGroupName: 'SiteOptions',
          copyright: '© Example',
          contact: { title: 'Contact', url: 'http://wp.test/c/', target: '_blank' },
        },
      },
    });
  });
});

describe('ACF value formatting helpers', () => {
  it('treats values as PHP empty() does', () => {
    for (const v of [undefined, null, false, '', '0', 0, [], {}]) expect(phpEmpty(v)).toBe(true);
    for (const v of ['a', '00', 1, [0], { a: 1 }, true]) expect(phpEmpty(v)).toBe(false);
  });

  it('formats selects, links and numbers', () => {
    expect(choices('grey', 'value')).toEqual(['grey']);
    expect(choices(['a', 'b'], 'value')).toEqual(['a', 'b']);
    expect(choices([{ value: 'x', label: 'X' }], 'array')).toEqual(['x']);
    expect(choices('', 'value')).toBeNull();
    expect(link({ title: 'T', url: 'U', target: '' })).toEqual({
      title: 'T',
      url: 'U',
      target: '',
    });
    expect(link('not a link')).toBeNull();
    expect(float('2.5')).toBe(2.5);
    expect(float('0')).toBeNull();
    expect(float('abc')).toBeNull();
  });
});

describe('node(id:) of an options page (full schema)', () => {
  it("answers the page of the id's menu slug, null for another slug", async () => {
    const site = blankSite({ content_service_acf: DEFS });
    const id = (slug: string) => Buffer.from(`acf_options_page:${slug}`).toString('base64');
    const result = await runQuery(
      site,
      `{ a: node(id: "${id('site-options')}") { __typename id ... on SiteOptionsPage { pageTitle } } b: node(id: "${id('nope')}") { id } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      a: { __typename: 'SiteOptionsPage', id: id('site-options'), pageTitle: 'Site Options' },
      b: null,
    });
  });
});
