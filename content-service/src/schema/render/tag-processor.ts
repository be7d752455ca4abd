import { escAttr } from './php';
import { htmlEntityDecode } from './html-entities';

/*
 * The small part of WP_HTML_Tag_Processor the block supports need: find opening tags in order
 * and add classes the way add_class() serializes them (existing classes kept with their
 * spacing, duplicates dropped, new ones appended with one space; a missing class attribute is
 * inserted right after the tag name).
 */

export interface OpenTag {
  /** Upper-case tag name. */
  name: string;
  start: number;
  end: number;
  /** The decoded class attribute, or null when there is none. */
  className: string | null;
}

const TAG = /<([A-Za-z][A-Za-z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const CLASS_ATTR =
  /([\t\n\f\r /])class(?:[\t\n\f\r ]*=[\t\n\f\r ]*("([^"]*)"|'([^']*)'|([^\t\n\f\r >"']+)))?/i;

/** Opening tags of `html` in document order (comments are skipped). */
export function openTags(html: string): OpenTag[] {
  const tags: OpenTag[] = [];
  const commentless = html.replace(/<!--[\s\S]*?-->/g, (m) => ' '.repeat(m.length));
  for (const m of commentless.matchAll(TAG)) {
    const attrs = m[2] as string;
    const cls = CLASS_ATTR.exec(attrs);
    const raw = cls ? (cls[3] ?? cls[4] ?? cls[5] ?? '') : null;
    tags.push({
      name: (m[1] as string).toUpperCase(),
      start: m.index,
      end: m.index + m[0].length,
      className: raw === null ? null : htmlEntityDecode(raw),
    });
  }
  return tags;
}

/** add_class() on one tag of `html`; returns the updated HTML. */
export function addClasses(html: string, tag: OpenTag, classes: readonly string[]): string {
  const source = html.slice(tag.start, tag.end);
  const existing = tag.className ?? '';
  let value = '';
  const seen: string[] = [];
  for (const m of existing.matchAll(/([ \t\f\r\n]*)([^ \t\f\r\n]+)/g)) {
    const name = m[2] as string;
    if (seen.includes(name)) continue;
    seen.push(name);
    if (value !== '') value += m[1];
    value += name;
  }
  let modified = false;
  for (const name of classes) {
    if (seen.includes(name)) continue;
    seen.push(name);
    modified = true;
    value += (value.length > 0 ? ' ' : '') + name;
  }
  if (!modified) return html;
  let updated: string;
  const cls = CLASS_ATTR.exec(source);
  if (cls && tag.className !== null) {
    const at = cls.index + (cls[1] as string).length;
    updated = `${source.slice(0, at)}class="${escAttr(value)}"${source.slice(at + cls[0].length - (cls[1] as string).length)}`;
  } else {
    const nameEnd = 1 + tag.name.length;
    updated = `${source.slice(0, nameEnd)} class="${escAttr(value)}"${source.slice(nameEnd)}`;
  }
  return html.slice(0, tag.start) + updated + html.slice(tag.end);
}

/** The raw (still encoded) value of attribute `name` on an opening tag, or null. */
export function getAttribute(html: string, tag: OpenTag, name: string): string | null {
  const source = html.slice(tag.start, tag.end);
  const re = new RegExp(
    `[\\t\\n\\f\\r /]${name}(?:[\\t\\n\\f\\r ]*=[\\t\\n\\f\\r ]*("([^"]*)"|'([^']*)'|([^\\t\\n\\f\\r >"']+)))?`,
    'i',
  );
  const m = re.exec(source.slice(1 + tag.name.length));
  if (!m) return null;
  return htmlEntityDecode(m[2] ?? m[3] ?? m[4] ?? '');
}

/**
 * set_attribute(): replaces the value of an existing attribute in place, or inserts the
 * attribute right after the tag name, as WP_HTML_Tag_Processor serializes it.
 */
export function setAttribute(html: string, tag: OpenTag, name: string, value: string): string {
  const source = html.slice(tag.start, tag.end);
  const nameEnd = 1 + tag.name.length;
  const re = new RegExp(
    `([\\t\\n\\f\\r /])${name}(?:[\\t\\n\\f\\r ]*=[\\t\\n\\f\\r ]*("[^"]*"|'[^']*'|[^\\t\\n\\f\\r >"']+))?`,
    'i',
  );
  const rest = source.slice(nameEnd);
  const m = re.exec(rest);
  const attr = `${name}="${escAttr(value)}"`;
  const updated = m
    ? `${source.slice(0, nameEnd)}${rest.slice(0, m.index)}${m[1]}${attr}${rest.slice(m.index + m[0].length)}`
    : `${source.slice(0, nameEnd)} ${attr}${rest}`;
  return html.slice(0, tag.start) + updated + html.slice(tag.end);
}

/**
 * set_attribute() for attributes the tag does not have yet: WP_HTML_Tag_Processor inserts them
 * right after the tag name, ordered by their serialized text (strcmp), whatever order they
 * were set in.
 */
export function insertAttributes(
  html: string,
  tag: OpenTag,
  attrs: Readonly<Record<string, string | true>>,
): string {
  const texts = Object.entries(attrs)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escAttr(value)}"`))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const at = tag.start + 1 + tag.name.length;
  return html.slice(0, at) + texts.join('') + html.slice(at);
}
