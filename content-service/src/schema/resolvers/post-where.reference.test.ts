import { beforeAll, describe, expect, it } from 'vitest';
import {
  askReference,
  loadReferenceSite,
  nodeIds as ids,
  type ReferenceSite,
} from '../test/reference-site';
import { needsShared } from '../../../../tests/support/needs-shared';

const hasReference = needsShared('wordpress-reference');

/**
 * Post and user connections' where arguments on the reference site; expected values are what
 * the live WordPress (WPGraphQL 2.20) answers on the same data.
 */
let site: ReferenceSite;
const ask = (source: string) => askReference(site, source);

describe.runIf(hasReference)('where arguments as WP_Query and WP_User_Query', () => {
  beforeAll(async () => {
    site = await loadReferenceSite();
  });

  it('filters posts by authors, tags, password and MIME type', async () => {
    const data = await ask(`{
      authorIn: posts(first: 5, where: { authorIn: [3] }) { nodes { databaseId } }
      authorNotIn: posts(first: 5, where: { authorNotIn: [2] }) { nodes { databaseId } }
      tagSlugAnd: posts(where: { tagSlugAnd: ["8bit", "alignment-2"] }) { nodes { databaseId } }
      hasPassword: posts(where: { hasPassword: true }) { nodes { databaseId } }
      password: posts(where: { password: "enter" }) { nodes { databaseId } }
      postsByMime: posts(where: { mimeType: IMAGE_JPEG }) { nodes { databaseId } }
      gifs: mediaItems(first: 3, where: { mimeType: IMAGE_GIF }) { nodes { databaseId } }
    }`);
    expect(ids(data.authorIn)).toEqual([163, 150, 51, 34, 24]);
    expect(ids(data.authorNotIn)).toEqual([163, 150, 51, 34, 24]);
    expect(ids(data.tagSlugAnd)).toEqual([1151]);
    expect(ids(data.hasPassword)).toEqual([1168]);
    expect(ids(data.password)).toEqual([1168]);
    expect(ids(data.postsByMime)).toEqual([]);
    expect(ids(data.gifs)).toEqual([1692]);
  });

  it('filters posts by date parts and by bounds', async () => {
    const data = await ask(`{
      year: posts(first: 10, where: { dateQuery: { year: 2013 } }) { nodes { databaseId } }
      month: posts(where: { dateQuery: { year: 2010, month: 9 } }) { nodes { databaseId } }
      bounds: posts(where: { dateQuery: { after: { year: 2012 }, before: { year: 2013, month: 1, day: 10 } } }) { nodes { databaseId } }
    }`);
    expect(ids(data.year)).toEqual([1178, 1177, 1176, 1174, 1173]);
    expect(ids(data.month)).toEqual([555, 1031]);
    expect(ids(data.bounds)).toEqual([1176, 1174, 1173]);
  });

  it('orders by the `in` and `nameIn` lists, and by date oldest first without them', async () => {
    const data = await ask(`{
      inList: posts(where: { in: [1000, 163, 1151], orderby: [{ field: IN, order: DESC }] }) { nodes { databaseId } }
      names: posts(where: { nameIn: ["edge-case-many-tags", "wp-6-1-font-size-scale"], orderby: [{ field: NAME_IN, order: ASC }] }) { nodes { databaseId } }
      noList: posts(first: 3, where: { orderby: [{ field: IN, order: DESC }] }) { nodes { databaseId } }
    }`);
    expect(ids(data.inList)).toEqual([1000, 163, 1151]);
    expect(ids(data.names)).toEqual([1151, 163]);
    expect(ids(data.noList)).toEqual([1000, 1151, 1152]);
  });

  it('filters and orders users as WP_User_Query, and refuses role filters to anonymous readers', async () => {
    const data = await ask(`{
      search: users(where: { search: "review" }) { nodes { databaseId } }
      column: users(where: { search: "Theme", searchColumns: [LOGIN] }) { nodes { databaseId } }
      login: users(where: { login: "themereviewteam" }) { nodes { databaseId } }
      loginNotIn: users(where: { loginNotIn: ["admin", "themedemos"] }) { nodes { databaseId } }
      nicenameIn: users(where: { nicenameIn: ["themedemos", "admin"], orderby: [{ field: NICE_NAME_IN, order: ASC }] }) { nodes { databaseId } }
      includeWins: users(where: { exclude: [1], include: [1, 2] }) { nodes { databaseId } }
      loginInDesc: users(where: { orderby: [{ field: LOGIN_IN, order: DESC }] }) { nodes { databaseId } }
    }`);
    expect(ids(data.search)).toEqual([3]);
    expect(ids(data.column)).toEqual([2, 3]);
    expect(ids(data.login)).toEqual([3]);
    expect(ids(data.loginNotIn)).toEqual([3]);
    expect(ids(data.nicenameIn)).toEqual([2, 1]);
    expect(ids(data.includeWins)).toEqual([1, 2]);
    // Without loginIn, LOGIN_IN orders by login in the direction asked.
    expect(ids(data.loginInDesc)).toEqual([3, 2, 1]);
    await expect(
      ask('{ users(where: { role: ADMINISTRATOR }) { nodes { databaseId } } }'),
    ).rejects.toThrow('Sorry, you are not allowed to filter users by role.');
  });
});
