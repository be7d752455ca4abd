// The plugin's content model is the site's: generated from the demo's definition, importable by
// SCF, and with the reference site's GraphQL names.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaSignature, type AcfExportJson } from '../../content-service/demo/lib/acf-json';
import {
  FIELD_GROUPS_FILE,
  OPTIONS_PAGE_KEY_PREFIX,
  pluginFieldGroupsJson,
} from '../../scripts/wordpress-plugin/field-groups';
import { needsShared } from '../support/needs-shared';
import { referenceFile } from '../support/shared-dir';

type Item = Record<string, unknown> & { key: string };

/** The reference site's SCF export (../shared/wordpress-reference, beside the checkout). */
const referenceExport = referenceFile('acf-field-groups-export.json');
const hasReference = needsShared('wordpress-reference');

const committed = readFileSync(FIELD_GROUPS_FILE, 'utf8');
const items = JSON.parse(committed) as Item[];
const demo = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../content-service/demo/acf-field-groups.json'), 'utf8'),
) as AcfExportJson;

/** The plugin's items in the demo's shape ({options_pages, field_groups}). */
function asExport(list: Item[]): AcfExportJson {
  const pages = list.filter((i) => i.key.startsWith(OPTIONS_PAGE_KEY_PREFIX));
  return {
    options_pages: Object.fromEntries(
      pages.map((p) => [
        String(p.menu_slug),
        {
          graphql_field_name: String(p.graphql_field_name),
          graphql_type_name: String(p.graphql_type_name),
        },
      ]),
    ),
    field_groups: list.filter((i) => i.key.startsWith('group_')) as AcfExportJson['field_groups'],
  };
}

/** Every key in the file: items, fields, layouts and sub-fields, with where it was found. */
function allKeys(value: unknown, where = '$'): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => allKeys(v, `${where}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own: [string, string][] = typeof record.key === 'string' ? [[record.key, where]] : [];
  const nested = ['fields', 'sub_fields', 'layouts'].flatMap((field) =>
    record[field] === undefined
      ? []
      : allKeys(
          Array.isArray(record[field]) ? record[field] : Object.values(record[field] as object),
          `${where}.${field}`,
        ),
  );
  return [...own, ...nested];
}

describe('wordpress/lavanda-headless/acf/field-groups.json', () => {
  it('is what the definition generates (npm run wordpress:field-groups)', async () => {
    expect(committed).toBe(await pluginFieldGroupsJson());
  });

  it('holds the same field groups and options page as the demo (one definition)', () => {
    expect(asExport(items).field_groups).toEqual(demo.field_groups);
    expect(asExport(items).options_pages).toEqual(
      Object.fromEntries(
        Object.entries(demo.options_pages).map(([slug, p]) => [
          slug,
          { graphql_field_name: p.graphql_field_name, graphql_type_name: p.graphql_type_name },
        ]),
      ),
    );
  });

  it('is a list SCF imports: a key on every item, field, layout and sub-field, all unique', () => {
    expect(Array.isArray(items)).toBe(true);
    for (const item of items) {
      expect(item.key).toMatch(/^(ui_options_page_|group_)[a-z0-9_]+$/);
    }
    const keys = allKeys(items);
    expect(keys.length).toBeGreaterThan(60);
    for (const [key, where] of keys)
      expect(key, where).toMatch(/^(ui_options_page|group|field|layout)_/);
    expect(new Set(keys.map(([key]) => key)).size).toBe(keys.length);
    // Every field (not only those with sub-fields) has a key: count the `name`d objects too.
    const named = JSON.stringify(items).match(/"name":/g)?.length ?? 0;
    expect(keys.filter(([key]) => /^(field|layout)_/.test(key))).toHaveLength(named);
  });

  it.runIf(hasReference)(
    "gives WPGraphQL for ACF the reference site's names (siteOptionsPage, pageContent …)",
    () => {
      const reference = JSON.parse(readFileSync(referenceExport, 'utf8')) as AcfExportJson;
      expect(schemaSignature(asExport(items))).toEqual(schemaSignature(reference));
      const [page] = items;
      expect(page).toMatchObject({
        key: 'ui_options_page_site_options',
        menu_slug: 'site-options',
        show_in_graphql: 1,
        graphql_type_name: 'SiteOptionsPage',
        data_storage: 'options',
      });
    },
  );
});
