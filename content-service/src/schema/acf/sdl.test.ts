import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  extendSchema,
  isInterfaceType,
  isObjectType,
  parse,
  validateSchema,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { needsShared } from '../../../../tests/support/needs-shared';
import { referenceDir as REFERENCE } from '../../../../tests/support/shared-dir';
import { buildAcfExtension, type AcfExport } from './index';

const hasReference = needsShared('wordpress-reference');

/** The smallest core the ACF extension builds on, so these tests do not depend on the core SDL. */
const MINIMAL_CORE = `
  interface Node { id: ID! }
  interface Edge { cursor: String node: Node! }
  interface OneToOneConnection implements Edge { cursor: String node: Node! }
  type MediaItem implements Node { id: ID! sourceUrl: String }
  type Page implements Node { id: ID! title: String }
  type Post implements Node { id: ID! title: String }
  type RootQuery { page: Page }
  schema { query: RootQuery }
`;

const readJson = (file: string): AcfExport =>
  JSON.parse(readFileSync(path.join(REFERENCE, file), 'utf8')) as AcfExport;

/** Type, nullability, deprecation and description of a field. */
function fieldSignature(field: GraphQLField<unknown, unknown>): string {
  const deprecated = field.deprecationReason ? ` @deprecated(${field.deprecationReason})` : '';
  return `${String(field.type)}${deprecated} "${field.description ?? ''}"`;
}

/** Every added type and field, compared by name, kind, interfaces, type, nullability, text. */
function compareWithReference(ours: GraphQLSchema, core: GraphQLSchema, ref: GraphQLSchema) {
  const problems: string[] = [];
  for (const type of Object.values(ours.getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
    const before = core.getType(type.name);
    const refType = ref.getType(type.name);
    if (!refType || !(isObjectType(refType) || isInterfaceType(refType))) {
      problems.push(`${type.name}: not in the reference`);
      continue;
    }
    if (isObjectType(type) !== isObjectType(refType)) problems.push(`${type.name}: kind differs`);
    if (!before && type.description !== refType.description) {
      problems.push(`${type.name}: description "${type.description}" vs "${refType.description}"`);
    }
    const refIfaces = new Set(refType.getInterfaces().map((i) => i.name));
    const oldIfaces =
      before && (isObjectType(before) || isInterfaceType(before))
        ? new Set(before.getInterfaces().map((i) => i.name))
        : new Set<string>();
    for (const iface of type.getInterfaces()) {
      if (!oldIfaces.has(iface.name) && !refIfaces.has(iface.name)) {
        problems.push(`${type.name} implements ${iface.name}: not in the reference`);
      }
    }
    const oldFields =
      before && (isObjectType(before) || isInterfaceType(before)) ? before.getFields() : {};
    const refFields = refType.getFields();
    for (const field of Object.values(type.getFields())) {
      if (field.name in oldFields) continue;
      const refField = refFields[field.name];
      if (!refField) problems.push(`${type.name}.${field.name}: not in the reference`);
      else if (fieldSignature(field) !== fieldSignature(refField)) {
        problems.push(
          `${type.name}.${field.name}: ${fieldSignature(field)} vs ${fieldSignature(refField)}`,
        );
      }
    }
    if (!before) {
      for (const name of Object.keys(refFields)) {
        if (!(name in type.getFields())) problems.push(`${type.name}.${name}: missing`);
      }
      for (const name of refIfaces) {
        if (!type.getInterfaces().some((i) => i.name === name)) {
          problems.push(`${type.name}: does not implement ${name}`);
        }
      }
    }
  }
  return problems;
}

describe('ACF SDL derivation', () => {
  it('emits nothing without definitions', () => {
    expect(buildAcfExtension(undefined).typeDefs).toBe('');
    expect(buildAcfExtension({ field_groups: [] }).typeDefs).toBe('');
  });

  it('names repeaters, layouts and group fields as WPGraphQL for ACF does', () => {
    const defs: AcfExport = {
      field_groups: [
        {
          key: 'group_x',
          title: 'Hero Block',
          show_in_graphql: 1,
          location: [[{ param: 'post_type', operator: '==', value: 'post' }]],
          fields: [
            { key: 'f1', name: 'call_to-action', type: 'text' },
            {
              key: 'f2',
              name: 'slides',
              type: 'repeater',
              sub_fields: [{ key: 'f3', name: 'inner', type: 'group', sub_fields: [] }],
            },
            { key: 'f4', name: 'skip_me', type: 'relationship' },
            { key: 'f5', name: 'hidden', type: 'text', show_in_graphql: 0 },
          ],
        },
      ],
    };
    const sdl = buildAcfExtension(defs).typeDefs;
    expect(sdl).toContain('type HeroBlock implements HeroBlock_Fields & AcfFieldGroup');
    expect(sdl).toContain('callToAction: String');
    expect(sdl).toContain('slides: [HeroBlockSlides]');
    expect(sdl).toContain('inner: HeroBlockSlidesInner');
    expect(sdl).toContain('extend type Post implements WithAcfHeroBlock');
    expect(sdl).not.toContain('skipMe');
    expect(sdl).not.toContain('hidden');
  });

  it.runIf(hasReference)('extends a core schema into a valid schema', () => {
    const defs = readJson('acf-field-groups-export.json');
    const core = buildSchema(MINIMAL_CORE);
    const ext = buildAcfExtension(defs, core);
    const schema = extendSchema(core, parse(ext.typeDefs));
    expect(validateSchema(schema)).toEqual([]);
  });

  it.skipIf(!hasReference)('matches the reference schema type for type, field for field', () => {
    const defs = readJson('acf-field-groups-export.json');
    const ref = buildSchema(readFileSync(path.join(REFERENCE, 'schema.graphql'), 'utf8'));
    const core = buildSchema(MINIMAL_CORE);
    const schema = extendSchema(core, parse(buildAcfExtension(defs, core).typeDefs));
    expect(compareWithReference(schema, core, ref)).toEqual([]);
    // And nothing of the reference's ACF surface is missing.
    for (const name of [
      'PageContentFlexibleLayoutPreFooterLayout',
      'PageContentFlexibleLayoutCards',
      'SiteOptionsFooterSubLinks',
      'WithAcfOptionsPageSiteOptionsPage',
    ]) {
      expect(schema.getType(name), name).toBeDefined();
    }
    expect(Object.keys((schema.getType('Page') as { getFields(): object }).getFields())).toEqual(
      expect.arrayContaining(['pageContent', 'pageOptions']),
    );
  });

  it.runIf(hasReference)('skips helper types the core already defines', () => {
    const core = buildSchema(
      `${MINIMAL_CORE}\n type AcfLink { url: String title: String target: String }`,
    );
    const sdl = buildAcfExtension(readJson('acf-field-groups-export.json'), core).typeDefs;
    expect(sdl).not.toContain('type AcfLink');
    expect(() => extendSchema(core, parse(sdl))).not.toThrow();
  });

  it.runIf(hasReference)(
    'extends the service core schema (wpgraphql.graphql) into a valid schema',
    () => {
      const coreFile = path.resolve(__dirname, '../wpgraphql.graphql');
      if (!existsSync(coreFile)) return;
      const core = buildSchema(readFileSync(coreFile, 'utf8'));
      const ext = buildAcfExtension(readJson('acf-field-groups-export.json'), core);
      expect(validateSchema(extendSchema(core, parse(ext.typeDefs)))).toEqual([]);
    },
  );

  it('refuses definitions that give two types one name (options page vs group)', () => {
    const defs: AcfExport = {
      options_pages: [
        { menu_slug: 'site-options', show_in_graphql: 1, graphql_type_name: 'SiteOptions' },
      ],
      field_groups: [
        {
          key: 'g',
          title: 'Site Options',
          show_in_graphql: 1,
          graphql_field_name: 'siteOptions',
          location: [[{ param: 'options_page', operator: '==', value: 'site-options' }]],
          fields: [{ key: 'f', name: 'copyright', type: 'text' }],
        },
      ],
    };
    expect(() => buildAcfExtension(defs)).toThrow(/two GraphQL types the name SiteOptions/);
  });
});
