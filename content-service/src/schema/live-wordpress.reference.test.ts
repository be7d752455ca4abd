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
 * Arguments and fields the differential tests (tests/differential/) found answered otherwise than
 * by the live WordPress on the reference data; the expected values are the live WordPress's.
 */
let site: ReferenceSite;
const ask = (source: string, variables?: Record<string, unknown>) =>
  askReference(site, source, { variables });

const GREEK_UPPER = '/greek/%CE%B5%CF%80%CE%AF%CF%80%CE%B5%CE%B4%CE%BF-2/';

describe.runIf(hasReference)('answers as the live WordPress', () => {
  beforeAll(async () => {
    site = await loadReferenceSite();
  });

  it('filters pages by parentIn and leaves attachments out of contentNodes', async () => {
    const data = await ask(`{
      pages(first: 100, where: { parentIn: [2, 1809] }) { nodes { databaseId parentDatabaseId } }
      contentNodes(first: 100) { nodes { __typename } pageInfo { offsetPagination { total } } }
    }`);
    expect(data.pages.nodes.map((page: ReferenceAnswer) => page.databaseId)).toEqual([
      1811, 1134, 1133, 501, 156, 155,
    ]);
    expect(
      new Set(data.contentNodes.nodes.map((node: ReferenceAnswer) => node.__typename)),
    ).toEqual(new Set(['Post', 'Page']));
    expect(data.contentNodes.pageInfo.offsetPagination.total).toBe(78);
  });

  it('filters posts by id and by categoryNotIn', async () => {
    const data = await ask(`{
      one: posts(where: { id: 150 }) { nodes { databaseId } }
      others: posts(first: 3, where: { categoryNotIn: [2] }) { nodes { databaseId } }
    }`);
    expect(data.one.nodes).toEqual([{ databaseId: 150 }]);
    expect(data.others.nodes).toEqual([
      { databaseId: 1787 },
      { databaseId: 1784 },
      { databaseId: 1783 },
    ]);
  });

  it('gives settings groups their node ids and hides nicename from anonymous readers', async () => {
    const data = await ask(`{
      generalSettings { id homeUrl }
      readingSettings { id }
      users { nodes { slug nicename } }
    }`);
    expect(data.generalSettings).toEqual({
      id: 'c2V0dGluZ19ncm91cDpnZW5lcmFs',
      homeUrl: 'http://127.0.0.1:8080',
    });
    expect(data.readingSettings.id).toBe('c2V0dGluZ19ncm91cDpyZWFkaW5n');
    expect(data.users.nodes[0]).toEqual({ slug: 'admin', nicename: null });
  });

  it('orders menu items across menus by order, newest first on a tie, and filters by id', async () => {
    const data = await ask(`{
      all: menuItems(first: 3) { nodes { databaseId } }
      one: menuItems(where: { id: 1832 }) { nodes { databaseId } }
      child: menuItems(where: { parentId: "cG9zdDoxODM0" }) { nodes { databaseId } }
      menus(where: { slug: "footer-menu" }) { nodes { databaseId } }
      located: menus(where: { location: HEADER_MENU }) { nodes { databaseId } }
    }`);
    expect(data.all.nodes).toEqual([
      { databaseId: 1839 },
      { databaseId: 1832 },
      { databaseId: 1840 },
    ]);
    expect(data.one.nodes).toEqual([{ databaseId: 1832 }]);
    expect(data.child.nodes).toEqual([{ databaseId: 1835 }]);
    expect(data.menus.nodes).toEqual([{ databaseId: 199 }]);
    expect(data.located.nodes).toEqual([{ databaseId: 198 }]);
  });

  it('finds nothing at a percent-encoded non-ASCII uri, in either case, but the decoded one', async () => {
    const data = await ask(
      `query ($upper: String!, $lower: String!, $page: ID!) {
        upper: nodeByUri(uri: $upper) { uri }
        lower: nodeByUri(uri: $lower) { uri }
        page(id: $page, idType: URI) { uri }
        decoded: nodeByUri(uri: "/greek/επίπεδο-2/") { uri }
      }`,
      { upper: GREEK_UPPER, lower: GREEK_UPPER.toLowerCase(), page: GREEK_UPPER },
    );
    expect(data).toEqual({
      upper: null,
      lower: null,
      page: null,
      decoded: { uri: '/greek/επίπεδο-2/' },
    });
  });
});
