import sanitizeHtml from 'sanitize-html';
import { type LinkContext, isSitePath, toSiteHref } from './internal-links';

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
];

/** Block and classic markup: blocks (`wp-*`), galleries (`blocks-gallery-*`, `columns-N`), captions. */
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
];

const SAFE_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;

/** A plain length: a captioned image's figure is as wide as its image (`style="width: 580px"`). */
const SAFE_LENGTH = /^\d+(\.\d+)?(px|%|em|rem)$/;

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
  return sanitizeHtml(html, {
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
      audio: ['src', 'controls', 'preload', 'loop'],
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
    },
    allowedClasses: { '*': WORDPRESS_CLASSES },
    allowedStyles: {
      '*': {
        'text-align': [/^(left|right|center|justify|start|end)$/],
        color: [SAFE_COLOR],
        'background-color': [SAFE_COLOR],
        'text-decoration': [/^(underline|line-through|overline|none)$/],
        width: [SAFE_LENGTH],
        'max-width': [SAFE_LENGTH],
      },
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: options.iframeHosts,
    transformTags: {
      a: (tagName, attribs) => {
        const next = { ...attribs };
        if (next.href !== undefined) next.href = toSiteHref(next.href, options.links);
        if (next.target === '_blank') next.rel = 'noopener noreferrer';
        else delete next.target;
        return { tagName, attribs: next };
      },
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
    },
  });
}

export { isSitePath };
