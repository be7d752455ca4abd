import { createSchema } from '../create-schema';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { readOption, writeOption } from '../../store/options';
import { loadReferenceSite, REFERENCE_DIR } from '../test/reference-site';
import { jsonDifferences } from '../acf/testing';
import { maskPersonHash } from './testing';
import { needsShared } from '../../../../tests/support/needs-shared';

const hasReference = needsShared('wordpress-reference');

const HISTORY = path.join(REFERENCE_DIR, 'history', 'realwp-plugins');

/**
 * An earlier state of the reference site, recorded with `blog_public` 0 and before any SEO data
 * was entered: replaying it after undoing that data checks the defaults (noindex, no canonical,
 * excerpt descriptions, no Organization, the author Person on the WebPage).
 */
describe.skipIf(!hasReference)('Yoast before SEO data (history/yoast_seo_blog_public_0)', () => {
  it('answers as the site did then', async () => {
    const { db } = await loadReferenceSite();
    db.prepare(`DELETE FROM postmeta WHERE meta_key LIKE '\\_yoast\\_wpseo\\_%' ESCAPE '\\'`).run();
    writeOption(db, 'blog_public', '0');
    const titles = readOption<Record<string, unknown>>(db, 'wpseo_titles') ?? {};
    writeOption(db, 'wpseo_titles', { ...titles, company_name: '', company_logo_id: 0 });
    const social = readOption<Record<string, unknown>>(db, 'wpseo_social') ?? {};
    writeOption(db, 'wpseo_social', {
      ...social,
      facebook_site: '',
      twitter_site: '',
      og_default_image: '',
      og_default_image_id: 0,
    });
    writeOption(db, 'wpseo_taxonomy_meta', {});
    const source = readFileSync(path.join(HISTORY, 'yoast_seo_blog_public_0.graphql'), 'utf8');
    const expected = (
      JSON.parse(readFileSync(path.join(HISTORY, 'yoast_seo_blog_public_0.json'), 'utf8')) as {
        data: unknown;
      }
    ).data;
    const result = await graphql({
      schema: createSchema(db),
      source,
      contextValue: createContext(db),
    });
    expect(result.errors).toBeUndefined();
    expect(jsonDifferences(maskPersonHash(expected), maskPersonHash(result.data))).toEqual([]);
    db.close();
  });
});
