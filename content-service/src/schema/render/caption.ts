import { escAttr, phpEmpty, phpInt, sanitizeHtmlClass } from './php';
import { shortcodeAtts, type ShortcodeAtts } from './shortcode-regex';

/**
 * img_caption_shortcode() as WordPress 7 renders it for a theme with HTML5 caption support
 * (every block theme, Twenty Twenty-Five included): a <figure> with aria-describedby and a
 * <figcaption>. `doShortcode` renders shortcodes nested in the caption's content.
 */
export function imgCaptionShortcode(
  attrIn: ShortcodeAtts | null,
  contentIn: string | null,
  doShortcode: (content: string) => string,
): string {
  const attr: ShortcodeAtts = { ...(attrIn ?? {}) };
  let content = contentIn ?? '';
  // New-style shortcode with the caption inside the shortcode with the link and image tags.
  if (attr.caption === undefined) {
    const m = /((?:<a [^>]+>[\t\n\v\f\r ]*)?<img [^>]+>(?:[\t\n\v\f\r ]*<\/a>)?)([\s\S]*)/i.exec(
      content,
    );
    if (m) {
      content = m[1] as string;
      attr.caption = (m[2] as string).replace(/^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g, '');
    }
  }
  const atts = shortcodeAtts(
    { id: '', caption_id: '', align: 'alignnone', width: '', caption: '', class: '' },
    attr,
  );
  const width = phpInt(atts.width);
  if (width < 1 || phpEmpty(atts.caption)) return content;

  let id = '';
  let captionId = '';
  let describedby = '';
  if (atts.id) {
    atts.id = sanitizeHtmlClass(atts.id);
    id = `id="${escAttr(atts.id)}" `;
  }
  if (atts.caption_id) atts.caption_id = sanitizeHtmlClass(atts.caption_id);
  else if (atts.id) atts.caption_id = 'caption-' + atts.id.replace(/_/g, '-');
  if (atts.caption_id) {
    captionId = `id="${escAttr(atts.caption_id)}" `;
    describedby = `aria-describedby="${escAttr(atts.caption_id)}" `;
  }
  const cls = `wp-caption ${atts.align} ${atts.class}`.trim();
  // HTML5 captions never add the extra 10px to the image width.
  const style = width ? `style="width: ${width}px" ` : '';
  return (
    `<figure ${id}${describedby}${style}class="${escAttr(cls)}">${doShortcode(content)}` +
    `<figcaption ${captionId}class="wp-caption-text">${atts.caption}</figcaption></figure>`
  );
}
