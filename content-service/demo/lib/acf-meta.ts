// Turns ACF values into the rows ACF saves: `name` → value plus `_name` → field key, with
// repeaters and flexible content flattened to `<field>_<i>_<sub>` names, exactly as WordPress
// postmeta (and, with an `options_` prefix, wp_options) hold them.
import { serialize } from 'php-serialize';
import type { AcfField, AcfLayout } from './acf-fields';
import type { Layout, LinkValue, PageOptions } from '../source/types';

export type MetaRow = [key: string, value: string];

/** Finds field keys by name path in a set of field groups. */
export class AcfKeys {
  constructor(private readonly groups: AcfField[]) {}

  /** Key of the field at `names` (flexible-content layouts are named by their layout name). */
  key(groupField: string, names: string[]): string {
    const group = this.groups.find((g) => g.graphql_field_name === groupField);
    if (!group) throw new Error(`No ACF group '${groupField}'`);
    let fields = group.fields as AcfField[];
    let found: AcfField | undefined;
    for (let i = 0; i < names.length; i++) {
      const name = names[i];
      found = fields.find((f) => f.name === name);
      if (!found) throw new Error(`No ACF field ${groupField}/${names.join('/')}`);
      if (found.type === 'flexible_content' && i + 1 < names.length) {
        const layouts = Object.values(found.layouts as Record<string, AcfLayout>);
        const chosen = layouts.find((l) => l.name === names[i + 1]);
        if (!chosen) throw new Error(`No layout ${names[i + 1]} in ${groupField}`);
        fields = chosen.sub_fields;
        i++;
      } else {
        fields = (found.sub_fields as AcfField[] | undefined) ?? [];
      }
    }
    if (!found) throw new Error(`Empty ACF path in ${groupField}`);
    return String(found.key);
  }
}

/** PHP-serialised ACF link array ('' for no link). */
export function linkValue(link: LinkValue | undefined, href: (target: string) => string): string {
  if (!link) return '';
  return serialize({ title: link.title, url: href(link.url), target: link.target });
}

const bool = (v: boolean): string => (v ? '1' : '0');
const imageId = (id: number | undefined): string => (id === undefined ? '' : String(id));

interface Context {
  keys: AcfKeys;
  html: (html: string) => string;
  href: (target: string) => string;
}

/** Sub-field name → value of one flexible-content row; repeaters are arrays of such records. */
type RowValues = [string, string | RowValues[]][];

function layoutValues(row: Layout, ctx: Context): RowValues {
  const link = (l: LinkValue): string => linkValue(l, ctx.href);
  switch (row.layout) {
    case 'page_hero':
      return [
        ['title', row.title],
        ['content', ctx.html(row.content)],
        ['image', imageId(row.image)],
        ['ctas', row.ctas.map((cta): RowValues => [['link', link(cta)]])],
      ];
    case 'custom_content':
      return [
        ['content', ctx.html(row.content)],
        ['background_color', row.backgroundColor],
      ];
    case 'diamond_duplex':
      return [
        ['title', row.title],
        ['content', ctx.html(row.content)],
        ['image', imageId(row.image)],
        ['image_position', row.imagePosition],
      ];
    case 'duplex':
      return [
        ['title', row.title],
        ['content', ctx.html(row.content)],
        ['image', imageId(row.image)],
        ['link', link(row.link)],
        ['reverse', bool(row.reverse)],
      ];
    case 'iframe':
      return [
        ['title', row.title],
        ['iframe_url', row.iframeUrl],
        ['height', String(row.height)],
      ];
    case 'marketo_form':
      return [
        ['title', row.title],
        ['form_id', row.formId],
        ['description', row.description],
      ];
    case 'product_cards':
      return [
        ['title', row.title],
        [
          'cards',
          row.cards.map((card): RowValues => [
            ['title', card.title],
            ['text', card.text],
            ['image', imageId(card.image)],
            ['link', link(card.link)],
          ]),
        ],
      ];
    case 'single':
      return [
        ['title', row.title],
        ['content', ctx.html(row.content)],
        ['image', imageId(row.image)],
      ];
    case 'two_column':
      return [
        ['left_column', ctx.html(row.leftColumn)],
        ['right_column', ctx.html(row.rightColumn)],
      ];
    case 'vidyard_video':
      return [
        ['uuid', row.uuid],
        ['title', row.title],
      ];
    case 'pre_footer':
      return [
        ['title', row.title],
        ['content', row.content],
        ['link', link(row.link)],
      ];
  }
}

function flatten(
  prefix: string,
  values: RowValues,
  keyOf: (names: string[]) => string,
  names: string[],
): MetaRow[] {
  const rows: MetaRow[] = [];
  for (const [name, value] of values) {
    const metaName = `${prefix}_${name}`;
    const key = keyOf([...names, name]);
    if (Array.isArray(value)) {
      value.forEach((sub, i) =>
        rows.push(...flatten(`${metaName}_${i}`, sub, keyOf, [...names, name])),
      );
      rows.push([metaName, String(value.length)], [`_${metaName}`, key]);
    } else {
      rows.push([metaName, value], [`_${metaName}`, key]);
    }
  }
  return rows;
}

/** Rows of the `flexible_layout` field: each row's sub-fields, then the list of layout names. */
export function flexibleLayoutMeta(layouts: Layout[], ctx: Context): MetaRow[] {
  const rows: MetaRow[] = [];
  const field = 'flexible_layout';
  layouts.forEach((row, i) => {
    const keyOf = (names: string[]): string =>
      ctx.keys.key('pageContent', [field, row.layout, ...names]);
    rows.push(...flatten(`${field}_${i}`, layoutValues(row, ctx), keyOf, []));
  });
  rows.push([field, serialize(layouts.map((l) => l.layout))]);
  rows.push([`_${field}`, ctx.keys.key('pageContent', [field])]);
  return rows;
}

export function pageOptionsMeta(options: PageOptions, keys: AcfKeys): MetaRow[] {
  return [
    ['sticky_header', bool(options.stickyHeader)],
    ['_sticky_header', keys.key('pageOptions', ['sticky_header'])],
    ['prefooter', bool(options.prefooter)],
    ['_prefooter', keys.key('pageOptions', ['prefooter'])],
  ];
}
