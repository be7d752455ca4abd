// Builders for ACF local-JSON field definitions (the shape Secure Custom Fields exports).
// Keys look like the ones ACF generates ('field_' + 13 hex digits) but are derived from the
// field's path, so they never change between builds.
import { createHash } from 'node:crypto';

export type AcfValue = string | number | boolean | null | AcfValue[] | { [key: string]: AcfValue };
export type AcfField = { [key: string]: AcfValue };

export interface AcfLayout {
  [key: string]: AcfValue;
  key: string;
  name: string;
  label: string;
  display: string;
  sub_fields: AcfField[];
  min: string;
  max: string;
}

export function acfKey(prefix: 'field' | 'layout' | 'group', path: string): string {
  return `${prefix}_${createHash('sha1').update(`lavanda-demo/${path}`).digest('hex').slice(0, 13)}`;
}

function base(path: string, label: string, name: string, type: string): AcfField {
  return {
    key: acfKey('field', path),
    label,
    name,
    'aria-label': '',
    type,
    instructions: '',
    required: false,
    conditional_logic: false,
    wrapper: { width: '', class: '', id: '' },
  };
}

export interface FieldSpec {
  /** Unique path, e.g. 'page_content/page_hero/title'; the key is derived from it. */
  path: string;
  label: string;
  name: string;
}

export const text = (f: FieldSpec): AcfField => ({
  ...base(f.path, f.label, f.name, 'text'),
  show_in_graphql: 1,
  default_value: '',
  maxlength: '',
  placeholder: '',
  prepend: '',
  append: '',
});

export const textarea = (f: FieldSpec): AcfField => ({
  ...base(f.path, f.label, f.name, 'textarea'),
  show_in_graphql: 1,
  default_value: '',
  new_lines: '',
  maxlength: '',
  placeholder: '',
  rows: '',
});

export const wysiwyg = (f: FieldSpec): AcfField => ({
  ...base(f.path, f.label, f.name, 'wysiwyg'),
  show_in_graphql: 1,
  tabs: 'all',
  toolbar: 'full',
  media_upload: 1,
  default_value: '',
  delay: 0,
});

export const image = (f: FieldSpec): AcfField => ({
  ...base(f.path, f.label, f.name, 'image'),
  return_format: 'array',
  preview_size: 'medium',
  library: 'all',
  show_in_graphql: 1,
  min_width: 0,
  min_height: 0,
  min_size: 0,
  max_width: 0,
  max_height: 0,
  max_size: 0,
  mime_types: '',
});

export const link = (f: FieldSpec): AcfField => ({
  ...base(f.path, f.label, f.name, 'link'),
  return_format: 'array',
  show_in_graphql: 1,
});

export const url = (f: FieldSpec): AcfField => ({
  ...base(f.path, f.label, f.name, 'url'),
  show_in_graphql: 1,
  default_value: '',
  placeholder: '',
});

export const number = (f: FieldSpec): AcfField => ({
  ...base(f.path, f.label, f.name, 'number'),
  show_in_graphql: 1,
  default_value: '',
  min: '',
  max: '',
  step: '',
  placeholder: '',
  prepend: '',
  append: '',
});

export const select = (f: FieldSpec, choices: Record<string, string>): AcfField => ({
  ...base(f.path, f.label, f.name, 'select'),
  show_in_graphql: 1,
  return_format: 'value',
  multiple: 0,
  choices,
  allow_null: 0,
  default_value: '',
  ui: 0,
  ajax: 0,
  placeholder: '',
});

export const trueFalse = (f: FieldSpec, defaultValue: 0 | 1, ui: 0 | 1): AcfField => ({
  ...base(f.path, f.label, f.name, 'true_false'),
  show_in_graphql: 1,
  default_value: defaultValue,
  message: '',
  ui,
  ui_on_text: '',
  ui_off_text: '',
});

/** Sub-fields of a repeater carry `parent_repeater` (the repeater's key), as ACF 6 writes. */
export function repeater(f: FieldSpec, layout: 'table' | 'block', subFields: AcfField[]): AcfField {
  const field = base(f.path, f.label, f.name, 'repeater');
  const key = String(field.key);
  return {
    ...field,
    layout,
    show_in_graphql: 1,
    sub_fields: subFields.map((s) => ({ ...s, parent_repeater: key })),
    min: 0,
    max: 0,
    rows_per_page: 20,
    button_label: 'Add Row',
    collapsed: '',
  };
}

export function layout(
  path: string,
  name: string,
  label: string,
  subFields: AcfField[],
): AcfLayout {
  return {
    key: acfKey('layout', path),
    name,
    label,
    display: 'block',
    sub_fields: subFields,
    min: '',
    max: '',
  };
}

/** Flexible content; `layouts` is keyed by layout key, as in ACF's export. */
export function flexibleContent(f: FieldSpec, layouts: AcfLayout[]): AcfField {
  return {
    ...base(f.path, f.label, f.name, 'flexible_content'),
    button_label: 'Add Row',
    show_in_graphql: 1,
    layouts: Object.fromEntries(layouts.map((l) => [l.key, l])),
    min: '',
    max: '',
  };
}

export type AcfLocation = { param: string; operator: string; value: string }[][];

export function fieldGroup(
  path: string,
  title: string,
  graphqlFieldName: string,
  location: AcfLocation,
  fields: AcfField[],
): AcfField {
  return {
    key: acfKey('group', path),
    title,
    fields,
    location,
    menu_order: 0,
    position: 'normal',
    style: 'default',
    label_placement: 'top',
    instruction_placement: 'label',
    hide_on_screen: [],
    active: true,
    description: '',
    show_in_rest: false,
    show_in_graphql: 1,
    graphql_field_name: graphqlFieldName,
    map_graphql_types_from_location_rules: 1,
  };
}
