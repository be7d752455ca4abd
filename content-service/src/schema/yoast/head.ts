import { escAttr, escUrl } from '../render/php';
import { phpJsonEncode } from './php-text';

/** One Open Graph image with the metadata Yoast prints for it. */
export interface OgImage {
  id?: number;
  url: string;
  width?: number;
  height?: number;
  type?: string;
}

/** Everything the head presenters print, already computed (empty strings print nothing). */
export interface HeadInput {
  version: string;
  description: string;
  canonical: string;
  /** Yoast's rel="next": the post's second page when it is split with <!--nextpage-->. */
  relNext?: string;
  locale: string;
  ogType: string;
  ogTitle: string;
  ogDescription: string;
  ogUrl: string;
  ogSiteName: string;
  articlePublisher: string;
  articleAuthor: string;
  publishedTime: string;
  modifiedTime: string;
  ogImages: OgImage[];
  metaAuthor: string;
  twitterCard: string;
  twitterTitle: string;
  twitterDescription: string;
  twitterImage: string;
  twitterCreator: string;
  twitterSite: string;
  /** Slack "enhanced data": label → value pairs (Written by, Est. reading time). */
  slack: [string, string][];
  schema: unknown;
}

const meta = (attr: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attr}="${key}" content="${content}" />`;

function ogImageTags(images: OgImage[]): string {
  return images
    .map((img) => {
      // Yoast's image presenter escapes in the attribute context: `&` stays as it is.
      let out = meta('property', 'og:image', escUrl(img.url, 'attribute'));
      if (img.width) out += `\n\t${meta('property', 'og:image:width', String(img.width))}`;
      if (img.height) out += `\n\t${meta('property', 'og:image:height', String(img.height))}`;
      if (img.type) out += `\n\t${meta('property', 'og:image:type', img.type)}`;
      return out;
    })
    .join('');
}

function slackTags(pairs: [string, string][]): string {
  return pairs
    .map(
      ([label, value], i) =>
        `\t${meta('name', `twitter:label${i + 1}`, escAttr(label))}\n` +
        `\t${meta('name', `twitter:data${i + 1}`, escAttr(value))}`,
    )
    .join('\n')
    .trim();
}

/** Yoast's head (Meta::get_head()): its presenters in order, one per line, empty ones skipped. */
export function renderHead(h: HeadInput): string {
  const lines: string[] = [
    `<!-- This site is optimized with the Yoast SEO plugin v${h.version} - https://yoast.com/product/yoast-seo-wordpress/ -->`,
  ];
  const add = (value: string, line: () => string): void => {
    if (value !== '') lines.push(line());
  };
  // The robots meta tag is missing on purpose: Yoast hands robots to WordPress's wp_robots().
  add(h.description, () => meta('name', 'description', escAttr(h.description)));
  add(h.canonical, () => `<link rel="canonical" href="${escUrl(h.canonical)}" />`);
  add(h.relNext ?? '', () => `<link rel="next" href="${escUrl(h.relNext ?? '')}" />`);
  add(h.locale, () => meta('property', 'og:locale', escAttr(h.locale)));
  add(h.ogType, () => meta('property', 'og:type', escAttr(h.ogType)));
  add(h.ogTitle, () => meta('property', 'og:title', escAttr(h.ogTitle)));
  add(h.ogDescription, () => meta('property', 'og:description', escAttr(h.ogDescription)));
  add(h.ogUrl, () => meta('property', 'og:url', escUrl(h.ogUrl)));
  add(h.ogSiteName, () => meta('property', 'og:site_name', escAttr(h.ogSiteName)));
  add(h.articlePublisher, () => meta('property', 'article:publisher', escAttr(h.articlePublisher)));
  add(h.articleAuthor, () => meta('property', 'article:author', escAttr(h.articleAuthor)));
  add(h.publishedTime, () => meta('property', 'article:published_time', h.publishedTime));
  add(h.modifiedTime, () => meta('property', 'article:modified_time', h.modifiedTime));
  add(h.ogImages.length > 0 ? 'x' : '', () => ogImageTags(h.ogImages));
  add(h.metaAuthor, () => meta('name', 'author', escAttr(h.metaAuthor)));
  add(h.twitterCard, () => meta('name', 'twitter:card', escAttr(h.twitterCard)));
  add(h.twitterTitle, () => meta('name', 'twitter:title', escAttr(h.twitterTitle)));
  add(h.twitterDescription, () =>
    meta('name', 'twitter:description', escAttr(h.twitterDescription)),
  );
  add(h.twitterImage, () => meta('name', 'twitter:image', escUrl(h.twitterImage)));
  add(h.twitterCreator, () => meta('name', 'twitter:creator', escAttr(h.twitterCreator)));
  add(h.twitterSite, () => meta('name', 'twitter:site', escAttr(h.twitterSite)));
  add(h.slack.length > 0 ? 'x' : '', () => slackTags(h.slack));
  lines.push(
    // WPSEO_Utils::format_json_encode(): JSON_UNESCAPED_UNICODE, slashes escaped.
    `<script type="application/ld+json" class="yoast-schema-graph">${phpJsonEncode(h.schema, { escapeSlashes: true, escapeUnicode: false })}</script>`,
  );
  lines.push('<!-- / Yoast SEO plugin. -->');
  return lines.join('\n');
}
