import { graphql, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceSite } from '../test/reference-site';
import { createContext } from '../context';
import type { Store } from '../../store/open-store';
import { needsShared } from '../../../../tests/support/needs-shared';

const hasReference = needsShared('wordpress-reference');

/**
 * FaustWP's `templates` and `conditionalTags` read WordPress's global query, which WPGraphQL's
 * models set up as their fields are read. Expected answers are the live WordPress's (WPGraphQL
 * 2.20 + FaustWP) on the same data, recorded with these very queries.
 */
let db: Store;
let schema: GraphQLSchema;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by shape below
async function ask(source: string): Promise<Record<string, any>> {
  const result = await graphql({ schema, source, contextValue: createContext(db, null) });
  expect(result.errors).toBeUndefined();
  return result.data as Record<string, unknown>;
}

/** The flags of a ConditionalTags answer that are true. */
const trueTags = (tags: Record<string, boolean>) =>
  Object.keys(tags)
    .filter((k) => tags[k])
    .sort();

describe.runIf(hasReference)('the global query behind templates and conditionalTags', () => {
  beforeAll(async () => {
    ({ db, schema } = await loadReferenceSite());
  });

  it('gives each kind of node its template hierarchy once a field has set it up', async () => {
    const data = await ask(`{
      category(id: 2, idType: DATABASE_ID) { name templates }
      tag(id: 69, idType: DATABASE_ID) { slug templates }
      user(id: 3, idType: DATABASE_ID) { slug templates }
      child: page(id: 501, idType: DATABASE_ID) { id templates }
      greek: page(id: 1813, idType: DATABASE_ID) { id templates }
      top: page(id: 1809, idType: DATABASE_ID) { id templates }
    }`);
    expect(data.category.templates).toEqual([
      'category-6-1',
      'category-2',
      'category',
      'archive',
      'index',
    ]);
    expect(data.tag.templates).toEqual(['tag-8bit', 'tag-69', 'tag', 'archive', 'index']);
    expect(data.user.templates).toEqual([
      'author-themereviewteam',
      'author-3',
      'author',
      'archive',
      'index',
    ]);
    // A child page's `pagename` (its slug alone) finds no page once re-parsed: no page-<id>.
    expect(data.child.templates).toEqual(['page-clearing-floats', 'page', 'index']);
    expect(data.greek.templates).toEqual([
      'page-επίπεδο-3',
      'page-%ce%b5%cf%80%ce%af%cf%80%ce%b5%ce%b4%ce%bf-3',
      'page',
      'index',
    ]);
    expect(data.top.templates).toEqual(['page-greek', 'page-1809', 'page', 'index']);
  });

  it('answers the home before any node set the query up, and keeps it', async () => {
    const data = await ask(`{
      tag(id: 69, idType: DATABASE_ID) { first: conditionalTags { isHome isTag } templates after: conditionalTags { isHome isFrontPage } }
    }`);
    expect(trueTags(data.tag.first)).toEqual([]);
    expect(data.tag.templates).toEqual(['front-page', 'home', 'index']);
    expect(trueTags(data.tag.after)).toEqual(['isFrontPage', 'isHome']);
  });

  it('follows the node set up last: a connection is resolved after the fields beside it', async () => {
    const data = await ask(`{
      category(id: 2, idType: DATABASE_ID) {
        c1: conditionalTags { isCategory isArchive }
        posts(first: 1) { nodes { id } }
        c2: conditionalTags { isCategory isArchive }
      }
      user(id: 3, idType: DATABASE_ID) { templates slug t2: templates }
    }`);
    expect(trueTags(data.category.c1)).toEqual([]);
    expect(trueTags(data.category.c2)).toEqual(['isArchive', 'isCategory']);
    expect(data.user.templates).toEqual([
      'category-6-1',
      'category-2',
      'category',
      'archive',
      'index',
    ]);
    expect(data.user.t2).toEqual([
      'author-themereviewteam',
      'author-3',
      'author',
      'archive',
      'index',
    ]);
  });

  it('sets up each place a node appears in the answer on its own', async () => {
    // The same user twice: the second is another model, its `name` sets it up again.
    const data = await ask(`{
      a: user(id: 3, idType: DATABASE_ID) { name }
      tag(id: 69, idType: DATABASE_ID) { name }
      b: user(id: 3, idType: DATABASE_ID) { name templates }
      c: user(id: 3, idType: DATABASE_ID) { templates }
    }`);
    expect(data.b.templates).toEqual([
      'author-themereviewteam',
      'author-3',
      'author',
      'archive',
      'index',
    ]);
    expect(data.c.templates).toEqual(data.b.templates);
  });

  it('reads is_sticky() and a page query from the last post set up', async () => {
    const data = await ask(`{
      post(id: 1241, idType: DATABASE_ID) { id }
      p: post(id: 163, idType: DATABASE_ID) { conditionalTags { isSticky isSingle isSingular isPage } }
      page(id: 501, idType: DATABASE_ID) { id conditionalTags { isPage isSingular isSingle } }
      tag(id: 69, idType: DATABASE_ID) { templates after: conditionalTags { isHome isPage } }
    }`);
    expect(trueTags(data.p.conditionalTags)).toEqual(['isSingle', 'isSingular', 'isSticky']);
    expect(trueTags(data.page.conditionalTags)).toEqual(['isPage', 'isSingular']);
    expect(data.tag.templates).toEqual(['page-clearing-floats', 'page', 'index']);
    expect(trueTags(data.tag.after)).toEqual(['isPage']);
  });
});
