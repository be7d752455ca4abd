import { escAttr, escHtml, escUrl } from '../php';
import { attrBool, attrNumber, attrString, type DynamicRenderer } from './types';
import type { TermInfo } from './site-data';
import { blockWrapperAttributes } from './wrapper';

/*
 * render_block_core_tag_cloud() with wp_tag_cloud(): the most used tags (count order, ties
 * by id: MariaDB's order among equal counts is not defined), shown by name with font sizes
 * scaled on log10 of their counts.
 */

/** strnatcasecmp(): case-insensitive, digit runs compared as numbers. */
export function strnatcasecmp(a: string, b: string): number {
  const x = a.toLowerCase().match(/\d+|\D+/g) ?? [];
  const y = b.toLowerCase().match(/\d+|\D+/g) ?? [];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i] as string;
    const q = y[i] as string;
    if (/^\d/.test(p) && /^\d/.test(q)) {
      const d = Number(p) - Number(q);
      if (d !== 0) return d < 0 ? -1 : 1;
    } else if (p !== q) {
      return p < q ? -1 : 1;
    }
  }
  return x.length - y.length;
}

/** PHP's float to string conversion (precision 14). */
const phpFloat = (n: number) => String(Number(n.toPrecision(14)));

export function tagCloud(
  tags: TermInfo[],
  smallest: number,
  largest: number,
  unit: string,
  showCount: boolean,
) {
  if (tags.length === 0) return '';
  const sorted = [...tags].sort((a, b) => strnatcasecmp(a.name, b.name));
  const scaled = sorted.map((t) => Math.round(Math.log10(t.count + 1) * 100));
  const min = Math.min(...scaled);
  const spread = Math.max(...scaled) - min || 1;
  let fontSpread = largest - smallest;
  if (fontSpread < 0) fontSpread = 1;
  const step = fontSpread / spread;
  const ariaLabel = showCount || fontSpread !== 0;
  return sorted
    .map((tag, i) => {
      const size = smallest + ((scaled[i] as number) - min) * step;
      const count = `${tag.count} ${tag.count === 1 ? 'item' : 'items'}`;
      const aria = ariaLabel ? ` aria-label="${escAttr(tag.name)} (${escAttr(count)})"` : '';
      const countHtml = showCount ? `<span class="tag-link-count"> (${tag.count})</span>` : '';
      const cls = `tag-cloud-link tag-link-${tag.id} tag-link-position-${i + 1}`;
      return `<a href="${escUrl(tag.link)}" class="${cls}" style="font-size: ${escAttr(phpFloat(size).replace(',', '.') + unit)};"${aria}>${escHtml(tag.name)}${countHtml}</a>`;
    })
    .join('\n');
}

export const renderTagCloud: DynamicRenderer = ({ block, attrs, site }) => {
  const smallestText = attrString(attrs, 'smallestFontSize', '8pt');
  const unit = /^[0-9.]+([a-z%]+)$/i.exec(smallestText)?.[1] ?? 'pt';
  const number = attrNumber(attrs, 'numberOfTags', 45);
  const top = [...site.terms(attrString(attrs, 'taxonomy', 'post_tag'), true)]
    .sort((a, b) => b.count - a.count || a.id - b.id)
    .slice(0, number > 0 ? number : undefined);
  const cloud = tagCloud(
    top,
    parseFloat(smallestText) || 0,
    parseFloat(attrString(attrs, 'largestFontSize', '22pt')) || 0,
    unit,
    attrBool(attrs, 'showTagCounts', false),
  );
  if (cloud === '') return '';
  return `<p ${blockWrapperAttributes(block)}>${cloud}</p>`;
};
