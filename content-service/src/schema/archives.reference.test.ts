import { beforeAll, describe, expect, it } from 'vitest';
import {
  askReference,
  loadReferenceSite,
  type ReferenceAnswer,
  type ReferenceSite,
} from './test/reference-site';
import { needsShared } from '../../../tests/support/needs-shared';

const hasReference = needsShared('wordpress-reference');

/**
 * Tag and author archives as the site asks for them, against the reference site; the expected
 * values are what the reference WordPress (WPGraphQL 2.20, WPGraphQL Yoast SEO) answers.
 */
let site: ReferenceSite;
const ask = (source: string) => askReference(site, source);

const PAGE_INFO = 'pageInfo { offsetPagination { total hasMore hasPrevious } }';

describe.runIf(hasReference)('tag and author archives', () => {
  beforeAll(async () => {
    site = await loadReferenceSite();
  });

  it('resolves /tag/x/ and /author/x/ to the Tag and the User, with their archive SEO', async () => {
    const data = await ask(`{
      tag: nodeByUri(uri: "/tag/content/") { __typename ... on Tag { databaseId uri count
        seo { title canonical metaRobotsNoindex } } }
      author: nodeByUri(uri: "/author/themedemos/") { __typename ... on User { databaseId name uri
        description seo { title metaDesc canonical metaRobotsNoindex metaRobotsNofollow
          opengraphTitle twitterTitle opengraphImage { sourceUrl } schema { raw } } } }
      idle: nodeByUri(uri: "/author/admin/") { __typename ... on User { seo { title canonical } } }
    }`);
    expect(data.tag).toMatchObject({
      __typename: 'Tag',
      databaseId: 196,
      uri: '/tag/content/',
      count: 10,
      seo: {
        title: 'content περιεχόμενο Archives - RealWP Test Site',
        canonical: 'http://127.0.0.1:8080/tag/content/',
        metaRobotsNoindex: 'index',
      },
    });
    const { seo, ...author } = data.author;
    expect(author).toEqual({
      __typename: 'User',
      databaseId: 2,
      name: 'Theme Buster',
      uri: '/author/themedemos/',
      description: null,
    });
    const { schema: graph, ...fields } = seo;
    expect(fields).toMatchObject({
      title: 'Theme Buster, Author at RealWP Test Site',
      canonical: 'http://127.0.0.1:8080/author/themedemos/',
      metaRobotsNoindex: 'index',
      metaRobotsNofollow: 'follow',
      opengraphTitle: 'Theme Buster, Author at RealWP Test Site',
      twitterTitle: '',
      opengraphImage: null,
    });
    const nodes = JSON.parse(graph.raw)['@graph'] as { '@type': string; name?: string }[];
    expect(nodes.map((node) => node['@type'])).toEqual(
      expect.arrayContaining(['ProfilePage', 'BreadcrumbList', 'WebSite', 'Person']),
    );
    const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList') as ReferenceAnswer;
    expect(crumbs.itemListElement.at(-1).name).toBe('Archives for Theme Buster');
    // An author without published posts has an archive address but no Yoast indexable.
    expect(data.idle).toEqual({ __typename: 'User', seo: { title: null, canonical: null } });
  });

  it("pages a tag's and an author's posts by offset, as the listing asks", async () => {
    const data = await ask(`{
      tag: posts(where: { tagId: "196", offsetPagination: { offset: 0, size: 10 } }) {
        nodes { title } ${PAGE_INFO} }
      author: posts(where: { author: 2, offsetPagination: { offset: 10, size: 10 } }) {
        nodes { title } ${PAGE_INFO} }
      past: posts(where: { author: 2, offsetPagination: { offset: 99990, size: 10 } }) {
        nodes { title } ${PAGE_INFO} }
      byName: posts(where: { authorName: "themedemos", offsetPagination: { offset: 10, size: 10 } }) {
        nodes { title } ${PAGE_INFO} }
      bySlug: posts(where: { tag: "content-2", offsetPagination: { offset: 10, size: 10 } }) {
        nodes { title } ${PAGE_INFO} }
      nobody: posts(where: { authorName: "nobody" }) { nodes { title } }
    }`);
    expect(data.byName).toEqual(data.author);
    expect(data.bySlug).toEqual({
      nodes: [{ title: 'Edge Case: Many Tags' }, { title: 'Edge Case: Nested And Mixed Lists' }],
      pageInfo: { offsetPagination: { total: 12, hasMore: false, hasPrevious: true } },
    });
    expect(data.nobody.nodes).toEqual([]);
    expect(data.tag.nodes).toHaveLength(10);
    expect(data.tag.nodes[0]).toEqual({ title: 'Block: Image' });
    expect(data.tag.pageInfo.offsetPagination).toEqual({
      total: 10,
      hasMore: false,
      hasPrevious: false,
    });
    expect(data.author.nodes.map((node: { title: string }) => node.title).slice(0, 2)).toEqual([
      'Template: Paginated',
      'Template: Sticky',
    ]);
    expect(data.author.pageInfo.offsetPagination).toEqual({
      total: 37,
      hasMore: true,
      hasPrevious: true,
    });
    expect(data.past).toEqual({
      nodes: [],
      pageInfo: { offsetPagination: { total: 0, hasMore: false, hasPrevious: true } },
    });
  });

  it("gives feeds a tag's and a user's latest posts by slug, and the sitemap its authors", async () => {
    const data = await ask(`{
      tag(id: "content", idType: SLUG) { uri posts(first: 10) { nodes { databaseId } } }
      user(id: "themedemos", idType: SLUG) { uri posts(first: 10) { nodes { databaseId } } }
      users(first: 100, where: { hasPublishedPosts: [POST] }) { nodes { uri } }
    }`);
    expect(data.tag.posts.nodes).toHaveLength(10);
    expect(data.user).toEqual({
      uri: '/author/themedemos/',
      posts: {
        nodes: [1178, 1177, 1176, 1174, 1173, 1016, 1011, 996, 993, 1446].map((databaseId) => ({
          databaseId,
        })),
      },
    });
    expect(data.users.nodes).toEqual([
      { uri: '/author/themedemos/' },
      { uri: '/author/themereviewteam/' },
    ]);
  });
});
