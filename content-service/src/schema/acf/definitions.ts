import type { AcfExport, AcfField, AcfFieldGroup } from '../../import/types';

export type { AcfExport, AcfField, AcfFieldGroup };

/** A flexible-content layout as SCF exports it. */
export interface AcfLayout {
  key: string;
  name: string;
  sub_fields: AcfField[];
}

/** An ACF options page (`acf_add_options_page()` settings) as SCF exports it. */
export interface AcfOptionsPageDef {
  menuSlug: string;
  pageTitle: string;
  menuTitle: string;
  parentSlug: string;
  /** Where its values live: `options` → wp_options rows `options_<field>`. */
  postId: string;
  showInGraphql: boolean;
  graphqlFieldName: string | undefined;
  graphqlTypeName: string | undefined;
}

export interface AcfLocationRule {
  param: string;
  operator: string;
  value: string;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** SCF writes booleans as true/false, 1/0 or "1"/"0" depending on where the setting came from. */
export function flag(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  return value === true || value === 1 || value === '1';
}

export function settingString(def: { [k: string]: unknown }, key: string): string | undefined {
  return str(def[key]);
}

/** Layouts are keyed by layout key in exports (`{ layout_x: {...} }`), a list in older ones. */
export function layoutsOf(field: AcfField): AcfLayout[] {
  const raw = field.layouts;
  const list: unknown[] = Array.isArray(raw) ? raw : raw ? Object.values(raw) : [];
  return list.flatMap((l): AcfLayout[] => {
    if (!l || typeof l !== 'object') return [];
    const o = l as Record<string, unknown>;
    const name = str(o.name);
    if (!name) return [];
    const subFields = Array.isArray(o.sub_fields) ? (o.sub_fields as AcfField[]) : [];
    return [{ key: str(o.key) ?? name, name, sub_fields: subFields }];
  });
}

export function optionsPagesOf(defs: AcfExport): AcfOptionsPageDef[] {
  const raw = defs.options_pages;
  const list: unknown[] = Array.isArray(raw) ? raw : raw ? Object.values(raw) : [];
  return list.flatMap((p): AcfOptionsPageDef[] => {
    if (!p || typeof p !== 'object') return [];
    const o = p as Record<string, unknown>;
    const menuSlug = str(o.menu_slug);
    if (!menuSlug) return [];
    const pageTitle = str(o.page_title) ?? menuSlug;
    return [
      {
        menuSlug,
        pageTitle,
        menuTitle: str(o.menu_title) ?? pageTitle,
        parentSlug: typeof o.parent_slug === 'string' ? o.parent_slug : '',
        postId: str(o.post_id) ?? 'options',
        showInGraphql: flag(o.show_in_graphql, true),
        graphqlFieldName: str(o.graphql_field_name),
        graphqlTypeName: str(o.graphql_type_name),
      },
    ];
  });
}

/** A group's location rules: OR of AND-groups, as ACF stores them. */
export function locationOf(group: AcfFieldGroup): AcfLocationRule[][] {
  const raw = group.location;
  if (!Array.isArray(raw)) return [];
  return raw.map((and) =>
    (Array.isArray(and) ? and : []).flatMap((r): AcfLocationRule[] => {
      if (!r || typeof r !== 'object') return [];
      const o = r as Record<string, unknown>;
      const param = str(o.param);
      const operator = str(o.operator);
      return param && operator ? [{ param, operator, value: String(o.value ?? '') }] : [];
    }),
  );
}
