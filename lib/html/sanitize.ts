import sanitizeHtml from 'sanitize-html';
import { allowedStyles, uploadsOnWordPress } from './css-allowlist';
import { type LinkContext, isSitePath, toSiteHref } from './internal-links';
import { SVG_ATTRIBUTES, SVG_TAGS, createSvgScope, withSafeSvgValues } from './svg-allowlist';

/** What WordPress content may keep: text structure, media and embeds from allowed hosts. */
const ALLOWED_TAGS = [
  ...sanitizeHtml.defaults.allowedTags,
  'img',
  'figure',
  'figcaption',
  'picture',
  'source',
  'video',
  'audio',
  'track',
  'iframe',
  'del',
  'ins',
  'sub',
  'sup',
  'mark',
  'details',
  'summary',
  'time',
  // Presentational elements the classic editor still writes (the theme unit test's markup pages).
  'acronym',
  'big',
  'tt',
  'strike',
  's',
  // Inline icons (Social Icons): lib/html/svg-allowlist.ts.
  ...SVG_TAGS,
];
const ALLOWED_TAG_SET = new Set(ALLOWED_TAGS);
const SVG_TAG_SET = new Set(SVG_TAGS);

/** What an element out of its place (HTML inside an `svg`, SVG outside one) becomes: dropped. */
const MISPLACED = 'misplaced';

/**
 * Block and classic markup: blocks (`wp-*`), galleries (`blocks-gallery-*`, `columns-N`),
 * captions, Columns' vertical alignment (`are-vertically-aligned-*`), Social Icons' and
 * Navigation's justification (`items-justified-*`), visually hidden labels, footnote marks (`fn`).
 */
const WORDPRESS_CLASSES = [
  'wp-*',
  'align*',
  'has-*',
  'is-*',
  'size-*',
  'attachment-*',
  'gallery*',
  'blocks-gallery-*',
  'columns-*',
  'are-*',
  'items-justified-*',
  'screen-reader-text',
  'fn',
];

/** sanitize-html's options, with one that its types leave out. */
type Config = sanitizeHtml.IOptions & { allowedEmptyAttributes?: string[] };

export interface SanitizeOptions {
  links: LinkContext;
  /** Hosts an iframe in content may load from (https only). */
  iframeHosts: string[];
}

/**
 * Sanitises WordPress HTML on the server before it reaches a page: no scripts, event handlers,
 * `javascript:` URLs or foreign embeds; links on the site's own hosts become site paths,
 * links opening a new tab get `rel="noopener noreferrer"`, images and embeds load lazily.
 */
export function sanitizeWordPressHtml(html: string | null | undefined, options: SanitizeOptions) {
  if (!html) return '';
  const svg = createSvgScope();
  const config: Config = {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      '*': [
        'id',
        'class',
        'style',
        'lang',
        'dir',
        'title',
        'aria-label',
        'aria-hidden',
        'aria-describedby',
        'role',
      ],
      a: ['href', 'name', 'target', 'rel', 'download'],
      blockquote: ['cite'],
      q: ['cite'],
      del: ['cite', 'datetime'],
      ins: ['cite', 'datetime'],
      time: ['datetime'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
      source: ['src', 'srcset', 'sizes', 'type', 'media'],
      video: [
        'src',
        'poster',
        'controls',
        // A cover block's background video (muted, looping).
        'autoplay',
        'width',
        'height',
        'preload',
        'muted',
        'loop',
        'playsinline',
      ],
      audio: ['src', 'controls', 'preload', 'loop', 'autoplay', 'muted', 'playsinline'],
      details: ['open'],
      track: ['src', 'kind', 'srclang', 'label', 'default'],
      iframe: [
        'src',
        'width',
        'height',
        'title',
        'allow',
        'allowfullscreen',
        'loading',
        'referrerpolicy',
      ],
      ol: ['start', 'reversed', 'type'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      ...SVG_ATTRIBUTES,
    },
    // The File block's button: `<a href="…" download>`.
    allowedEmptyAttributes: ['alt', 'download'],
    allowedClasses: { '*': WORDPRESS_CLASSES },
    allowedStyles: { '*': allowedStyles(options.links) },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: options.iframeHosts,
    onOpenTag: svg.onOpenTag,
    onCloseTag: svg.onCloseTag,
    transformTags: {
      a: (tagName, attribs) => {
        const next = { ...attribs };
        if (next.href !== undefined) next.href = toSiteHref(next.href, options.links);
        if (next.target === '_blank') next.rel = 'noopener noreferrer';
        else delete next.target;
        return { tagName, attribs: next };
      },
      // Audio and video play from WordPress only, as the pages' policy allows (media-src): a
      // file from elsewhere would be refused by the browser with an error.
      video: (tagName, attribs) => ({
        tagName,
        attribs: mediaFromWordPress(attribs, options.links),
      }),
      audio: (tagName, attribs) => ({
        tagName,
        attribs: mediaFromWordPress(attribs, options.links),
      }),
      source: (tagName, attribs) => ({
        tagName,
        attribs: mediaFromWordPress(attribs, options.links),
      }),
      // A site path to an upload (`/wp-content/…`) lives on WordPress, not on this site.
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          ...(attribs.src === undefined ? {} : { src: toSiteHref(attribs.src, options.links) }),
          loading: 'lazy',
          decoding: 'async',
        },
      }),
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, loading: 'lazy', title: attribs.title || 'Embedded content' },
      }),
      // After the tag's own transform. A tag that is not allowed keeps its name, so that
      // sanitize-html still drops a <script>'s or <style>'s text with it.
      '*': (tagName, attribs) => {
        if (ALLOWED_TAG_SET.has(tagName) && svg.isMisplaced(tagName)) {
          return { tagName: MISPLACED, attribs: {} };
        }
        let next = attribs;
        if (next.style?.includes('url(')) {
          next = { ...next, style: uploadsOnWordPress(next.style, options.links) };
        }
        if (SVG_TAG_SET.has(tagName)) next = withSafeSvgValues(next);
        return { tagName, attribs: next };
      },
    },
  };
  return sanitizeHtml(html, config);
}

/** A media element's attributes without a `src` that WordPress does not serve. */
function mediaFromWordPress(
  attribs: sanitizeHtml.Attributes,
  links: LinkContext,
): sanitizeHtml.Attributes {
  if (attribs.src === undefined) return attribs;
  const src = toSiteHref(attribs.src, links);
  const rest = { ...attribs };
  delete rest.src;
  if (isSitePath(src)) return { ...attribs, src };
  try {
    return new URL(src).origin === new URL(links.wordpressUrl).origin ? { ...attribs, src } : rest;
  } catch {
    return rest;
  }
}

export { isSitePath };
