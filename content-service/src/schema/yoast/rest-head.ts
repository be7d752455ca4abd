import type { RequestContext } from '../context';
import { canReadPost } from '../model/access';
import { resolveUri } from '../model/resolve-uri';
import type { PostRow, TermRow } from '../model/rows';
import { escAttr } from '../render/php';
import { renderHead } from './head';
import { presentPost } from './post-seo';
import type { Presentation } from './presentation';
import { replaceVars } from './replace-vars';
import { schemaGraph, siteGraph } from './schema-graph';
import { titleTemplate, yoastSettings } from './settings';
import { siteSchema } from './site-schema';
import { presentTerm } from './term-seo';
import { siteLookup } from './vars';

/*
 * Yoast's REST head (`GET /wp-json/yoast/v1/get_head?url=`, Indexable_Head_Action::for_url):
 * the head HTML of a URL, its JSON form and a status. The REST head prints the title and robots
 * presenters that the GraphQL fullHead leaves to WordPress.
 */

export interface RestHead {
  html: string;
  json: Record<string, unknown>;
  status: number;
}

type Robots = Record<string, string>;

/** Yoast's robots values: the max-* directives only go with index. */
function robotsOf(p: Pick<Presentation, 'robots'>): Robots {
  const robots: Robots = { index: p.robots.index, follow: p.robots.follow };
  if (p.robots.index === 'index') {
    robots['max-snippet'] = 'max-snippet:-1';
    robots['max-image-preview'] = 'max-image-preview:large';
    robots['max-video-preview'] = 'max-video-preview:-1';
  }
  return robots;
}

/** The head lines Yoast's REST head adds before the description: <title> and robots. */
function withTitleAndRobots(head: string, title: string, robots: Robots): string {
  const lines = head.split('\n');
  const extra = [
    `<title>${escAttr(title)}</title>`,
    `<meta name="robots" content="${escAttr(Object.values(robots).join(', '))}" />`,
  ];
  return [lines[0] ?? '', ...extra, ...lines.slice(1)].join('\n');
}

function put(json: Record<string, unknown>, key: string, value: unknown): void {
  if (value === '' || value === undefined || value === null) return;
  if (Array.isArray(value) && value.length === 0) return;
  json[key] = value;
}

/** The head of a post, page or term that has a presentation. */
function headOf(p: Presentation): RestHead {
  const graph = schemaGraph(p.schema());
  const robots = robotsOf(p);
  const html = withTitleAndRobots(renderHead({ ...p, schema: graph }), p.title, robots);
  const json: Record<string, unknown> = {};
  put(json, 'title', p.title);
  put(json, 'description', p.description);
  json.robots = robots;
  put(json, 'canonical', p.canonical);
  put(json, 'og_locale', p.locale);
  put(json, 'og_type', p.ogType);
  put(json, 'og_title', p.ogTitle);
  put(json, 'og_description', p.ogDescription);
  put(json, 'og_url', p.ogUrl);
  put(json, 'og_site_name', p.ogSiteName);
  put(json, 'article_publisher', p.articlePublisher);
  put(json, 'article_author', p.articleAuthor);
  put(json, 'article_published_time', p.publishedTime);
  put(json, 'article_modified_time', p.modifiedTime);
  put(
    json,
    'og_image',
    p.ogImages.map((img) => {
      const out: Record<string, unknown> = {};
      if (img.width) out.width = img.width;
      if (img.height) out.height = img.height;
      out.url = img.url;
      if (img.type) out.type = img.type;
      return out;
    }),
  );
  put(json, 'author', p.metaAuthor);
  put(json, 'twitter_card', p.twitterCard);
  put(json, 'twitter_title', p.twitterTitle);
  put(json, 'twitter_description', p.twitterDescription);
  put(json, 'twitter_image', p.twitterImage);
  put(json, 'twitter_creator', p.twitterCreator);
  put(json, 'twitter_site', p.twitterSite);
  if (p.slack.length > 0) json.twitter_misc = Object.fromEntries(p.slack);
  json.schema = graph;
  return { html, json, status: 200 };
}

/** The head Yoast gives a URL that resolves to nothing: the 404 page's. */
export function notFoundHead(ctx: RequestContext): RestHead {
  const s = yoastSettings(ctx);
  const title = replaceVars(titleTemplate(s, 'title-404-wpseo'), siteLookup(ctx), s.separator);
  const robots: Robots = { index: 'noindex', follow: 'follow' };
  const graph = siteGraph(siteSchema(ctx));
  const lines = [
    `<!-- This site is optimized with the Yoast SEO plugin v${s.version} - https://yoast.com/product/yoast-seo-wordpress/ -->`,
    `<title>${escAttr(title)}</title>`,
    `<meta name="robots" content="${Object.values(robots).join(', ')}" />`,
    `<meta property="og:locale" content="${escAttr(s.locale)}" />`,
    `<meta property="og:title" content="${escAttr(title)}" />`,
    `<meta property="og:site_name" content="${escAttr(s.siteName)}" />`,
  ];
  const html = renderHead({
    version: s.version,
    description: '',
    canonical: '',
    locale: '',
    ogType: '',
    ogTitle: '',
    ogDescription: '',
    ogUrl: '',
    ogSiteName: '',
    articlePublisher: '',
    articleAuthor: '',
    publishedTime: '',
    modifiedTime: '',
    ogImages: [],
    metaAuthor: '',
    twitterCard: '',
    twitterTitle: '',
    twitterDescription: '',
    twitterImage: '',
    twitterCreator: '',
    twitterSite: '',
    slack: [],
    schema: graph,
  }).split('\n');
  return {
    html: [...lines, ...html.slice(1)].join('\n'),
    json: {
      title,
      robots,
      og_locale: s.locale,
      og_title: title,
      og_site_name: s.siteName,
      schema: graph,
    },
    status: 404,
  };
}

/**
 * The path of a URL on the WordPress host or on the front end (FaustWP's frontend_uri, whose
 * paths are WordPress's), or null for another host.
 */
function sitePath(ctx: RequestContext, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const s = yoastSettings(ctx);
  const origins = [s.home, s.siteUrl, s.faust.frontendUri].filter(Boolean).map((u) => {
    try {
      return new URL(u).origin;
    } catch {
      return '';
    }
  });
  if (!origins.includes(parsed.origin)) return null;
  return parsed.pathname + parsed.search;
}

/**
 * The head for a URL. Unlike the reference site (whose Yoast answered 404 for every URL), URLs of
 * published posts, pages and terms get their own head, the same presentation as `seo.fullHead`.
 */
export function headForUrl(ctx: RequestContext, url: string): RestHead {
  const path = sitePath(ctx, url);
  const node = path === null ? null : resolveUri(ctx, path);
  if (node && 'post_type' in node) {
    const row = node as PostRow;
    if (row.post_status === 'publish' && canReadPost(ctx, row))
      return headOf(presentPost(ctx, row));
  } else if (node && 'taxonomy' in node) {
    const term = node as TermRow;
    if (term.taxonomy === 'category' || term.taxonomy === 'post_tag') {
      return headOf(presentTerm(ctx, term));
    }
  }
  return notFoundHead(ctx);
}
