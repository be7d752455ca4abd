import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startAuthTestSite, type AuthTestSite } from '../auth/test/site';

/*
 * What the live WordPress answers for an imported export without settings of its own
 * (tests/differential/wxr: the Japanese theme test data): term URIs keep the stored,
 * percent-encoded slug while nodeByUri finds the term by its decoded path, and Yoast's defaults
 * stand in for the `wpseo_titles` the export does not carry.
 */

let site: AuthTestSite;
beforeEach(async () => {
  site = await startAuthTestSite();
  site.db
    .prepare(`INSERT INTO terms (term_id, name, slug) VALUES (90, 'あさひ', ?)`)
    .run('%e3%81%82%e3%81%95%e3%81%b2');
  site.db
    .prepare(
      `INSERT INTO term_taxonomy (term_taxonomy_id, term_id, taxonomy) VALUES (90, 90, 'category')`,
    )
    .run();
});
afterEach(() => site.close());

async function data(query: string) {
  const res = await site.server.post({ query });
  return (res.json() as { data: Record<string, unknown> }).data;
}

describe('an imported site without settings of its own', () => {
  it('gives a non-ASCII term its encoded URI and finds it by the decoded one only', async () => {
    expect(
      await data(`{
        category(id: 90, idType: DATABASE_ID) { slug uri }
        decoded: nodeByUri(uri: "/category/あさひ/") { ... on Category { name } }
        encoded: nodeByUri(uri: "/category/%e3%81%82%e3%81%95%e3%81%b2/") { ... on Category { name } }
      }`),
    ).toEqual({
      category: { slug: 'あさひ', uri: '/category/%e3%81%82%e3%81%95%e3%81%b2/' },
      decoded: { name: 'あさひ' },
      encoded: null,
    });
  });

  it("answers Yoast's defaults where no wpseo_titles option is stored", async () => {
    expect(
      await data(
        `{ seo { schema { companyOrPerson } breadcrumbs { enabled homeText separator } } }`,
      ),
    ).toEqual({
      seo: {
        schema: { companyOrPerson: 'company' },
        breadcrumbs: { enabled: true, homeText: 'Home', separator: '»' },
      },
    });
  });
});
