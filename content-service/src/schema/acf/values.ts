import type { RequestContext } from '../context';
import { toCursor } from '../model/global-id';
import { option, postById } from '../model/loaders';
import type { PostRow } from '../model/rows';
import { faustContentReplacement, faustSettings } from './faust-content';
import type { FieldModel, ObjectModel } from './model';
import type { AcfStore } from './stores';
import { convertChars, renderContent, wpautop } from '../render';

/** The GraphQL source of an ACF object type: whose values, and the meta-key prefix of its row. */
export interface AcfObjectSource {
  acfType: string;
  store: AcfStore;
  /** `''` for a field group, `flexible_layout_0_` for a layout row, `..._ctas_1_` for a repeater row. */
  prefix: string;
}

export interface AcfImageEdge {
  cursor: string;
  node: PostRow;
}

export interface AcfLinkValue {
  title: string | null;
  url: string | null;
  target: string | null;
}

/** PHP's empty(): WPGraphQL for ACF answers null for every empty value ("", "0", 0, [], ...). */
export function phpEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (value === '' || value === '0' || value === 0) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** Values of a PHP array that unserialized to a JS array or (non-sequential keys) object. */
function phpArrayValues(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return Object.values(value);
  return undefined;
}

/** acf_get_value(): the stored value, or the field's default when nothing is stored. */
export function storedValue(field: FieldModel, source: AcfObjectSource): unknown {
  const value = source.store.get(source.prefix + field.name);
  return value === undefined ? field.def.default_value : value;
}

function text(value: unknown): string | null {
  if (phpEmpty(value) || typeof value === 'object') return null;
  return String(value);
}

export function choices(value: unknown, returnFormat: unknown): string[] | null {
  if (phpEmpty(value)) return null;
  const list = phpArrayValues(value) ?? [value];
  return list.map((v) => {
    if (returnFormat === 'array' && v && typeof v === 'object') {
      const picked = (v as Record<string, unknown>).value;
      return picked == null ? '' : String(picked);
    }
    return String(v);
  });
}

export function link(value: unknown): AcfLinkValue | null {
  if (phpEmpty(value) || typeof value !== 'object' || value === null) return null;
  const o = value as Record<string, unknown>;
  const s = (v: unknown): string | null =>
    typeof v === 'string' ? v : v == null ? null : String(v);
  return { title: s(o.title), url: s(o.url), target: s(o.target) };
}

export function float(value: unknown): number | null {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  // PHP: (float) $value ?: null — zero and non-numbers are null.
  return Number.isFinite(n) && n !== 0 ? n : null;
}

export function image(ctx: RequestContext, value: unknown): AcfImageEdge | null {
  const raw =
    value && typeof value === 'object'
      ? ((value as Record<string, unknown>).ID ?? (value as Record<string, unknown>).id)
      : value;
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) return null;
  const row = postById(ctx, id);
  if (!row || row.post_type !== 'attachment') return null;
  return { cursor: toCursor(id), node: row };
}

/**
 * ACF formats wysiwyg values with acf_the_content (texturize, convert_chars, autop, shortcodes)
 * and WPGraphQL for ACF then applies the_content, where FaustWP rewrites links to the front end.
 */
export function wysiwyg(ctx: RequestContext, value: unknown): string | null {
  const html = text(value);
  if (html === null) return null;
  const siteUrl = (option<string>(ctx, 'siteurl') ?? option<string>(ctx, 'home') ?? '').replace(
    /\/+$/,
    '',
  );
  const rendered = faustContentReplacement(
    convertChars(renderContent(html)),
    siteUrl,
    faustSettings(ctx),
  );
  return rendered === '' ? null : rendered;
}

function textarea(value: unknown, newLines: unknown): string | null {
  const t = text(value);
  if (t === null) return null;
  if (newLines === 'wpautop') return wpautop(t);
  if (newLines === 'br') return t.replace(/(\r\n|\n|\r)/g, '<br />$1');
  return t;
}

/** Row `i` of a repeater or flexible field: its sub-fields are `<name>_<i>_<sub>` rows. */
function row(source: AcfObjectSource, field: FieldModel, type: ObjectModel, i: number) {
  return { acfType: type.name, store: source.store, prefix: `${source.prefix}${field.name}_${i}_` };
}

/**
 * A field's GraphQL value, read as ACF reads it: the value row `<prefix><name>`; for repeaters the
 * row count then `<name>_<i>_<sub>` rows; for flexible content the serialized list of layout names
 * then `<name>_<i>_<sub>` rows.
 */
export function fieldValue(
  field: FieldModel,
  source: AcfObjectSource,
  ctx: RequestContext,
): unknown {
  const value = storedValue(field, source);
  switch (field.kind) {
    case 'boolean':
      return !phpEmpty(value);
    case 'text':
      return text(value);
    case 'textarea':
      return textarea(value, field.def.new_lines);
    case 'wysiwyg':
      return wysiwyg(ctx, value);
    case 'float':
      return float(value);
    case 'choices':
      return choices(value, field.def.return_format);
    case 'link':
      return link(value);
    case 'image':
      return image(ctx, value);
    case 'group':
      return {
        acfType: field.objectType!.name,
        store: source.store,
        prefix: `${source.prefix}${field.name}_`,
      };
    case 'repeater': {
      const count = Number.parseInt(String(value ?? ''), 10);
      if (!(count > 0)) return null;
      return Array.from({ length: count }, (_, i) => row(source, field, field.objectType!, i));
    }
    case 'flexible': {
      const names = phpArrayValues(value) ?? [];
      const layouts = field.layoutInterface!.layouts;
      const list = names.flatMap((name, i) => {
        const layout = layouts.find((l) => l.name === name);
        return layout ? [row(source, field, layout.type, i)] : [];
      });
      return list.length > 0 ? list : null;
    }
  }
}
