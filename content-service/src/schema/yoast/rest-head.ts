import type { RequestContext } from '../context';
import { canReadPost } from '../model/access';
import { option, postById } from '../model/loaders';
import { resolveUri } from '../model/resolve-uri';
import type { PostRow, TermRow } from '../model/rows';
import { escAttr } from '../render/php';
import { renderHead } from './head';
import { presentDateArchive, presentHomePage } from './home-date-seo';
import { postIndexablePermalink, termIndexablePermalink } from './indexable';
import { attachmentExcluded, presentPost } from './post-seo';
import type { Presentation } from './presentation';
import { replaceVars } from './replace-vars';
import { wpParseUrl } from '../model/wp-parse-url';
import { isDateArchivePath } from './rest-url';
import { schemaGraph, siteGraph } from './schema-graph';
import { titleTemplate, yoastSettings } from './settings';
import { siteSchema } from './site-schema';
import { presentTerm } from './term-seo';
import { siteLookup } from './vars';

/*
 * Yoast's REST head (`GET /wp-json/yoast/v1/get_head?url=`, Indexable_Head_Action::for_url):
 * the head HTML of a URL, its JSON form and a status. The REST head prints the title and robots
 * presenters that the GraphQL fullHead leaves to WordPress. The URL is found as Yoast 28.3 finds
 * it (headForUrl), strict as that is: a site whose address has a port answers 404 for its posts.
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

/** A post Yoast keeps an indexable for, answering anonymous readers. */
function indexedPost(ctx: RequestContext, row: PostRow): boolean {
  if (row.post_type === 'attachment') {
    return row.post_status === 'inherit' && !attachmentExcluded(ctx, row);
  }
  return row.post_status === 'publish' && canReadPost(ctx, row);
}

/**
 * Indexable_Repository::find_by_permalink(): the indexable whose stored permalink is exactly
 * `permalink`. Rather than a table of permalinks, the node the URL's path names is looked up and
 * its indexable permalink (indexable.ts) compared with the URL. Authors' archives are not ported:
 * the content service has no author presentation for the REST head, so they stay 404.
 */
function presentationByPermalink(ctx: RequestContext, permalink: string): Presentation | null {
  const node = resolveUri(ctx, permalink);
  if (node === null) return null;
  if ('post_type' in node) {
    const row = node as PostRow;
    return indexedPost(ctx, row) && postIndexablePermalink(ctx, row) === permalink
      ? presentPost(ctx, row)
      : null;
  }
  if ('taxonomy' in node) {
    const term = node as TermRow;
    const indexed = term.taxonomy === 'category' || term.taxonomy === 'post_tag';
    return indexed && termIndexablePermalink(ctx, term) === permalink
      ? presentTerm(ctx, term)
      : null;
  }
  if ('kind' in node && node.kind === 'contentType') return postsIndex(ctx, permalink);
  return null;
}

/** The posts index: the home-page indexable, or the posts page's post indexable. */
function postsIndex(ctx: RequestContext, permalink: string): Presentation | null {
  const postsPage = Number(option(ctx, 'page_for_posts'));
  const row =
    option(ctx, 'show_on_front') === 'page' && postsPage ? postById(ctx, postsPage) : null;
  if (row) return postIndexablePermalink(ctx, row) === permalink ? presentPost(ctx, row) : null;
  return yoastSettings(ctx).homeSlash === permalink ? presentHomePage(ctx) : null;
}

/**
 * Meta_Surface::for_url(): the URL's host must be site_url()'s (the port is not compared); the
 * URL is then rebuilt from site_url()'s scheme, the host and the path, dropping port, query and
 * fragment. A date archive path gets the date archive; any other URL the indexable stored with
 * exactly that permalink. So on a site whose address has a port no stored permalink matches, and
 * front-end (FaustWP frontend_uri) URLs are another host.
 */
function presentationForUrl(ctx: RequestContext, url: string): Presentation | null {
  const parts = wpParseUrl(url);
  const site = wpParseUrl(yoastSettings(ctx).siteUrl);
  if (!parts?.host || parts.path === undefined || !site?.host || !site.scheme) return null;
  if (parts.host !== site.host) return null;
  const rebuilt = `${site.scheme}://${parts.host}${parts.path}`;
  if (isDateArchivePath(parts.path, option<string>(ctx, 'permalink_structure') ?? '')) {
    return presentDateArchive(ctx);
  }
  return presentationByPermalink(ctx, rebuilt);
}

/**
 * Meta_Surface::for_home_page(): the static front page's post indexable, else the home-page
 * indexable.
 */
function homePage(ctx: RequestContext): Presentation | null {
  const front = Number(option(ctx, 'page_on_front'));
  if (option(ctx, 'show_on_front') === 'page' && front !== 0) {
    const row = postById(ctx, front);
    return row ? presentPost(ctx, row) : null;
  }
  return presentHomePage(ctx);
}

/**
 * The head for a URL, as get_head() passes it (headRouteUrl), by Indexable_Head_Action::for_url():
 * exactly the home URL with its trailing slash is the home page; other URLs go through
 * Meta_Surface::for_url(); nothing found is the 404 head (with_404_fallback).
 */
export function headForUrl(ctx: RequestContext, url: string): RestHead {
  const presentation =
    url === yoastSettings(ctx).homeSlash ? homePage(ctx) : presentationForUrl(ctx, url);
  return presentation ? headOf(presentation) : notFoundHead(ctx);
}
