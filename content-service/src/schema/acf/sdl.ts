import type { AcfModel, FieldModel, GroupModel, ObjectModel } from './model';
import type { OptionsPageModel } from './locations';
import { htmlQuote } from './names';
import { HELPER_TYPES } from './helper-types';

/** What the core schema already has: helper types it defines are not declared again. */
export interface SchemaSurface {
  hasType(name: string): boolean;
}

const DEPRECATED_GROUP_NAME =
  '  """The name of the field group"""\n' +
  '  fieldGroupName: String @deprecated(reason: "Use __typename instead")';

function block(description: string): string {
  return description === '' ? '""""""' : `"""\n${description}\n"""`;
}

function fieldDescription(field: FieldModel, owner: string): string {
  const explicit =
    (typeof field.def.graphql_description === 'string' && field.def.graphql_description) ||
    (typeof field.def.instructions === 'string' && field.def.instructions);
  if (explicit) return htmlQuote(explicit);
  return htmlQuote(
    `Field of the "${field.def.type}" Field Type added to the schema as part of the "${owner}" Field Group`,
  );
}

/** Fields of an ACF object (or of its `_Fields` interface), sorted as WPGraphQL lists them. */
function objectFields(obj: ObjectModel): string {
  const entries: [string, string][] = obj.fields.map((f) => [
    f.graphqlName,
    `  ${block(fieldDescription(f, obj.name))}\n  ${f.graphqlName}: ${f.graphqlType}`,
  ]);
  entries.push(['fieldGroupName', DEPRECATED_GROUP_NAME]);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.map(([, text]) => text).join('\n\n');
}

function objectSdl(obj: ObjectModel): string {
  const interfaces = [
    `${obj.name}_Fields`,
    ...obj.extraInterfaces,
    'AcfFieldGroup',
    'AcfFieldGroupFields',
  ];
  const fieldsIface = [...obj.extraInterfaces, 'AcfFieldGroup', 'AcfFieldGroupFields'];
  const quoted = htmlQuote(`"${obj.name}"`);
  return [
    `${block(`Interface representing fields of the ACF ${quoted} Field Group`)}`,
    `interface ${obj.name}_Fields implements ${fieldsIface.join(' & ')} {`,
    objectFields(obj),
    '}',
    '',
    block(`The ${quoted} Field Group. Added to the Schema by ${htmlQuote('"WPGraphQL for ACF"')}.`),
    `type ${obj.name} implements ${interfaces.join(' & ')} {`,
    objectFields(obj),
    '}',
  ].join('\n');
}

function withAcfSdl(group: GroupModel): string {
  const t = group.type.name;
  return [
    block(
      `Provides access to fields of the ${htmlQuote(`"${t}"`)} ACF Field Group via the ${htmlQuote(`"${group.fieldName}"`)} field`,
    ),
    `interface WithAcf${t} {`,
    `  """Fields of the ${t} ACF Field Group"""`,
    `  ${group.fieldName}: ${t}`,
    '}',
  ].join('\n');
}

function groupFieldLines(groups: GroupModel[]): string {
  return groups
    .map(
      (g) =>
        `  """Fields of the ${g.type.name} ACF Field Group"""\n  ${g.fieldName}: ${g.type.name}`,
    )
    .join('\n\n');
}

function optionsPageSdl(page: OptionsPageModel): string {
  const groups = [...page.groups].sort((a, b) => (a.type.name < b.type.name ? -1 : 1));
  const interfaces = ['AcfOptionsPage', 'Node', ...groups.map((g) => `WithAcf${g.type.name}`)];
  const fields = [
    '  """The globally unique ID for the object"""\n  id: ID!',
    '  """"""\n  menuTitle: String',
    '  """"""\n  pageTitle: String',
    '  """"""\n  parentId: String',
  ];
  if (groups.length > 0) fields.push(groupFieldLines(groups));
  return [
    `type ${page.typeName} implements ${interfaces.join(' & ')} {`,
    fields.join('\n\n'),
    '}',
    '',
    block(`Access point for the ${htmlQuote(`"${page.typeName}"`)} ACF Options Page`),
    `interface WithAcfOptionsPage${page.typeName} {`,
    `  """"""\n  ${page.fieldName}: ${page.typeName}`,
    '}',
    '',
    `extend type RootQuery implements WithAcfOptionsPage${page.typeName} {`,
    `  """"""\n  ${page.fieldName}: ${page.typeName}`,
    '}',
  ].join('\n');
}

/** Which helper types (AcfLink, AcfMediaItemConnectionEdge, ...) the generated types use. */
function helpersNeeded(model: AcfModel): string[] {
  const kinds = new Set(model.objects.flatMap((o) => o.fields.map((f) => f.kind)));
  const needed: string[] = [];
  if (model.objects.length > 0) needed.push('AcfFieldGroup', 'AcfFieldGroupFields');
  if (kinds.has('link')) needed.push('AcfLink');
  if (kinds.has('image')) needed.push('MediaItemConnectionEdge', 'AcfMediaItemConnectionEdge');
  if (model.optionsPages.length > 0) needed.push('AcfOptionsPage');
  return needed;
}

/**
 * WPGraphQL for ACF describes the shared edge type by the first `_Fields` interface that
 * registered an image connection: layouts are registered before the groups holding them.
 */
function mediaEdgeSdl(model: AcfModel): string {
  const ordered = [
    ...model.objects.filter((o) => o.extraInterfaces.length > 0),
    ...model.objects.filter((o) => o.extraInterfaces.length === 0),
  ];
  const first = ordered.find((o) => o.fields.some((f) => f.kind === 'image'));
  return HELPER_TYPES.AcfMediaItemConnectionEdge!.replace(
    'between an ACF field',
    `between the ${first?.name ?? 'AcfFieldGroup'}_Fields type`,
  );
}

/**
 * The SDL WPGraphQL for ACF 2.4 adds for these field groups, as an extension of the core schema
 * (`extend type Page implements WithAcfPageContent ...`). Targets the core schema lacks are left
 * out, as are helper types it already defines.
 */
export function printAcfSdl(model: AcfModel, base?: SchemaSurface): string {
  const has = (name: string): boolean => base?.hasType(name) ?? false;
  const exists = (name: string): boolean => (base ? base.hasType(name) : true);
  const parts: string[] = [];
  for (const name of helpersNeeded(model)) {
    if (has(name)) continue;
    parts.push(name === 'AcfMediaItemConnectionEdge' ? mediaEdgeSdl(model) : HELPER_TYPES[name]!);
  }
  for (const iface of model.layoutInterfaces) {
    const desc = `Layout of the ${htmlQuote(`"${iface.fieldName}"`)} Field of the ${htmlQuote(`"${iface.parentType}"`)} Field Group Field`;
    parts.push(
      `${block(desc)}\ninterface ${iface.name} {\n  """The name of the ACF Flex Field Layout"""\n  fieldGroupName: String\n}`,
    );
  }
  for (const obj of model.objects) parts.push(objectSdl(obj));
  const pageTypes = new Set(model.optionsPages.map((p) => p.typeName));
  const byTarget = new Map<string, GroupModel[]>();
  for (const group of model.groups) {
    parts.push(withAcfSdl(group));
    for (const target of group.targets) {
      if (pageTypes.has(target) || !exists(target)) continue;
      byTarget.set(target, [...(byTarget.get(target) ?? []), group]);
    }
  }
  for (const [target, groups] of [...byTarget].sort(([a], [b]) => (a < b ? -1 : 1))) {
    groups.sort((a, b) => (a.type.name < b.type.name ? -1 : 1));
    const ifaces = groups.map((g) => `WithAcf${g.type.name}`).join(' & ');
    parts.push(`extend type ${target} implements ${ifaces} {\n${groupFieldLines(groups)}\n}`);
  }
  if (exists('RootQuery')) for (const page of model.optionsPages) parts.push(optionsPageSdl(page));
  return parts.join('\n\n') + '\n';
}
