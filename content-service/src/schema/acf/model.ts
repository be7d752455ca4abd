import {
  flag,
  layoutsOf,
  settingString,
  type AcfExport,
  type AcfField,
  type AcfFieldGroup,
} from './definitions';
import { formatFieldName, formatTypeName } from './names';
import { groupTargets, optionsPageModels, type OptionsPageModel } from './locations';

/** How a field's stored value becomes a GraphQL value (see values.ts). */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'wysiwyg'
  | 'boolean'
  | 'float'
  | 'choices'
  | 'link'
  | 'image'
  | 'repeater'
  | 'flexible'
  | 'group';

export interface FieldModel {
  def: AcfField;
  /** ACF field name: the meta key (or its last segment inside rows). */
  name: string;
  graphqlName: string;
  kind: FieldKind;
  /** GraphQL type reference as written in SDL (`String`, `[PageContentFlexibleLayoutCards]`). */
  graphqlType: string;
  /** Repeater row / group type. */
  objectType?: ObjectModel;
  /** Flexible content: its layout interface and layouts. */
  layoutInterface?: LayoutInterfaceModel;
}

export interface LayoutModel {
  /** ACF layout name as stored in the flexible field's meta (`page_hero`). */
  name: string;
  type: ObjectModel;
}

export interface LayoutInterfaceModel {
  name: string;
  /** The flexible field's GraphQL name and its parent's type, for the description. */
  fieldName: string;
  parentType: string;
  layouts: LayoutModel[];
}

/** An ACF "field group" GraphQL object: a group, a layout, a repeater row or a group field. */
export interface ObjectModel {
  name: string;
  fields: FieldModel[];
  /** Interfaces besides `<name>_Fields`, AcfFieldGroup and AcfFieldGroupFields (a layout's). */
  extraInterfaces: string[];
}

export interface GroupModel {
  type: ObjectModel;
  /** Field on the node types (`pageContent`). */
  fieldName: string;
  /** GraphQL types the location rules attach the group to (`Page`, `SiteOptionsPage`). */
  targets: string[];
}

export interface AcfModel {
  groups: GroupModel[];
  optionsPages: OptionsPageModel[];
  /** Every ACF object type, parents before children. */
  objects: ObjectModel[];
  layoutInterfaces: LayoutInterfaceModel[];
}

const SCALARS: Record<string, { kind: FieldKind; graphqlType: string }> = {
  text: { kind: 'text', graphqlType: 'String' },
  textarea: { kind: 'textarea', graphqlType: 'String' },
  email: { kind: 'text', graphqlType: 'String' },
  url: { kind: 'text', graphqlType: 'String' },
  password: { kind: 'text', graphqlType: 'String' },
  oembed: { kind: 'text', graphqlType: 'String' },
  radio: { kind: 'text', graphqlType: 'String' },
  button_group: { kind: 'text', graphqlType: 'String' },
  color_picker: { kind: 'text', graphqlType: 'String' },
  date_picker: { kind: 'text', graphqlType: 'String' },
  date_time_picker: { kind: 'text', graphqlType: 'String' },
  time_picker: { kind: 'text', graphqlType: 'String' },
  wysiwyg: { kind: 'wysiwyg', graphqlType: 'String' },
  number: { kind: 'float', graphqlType: 'Float' },
  range: { kind: 'float', graphqlType: 'Float' },
  true_false: { kind: 'boolean', graphqlType: 'Boolean' },
  select: { kind: 'choices', graphqlType: '[String]' },
  checkbox: { kind: 'choices', graphqlType: '[String]' },
  link: { kind: 'link', graphqlType: 'AcfLink' },
  image: { kind: 'image', graphqlType: 'AcfMediaItemConnectionEdge' },
  file: { kind: 'image', graphqlType: 'AcfMediaItemConnectionEdge' },
};

class ModelBuilder {
  readonly objects: ObjectModel[] = [];
  readonly layoutInterfaces: LayoutInterfaceModel[] = [];

  /**
   * `parentPrefix` is what WPGraphQL for ACF's get_parent_graphql_type_name() yields: the group's
   * type name, extended by each enclosing repeater/group/flexible field (layouts add nothing), so a
   * repeater `ctas` inside a layout of `PageContent.flexibleLayout` is `PageContentFlexibleLayoutCtas`.
   */
  object(name: string, defs: AcfField[], parentPrefix: string, extra: string[] = []): ObjectModel {
    const obj: ObjectModel = { name, fields: [], extraInterfaces: extra };
    this.objects.push(obj);
    for (const def of defs) {
      const field = this.field(def, parentPrefix);
      if (field) obj.fields.push(field);
    }
    return obj;
  }

  private field(def: AcfField, parentPrefix: string): FieldModel | undefined {
    if (!def.name || !def.type || !flag(def.show_in_graphql, true)) return undefined;
    const graphqlName = settingString(def, 'graphql_field_name') ?? formatFieldName(def.name);
    if (!graphqlName) return undefined;
    const base = { def, name: def.name, graphqlName };
    const scalar = SCALARS[def.type];
    if (scalar) return { ...base, ...scalar };
    const ownPrefix = formatTypeName(`${parentPrefix} ${graphqlName}`);
    const subFields = Array.isArray(def.sub_fields) ? def.sub_fields : [];
    switch (def.type) {
      case 'repeater': {
        const objectType = this.object(ownPrefix, subFields, ownPrefix);
        return { ...base, kind: 'repeater', graphqlType: `[${ownPrefix}]`, objectType };
      }
      case 'group': {
        const objectType = this.object(ownPrefix, subFields, ownPrefix);
        return { ...base, kind: 'group', graphqlType: ownPrefix, objectType };
      }
      case 'flexible_content': {
        const iface: LayoutInterfaceModel = {
          name: `${ownPrefix}_Layout`,
          fieldName: graphqlName,
          parentType: parentPrefix,
          layouts: [],
        };
        this.layoutInterfaces.push(iface);
        for (const layout of layoutsOf(def)) {
          const typeName = `${formatTypeName(`${ownPrefix} ${formatTypeName(layout.name)}`)}Layout`;
          const type = this.object(typeName, layout.sub_fields, ownPrefix, [iface.name]);
          iface.layouts.push({ name: layout.name, type });
        }
        return {
          ...base,
          kind: 'flexible',
          graphqlType: `[${iface.name}]`,
          layoutInterface: iface,
        };
      }
      default:
        // Relationship-like fields (post_object, relationship, gallery, user, taxonomy,
        // page_link) are GraphQL connections in WPGraphQL for ACF; the service has none yet.
        return undefined;
    }
  }
}

/** Field group → GraphQL type name, as Registry::get_field_group_graphql_type_name(). */
export function groupTypeName(group: AcfFieldGroup): string {
  return formatTypeName(
    settingString(group, 'graphql_type_name') ??
      settingString(group, 'graphql_field_name') ??
      group.title,
  );
}

/** Derives every GraphQL type and field WPGraphQL for ACF registers for these definitions. */
export function buildAcfModel(defs: AcfExport | undefined): AcfModel {
  const builder = new ModelBuilder();
  const optionsPages = defs ? optionsPageModels(defs) : [];
  const groups: GroupModel[] = [];
  for (const group of defs?.field_groups ?? []) {
    if (!flag(group.show_in_graphql, false) || !flag(group.active, true)) continue;
    const typeName = groupTypeName(group);
    if (!typeName) continue;
    const type = builder.object(typeName, group.fields ?? [], typeName);
    const fieldName = settingString(group, 'graphql_field_name') ?? formatFieldName(typeName);
    const targets = groupTargets(group, optionsPages);
    groups.push({ type, fieldName, targets });
    for (const page of optionsPages) {
      if (targets.includes(page.typeName)) page.groups.push({ type, fieldName, targets });
    }
  }
  return {
    groups,
    optionsPages,
    objects: builder.objects,
    layoutInterfaces: builder.layoutInterfaces,
  };
}
