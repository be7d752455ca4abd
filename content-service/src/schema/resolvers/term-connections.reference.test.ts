import { beforeAll, describe, expect, it } from 'vitest';
import {
  askReference,
  loadReferenceSite,
  nodeIds as ids,
  type ReferenceAnswer,
  type ReferenceSite,
} from '../test/reference-site';
import { needsShared } from '../../../../tests/support/needs-shared';

const hasReference = needsShared('wordpress-reference');

/**
 * Term connections with get_terms' semantics, on the reference site; expected values are what
 * the live WordPress (WPGraphQL 2.20) answers on the same data.
 */
let site: ReferenceSite;
const ask = (source: string) => askReference(site, source);

describe.runIf(hasReference)('term connections as get_terms', () => {
  beforeAll(async () => {
    site = await loadReferenceSite();
  });

  it('hides empty categories after fetching the page and one more (hierarchical hide_empty)', async () => {
    const data = await ask(`{
      five: categories(first: 5, where: { hideEmpty: true }) { nodes { databaseId } pageInfo { hasNextPage } }
      six: categories(first: 6, where: { hideEmpty: true }) { nodes { databaseId } pageInfo { hasNextPage } }
      flat: categories(first: 6, where: { hideEmpty: true, hierarchical: false }) { nodes { databaseId } pageInfo { hasNextPage } }
      tags: tags(first: 5, where: { hideEmpty: true }) { pageInfo { hasNextPage } }
    }`);
    // "Blogroll" (8, no posts, no children) is the 7th by name: fetched with first: 6, then dropped.
    expect(ids(data.five)).toEqual([2, 3, 4, 5, 6]);
    expect(data.five.pageInfo.hasNextPage).toBe(true);
    expect(ids(data.six)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(data.six.pageInfo.hasNextPage).toBe(false);
    // Not hierarchical: the SQL leaves empty terms out, the page is full and more follow.
    expect(ids(data.flat)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(data.flat.pageInfo.hasNextPage).toBe(true);
    expect(data.tags.pageInfo.hasNextPage).toBe(true);
  });

  it('lists every taxonomy in `terms`, narrows by `taxonomies`, and reads childOf in the term’s taxonomy', async () => {
    const data = await ask(`{
      all: terms(first: 8) { nodes { __typename databaseId } }
      formats: terms(first: 3, where: { taxonomies: [POSTFORMAT] }) { nodes { __typename databaseId } }
      children: terms(where: { childOf: 3 }) { nodes { databaseId slug } }
      node: termNode(id: "188", idType: DATABASE_ID) { __typename ... on PostFormat { uri postFormatId } }
      bySlug: termNode(id: "sub", idType: SLUG, taxonomy: CATEGORY) { databaseId }
    }`);
    expect(data.all.nodes.map((n: ReferenceAnswer) => n.__typename)).toEqual([
      'Category',
      'Tag',
      'Category',
      'Tag',
      'Category',
      'Category',
      'Tag',
      'PostFormat',
    ]);
    expect(ids(data.formats)).toEqual([188, 195, 189]);
    expect(data.children.nodes).toEqual([{ databaseId: 49, slug: 'sub' }]);
    expect(data.node).toEqual({ __typename: 'PostFormat', uri: '/type/aside/', postFormatId: 188 });
    expect(data.bySlug).toEqual({ databaseId: 49 });
    await expect(ask('{ termNode(id: "sub", idType: SLUG) { databaseId } }')).rejects.toThrow(
      'When fetching a Term Node by &quot;slug&quot; or &quot;name&quot;, the &quot;taxonomy&quot; also needs to be set as an input.',
    );
  });

  it('orders text without case (MySQL collation) and TERM_ORDER by id, descending without order', async () => {
    const data = await ask(`{
      described: tags(first: 2, where: { orderby: DESCRIPTION, order: DESC }) { nodes { databaseId } }
      termOrder: categories(first: 2, where: { orderby: TERM_ORDER }) { nodes { databaseId } }
      formats: postFormats(first: 2, where: { orderby: TERM_ORDER }) { nodes { databaseId } }
    }`);
    // "Tags posts about WordPress." sorts after "…things that cannot be unseen." without case.
    expect(ids(data.described)).toEqual([176, 172]);
    // As the live WordPress answers: term_order without object ids is term_id (WP_Term_Query),
    // and WPGraphQL descends by any key but name when no order is given.
    expect(ids(data.termOrder)).toEqual([68, 67]);
    expect(ids(data.formats)).toEqual([195, 194]);
  });

  it('filters by name, description and term taxonomy id, and excludes whole trees', async () => {
    const data = await ask(`{
      nameLike: tags(first: 3, where: { nameLike: "an" }) { nodes { name } }
      described: tags(first: 2, where: { descriptionLike: "unseen" }) { nodes { databaseId } }
      byTaxonomyId: categories(where: { termTaxonomyId: [2, 3] }) { nodes { databaseId } }
      tree: categories(first: 3, where: { excludeTree: [2, 3] }) { nodes { databaseId } }
      post: post(id: 163, idType: DATABASE_ID) { terms { nodes { __typename databaseId } } }
    }`);
    expect(data.nameLike.nodes.every((n: ReferenceAnswer) => /an/i.test(n.name))).toBe(true);
    expect(ids(data.described)).toEqual([172]);
    expect(ids(data.byTaxonomyId)).toEqual([2, 3]);
    // 3 (aciform) and its child 49 go with it.
    expect(ids(data.tree)).toEqual([4, 5, 6]);
    expect(data.post.terms.nodes).toEqual([
      { __typename: 'Category', databaseId: 2 },
      { __typename: 'Category', databaseId: 7 },
    ]);
  });

  it('answers isFrontPage and isPostsPage false for post formats, as for other terms (case error_path_post_format_front_page)', async () => {
    const data = await ask(`{ postFormats(first: 2) { nodes { slug isFrontPage isPostsPage } } }`);
    expect(data.postFormats.nodes).toEqual([
      { slug: 'post-format-aside', isFrontPage: false, isPostsPage: false },
      { slug: 'post-format-audio', isFrontPage: false, isPostsPage: false },
    ]);
  });
});
