import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestContext } from '../schema/context';
import { option, postById, termById, userById } from '../schema/model/loaders';
import { homeUrl, postLink } from '../schema/model/permalinks';
import { listPostIds } from '../schema/model/post-queries';
import type { PostRow } from '../schema/model/rows';
import { listTermIds } from '../schema/model/term-queries';
import { send } from './graphql-handler';
import { restLink } from './rest-collection';
import { escapeHtml } from './site-html';

/*
 * The site's RSS 2.0 feed (/feed/, /feed/rss2/, /?feed=rss2): the latest `posts_per_rss`
 * published posts as WordPress's feed-rss2.php lists them, with links on the front end as
 * FaustWP rewrites them. Items carry the excerpt as description; the full rendered content
 * (content:encoded) and comment feeds are not offered.
 */

const FEED_PATHS = new Set(['/feed/', '/feed', '/feed/rss2/', '/feed/rss2']);

export function isFeedRequest(pathname: string, search: URLSearchParams): boolean {
  if (FEED_PATHS.has(pathname)) return true;
  const feed = search.get('feed');
  return (pathname === '/' || pathname === '/index.php') && (feed === 'rss2' || feed === 'rss');
}

/** mysql GMT datetime → RFC 2822 as WordPress's mysql2date('D, d M Y H:i:s +0000'). */
function rfc2822(gmt: string): string {
  return new Date(`${gmt.replace(' ', 'T')}Z`).toUTCString().replace('GMT', '+0000');
}

function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

/** wp_trim_excerpt's fallback: the first 55 words of the text without tags. */
function excerpt(row: PostRow): string {
  if (row.post_excerpt.trim() !== '') return row.post_excerpt;
  const words = row.post_content
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.length > 55 ? `${words.slice(0, 55).join(' ')} [&#8230;]` : words.join(' ');
}

function item(ctx: RequestContext, row: PostRow): string {
  const link = restLink(ctx, postLink(ctx, row) ?? '');
  const author = userById(ctx, row.post_author)?.display_name ?? '';
  const terms = ['category', 'post_tag'].flatMap((taxonomy) =>
    listTermIds(ctx, { taxonomy, objectId: row.ID }).map((id) => termById(ctx, id)?.name ?? ''),
  );
  return [
    '\t<item>',
    `\t\t<title>${escapeHtml(row.post_title)}</title>`,
    `\t\t<link>${escapeHtml(link)}</link>`,
    `\t\t<dc:creator>${cdata(author)}</dc:creator>`,
    `\t\t<pubDate>${rfc2822(row.post_date_gmt)}</pubDate>`,
    ...terms.map((name) => `\t\t<category>${cdata(name)}</category>`),
    `\t\t<guid isPermaLink="false">${escapeHtml(row.guid)}</guid>`,
    `\t\t<description>${cdata(excerpt(row))}</description>`,
    '\t</item>',
  ].join('\n');
}

export interface Feed {
  xml: string;
  lastModified: string;
}

export function buildFeed(ctx: RequestContext): Feed {
  const home = homeUrl(ctx);
  const count = Number(option(ctx, 'posts_per_rss') ?? 10) || 10;
  const rows = listPostIds(ctx, { types: ['post'] })
    .slice(0, count)
    .map((id) => postById(ctx, id))
    .filter((row): row is PostRow => row !== undefined);
  const newest = rows
    .map((row) => row.post_modified_gmt)
    .sort()
    .pop();
  const lastModified = newest ? rfc2822(newest) : rfc2822('1970-01-01 00:00:00');
  const xml = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"
\txmlns:content="http://purl.org/rss/1.0/modules/content/"
\txmlns:dc="http://purl.org/dc/elements/1.1/"
\txmlns:atom="http://www.w3.org/2005/Atom"
\txmlns:sy="http://purl.org/rss/1.0/modules/syndication/"
\t>

<channel>
\t<title>${escapeHtml(String(option(ctx, 'blogname') ?? ''))}</title>
\t<atom:link href="${escapeHtml(`${home}/feed/`)}" rel="self" type="application/rss+xml" />
\t<link>${escapeHtml(`${home}/`)}</link>
\t<description>${escapeHtml(String(option(ctx, 'blogdescription') ?? ''))}</description>
\t<lastBuildDate>${lastModified}</lastBuildDate>
\t<language>en-US</language>
\t<sy:updatePeriod>hourly</sy:updatePeriod>
\t<sy:updateFrequency>1</sy:updateFrequency>
\t<generator>https://wordpress.org/?v=7.0.4</generator>
${rows.map((row) => item(ctx, row)).join('\n')}
</channel>
</rss>
`;
  return { xml, lastModified };
}

export function sendFeed(res: ServerResponse, ctx: RequestContext): void {
  const feed = buildFeed(ctx);
  const httpDate = feed.lastModified.replace('+0000', 'GMT');
  send(
    res,
    200,
    [
      ['Last-Modified', httpDate],
      ['ETag', `"${createHash('md5').update(httpDate).digest('hex')}"`],
      ['Link', `<${homeUrl(ctx)}/wp-json/>; rel="https://api.w.org/"`],
      ['Content-Type', 'application/rss+xml; charset=UTF-8'],
    ],
    feed.xml,
  );
}
