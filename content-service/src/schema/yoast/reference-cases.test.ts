import { graphql, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../context';
import type { Store } from '../../store/open-store';
import { loadReferenceSite, REFERENCE_DIR } from '../test/reference-site';
import { jsonDifferences, recordedCases } from '../acf/testing';
import { maskPersonHash } from './testing';
import { needsShared } from '../../../../tests/support/needs-shared';

const hasReference = needsShared('wordpress-reference');

const CASES = ['yoast_post_page_category', 'yoast_posts_pages_categories_seo', 'yoast_seo_config'];

describe.skipIf(!hasReference)('Yoast reference cases', () => {
  let site: { db: Store; schema: GraphQLSchema };
  beforeAll(async () => {
    site = await loadReferenceSite();
  });
  afterAll(() => site?.db.close());

  for (const c of hasReference ? recordedCases(REFERENCE_DIR, CASES) : []) {
    it(c.name, async () => {
      const result = await graphql({
        schema: site.schema,
        source: c.query,
        variableValues: c.variables,
        contextValue: createContext(site.db),
      });
      expect(result.errors).toBeUndefined();
      expect(jsonDifferences(maskPersonHash(c.data), maskPersonHash(result.data))).toEqual([]);
    });
  }

  it('answers media items, tags and every SEOConfig field without errors', async () => {
    const result = await graphql({
      schema: site.schema,
      source: `{
        mediaItem(id: "1022", idType: DATABASE_ID) { seo { title canonical breadcrumbs { url } schema { raw } fullHead } }
        tags(first: 3) { nodes { seo { title canonical focuskw metaKeywords fullHead breadcrumbs { text } } } }
        seo { contentTypes { mediaItem { title archive { archiveLink metaRobotsIndex } } }
          schema { personLogo { id } } social { twitter { cardType } } }
      }`,
      contextValue: createContext(site.db),
    });
    expect(result.errors).toBeUndefined();
    const data = result.data as {
      mediaItem: { seo: { canonical: string } };
      tags: { nodes: { seo: { title: string; metaKeywords: string | null } }[] };
    };
    // Attachment pages are disabled (disable-attachment): Yoast keeps no indexable for
    // attachments, so WPGraphQL Yoast answers empty values (as the live WordPress does).
    expect(data.mediaItem.seo.canonical).toBe('');
    expect(data.tags.nodes).toHaveLength(3);
    expect(data.tags.nodes[0]!.seo.title).toMatch(/ Archives - RealWP Test Site$/);
    expect(data.tags.nodes[0]!.seo.metaKeywords).toBeNull();
  });

  it('answers "" as the archive link of pages and media items (false through a String)', async () => {
    const result = await graphql({
      schema: site.schema,
      source: `{ seo { contentTypes { post { archive { archiveLink } } page { archive { archiveLink } }
        mediaItem { archive { archiveLink } } } } }`,
      contextValue: createContext(site.db),
    });
    expect(result.errors).toBeUndefined();
    const types = (
      result.data as { seo: { contentTypes: Record<string, { archive: { archiveLink: string } }> } }
    ).seo.contentTypes;
    expect(types.post!.archive.archiveLink).toBe('http://127.0.0.1:8080');
    expect(types.page!.archive.archiveLink).toBe('');
    expect(types.mediaItem!.archive.archiveLink).toBe('');
  });
});
