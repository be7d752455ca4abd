import { graphql, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext, type Viewer } from '../context';
import type { Store } from '../../store/open-store';
import { loadReferenceSite, REFERENCE_DIR } from '../test/reference-site';
import { jsonDifferences, recordedCases } from './testing';
import { needsShared } from '../../../../tests/support/needs-shared';

const hasReference = needsShared('wordpress-reference');

/** The recorded `acf` GraphQL cases, and the preview case that reads ACF values of the parent. */
const CASES = [
  'acf_field_group_interfaces',
  'acf_flexible_layout_interface_only',
  'acf_page_flexible_layout',
  'acf_site_options_variant_page',
  'acf_page_preview_bearer',
];

/**
 * The preview case's autosave (1848) is not in the WXR export (exports carry no revisions), so the
 * service answers its parent there: only the ACF part of that answer is compared, which a preview
 * reads from the parent anyway. (values.test.ts covers a preview row proper.)
 */
const ONLY_PATHS: Record<string, RegExp> = {
  acf_page_preview_bearer: /^\$\.page\.(pageOptions|pageContent)\b/,
};

/** The Bearer case was recorded as admin (the token of the Faust authorize step). */
const ADMIN: Viewer = { id: 1, login: 'admin', roles: ['administrator'] };

describe.skipIf(!hasReference)('ACF reference cases', () => {
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
        contextValue: createContext(site.db, c.name.endsWith('_bearer') ? ADMIN : null),
      });
      expect(result.errors).toBeUndefined();
      const only = ONLY_PATHS[c.name];
      const diffs = jsonDifferences(c.data, result.data).filter((d) => !only || only.test(d));
      expect(diffs).toEqual([]);
    });
  }
});
