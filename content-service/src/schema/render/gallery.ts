import { wpGetAttachmentImage, wpGetAttachmentLink } from './attachment-image';
import { phpInt, sanitizeHtmlClass } from './php';
import { shortcodeAtts, type ShortcodeAtts } from './shortcode-regex';
import type { AttachmentInfo, RenderContext } from './types';
import { wptexturize } from './wptexturize';

/** Tags wp_kses_allowed_html('post') accepts for itemtag/icontag/captiontag. */
const VALID_TAGS = new Set(
  (
    'address a abbr acronym area article aside audio b bdo big blockquote br button caption cite ' +
    'code col colgroup del dd dfn details div dl dt em fieldset figure figcaption font footer h1 h2 ' +
    'h3 h4 h5 h6 header hgroup hr i img ins kbd label legend li main map mark menu nav object p ' +
    'pre q rb rp rt rtc ruby s samp span section small strike strong sub summary sup table tbody ' +
    'td textarea tfoot th thead title tr track tt u ul ol var video'
  ).split(' '),
);

/** get_posts()/get_children() ordering for the orderby values the shortcode passes. */
function sortAttachments(
  list: AttachmentInfo[],
  orderby: string,
  order: string,
  include: number[],
) {
  const dir = order.toUpperCase() === 'DESC' ? -1 : 1;
  if (orderby === 'post__in') {
    return [...list].sort((a, b) => include.indexOf(a.id) - include.indexOf(b.id));
  }
  // 'menu_order ID' (the default) and anything not ported: menu_order, then ID. RAND is left
  // in that order so the function stays deterministic; the caller may shuffle.
  return [...list].sort((a, b) => dir * (a.menuOrder - b.menuOrder || a.id - b.id));
}

/**
 * gallery_shortcode() for a theme with HTML5 gallery support (figure/div/figcaption, no inline
 * style block). Attachments come from the hooks: `include`/`ids` look each id up, otherwise the
 * children of the post (`id` attribute, default the current post).
 */
export function galleryShortcode(attrIn: ShortcodeAtts | null, ctx: RenderContext): string {
  const attr: ShortcodeAtts = { ...(attrIn ?? {}) };
  const instance = ++ctx.state.galleryInstance;
  if (attr.ids) {
    // 'ids' is explicitly ordered, unless you specify otherwise.
    if (!attr.orderby) attr.orderby = 'post__in';
    attr.include = attr.ids;
  }
  const atts = shortcodeAtts(
    {
      order: 'ASC',
      orderby: 'menu_order ID',
      id: String(ctx.postId),
      itemtag: 'figure',
      icontag: 'div',
      captiontag: 'figcaption',
      columns: '3',
      size: 'thumbnail',
      include: '',
      exclude: '',
      link: '',
    },
    attr,
  );
  const id = phpInt(atts.id);
  const isImage = (a: AttachmentInfo | null): a is AttachmentInfo =>
    !!a && a.mimeType.startsWith('image/') && (a.status ?? 'inherit') === 'inherit';
  let attachments: AttachmentInfo[];
  if (atts.include) {
    const ids = atts.include
      .split(/[\s,]+/)
      .map((v) => phpInt(v))
      .filter((v) => v > 0);
    const found = ids.map((i) => ctx.hooks.getAttachment?.(i) ?? null).filter(isImage);
    attachments = sortAttachments(found, atts.orderby, atts.order, ids);
  } else {
    const exclude = new Set(atts.exclude.split(/[\s,]+/).map((v) => phpInt(v)));
    const children = (ctx.hooks.getChildAttachments?.(id) ?? []).filter(isImage);
    attachments = sortAttachments(
      children.filter((a) => !exclude.has(a.id)),
      atts.orderby,
      atts.order,
      [],
    );
  }
  if (attachments.length === 0) return '';

  const itemtag = VALID_TAGS.has(atts.itemtag) ? atts.itemtag : 'dl';
  const captiontag = VALID_TAGS.has(atts.captiontag) ? atts.captiontag : 'dd';
  const icontag = VALID_TAGS.has(atts.icontag) ? atts.icontag : 'dt';
  const columns = phpInt(atts.columns);
  const selector = `gallery-${instance}`;
  const sizeClass = sanitizeHtmlClass(atts.size);
  let output = `<div id='${selector}' class='gallery galleryid-${id} gallery-columns-${columns} gallery-size-${sizeClass}'>`;
  for (const att of attachments) {
    const extra: Record<string, string> = att.caption.trim()
      ? { 'aria-describedby': `${selector}-${att.id}` }
      : {};
    let imageOutput: string;
    if (atts.link === 'file') {
      imageOutput = wpGetAttachmentLink(att, atts.size, false, extra, ctx.hooks);
    } else if (atts.link === 'none') {
      imageOutput = wpGetAttachmentImage(att, atts.size, extra, ctx.hooks);
    } else {
      imageOutput = wpGetAttachmentLink(att, atts.size, true, extra, ctx.hooks);
    }
    const meta = att.meta;
    const orientation = meta ? (meta.height > meta.width ? 'portrait' : 'landscape') : '';
    output += `<${itemtag} class='gallery-item'>`;
    output += `\n\t\t\t<${icontag} class='gallery-icon ${orientation}'>\n\t\t\t\t${imageOutput}\n\t\t\t</${icontag}>`;
    if (captiontag && att.caption.trim()) {
      output += `\n\t\t\t\t<${captiontag} class='wp-caption-text gallery-caption' id='${selector}-${att.id}'>\n\t\t\t\t${wptexturize(att.caption)}\n\t\t\t\t</${captiontag}>`;
    }
    output += `</${itemtag}>`;
  }
  output += '\n\t\t</div>\n';
  return output;
}
