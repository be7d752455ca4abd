import { escapeUriPath } from '../sitemap/uri-escape';
import { XML_DECLARATION, escapeXml } from '../sitemap/xml-escape';

export interface FeedItem {
  title: string;
  /** Site-relative path, e.g. `/hello-world/`. */
  path: string;
  /** Stable id of the post (its WordPress id): a guid that survives a changed slug. */
  guid: string;
  /** UTC, as WPGraphQL's `dateGmt`. */
  dateGmt: string | null;
  /** Plain text, already stripped of markup. */
  description: string;
  author: string | null;
  categories: string[];
}

export interface FeedChannel {
  title: string;
  description: string;
  /** Site-relative path of what the feed is about (`/` or the category's archive). */
  path: string;
  /** Path of the feed itself, for atom:link rel="self" (the RSS Advisory Board's advice). */
  feedPath: string;
  language: string | null;
  items: FeedItem[];
}

/** RFC 822 date (RSS 2.0's pubDate) of a WPGraphQL GMT date; null when it is not one. */
export function rfc822(gmt: string | null): string | null {
  if (!gmt || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(gmt)) return null;
  const date = new Date(`${gmt}Z`);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1970) return null;
  // toUTCString is RFC 7231's IMF-fixdate, an RFC 822 date with GMT as the zone.
  return date.toUTCString();
}

/** Link and atom:link are URIs: a path with a space or `<` must be percent-encoded to be one. */
function url(siteUrl: string, path: string): string {
  return `${siteUrl}${escapeUriPath(path)}`;
}

function element(name: string, value: string | null): string {
  return value === null || value === '' ? '' : `<${name}>${escapeXml(value)}</${name}>`;
}

function item(siteUrl: string, entry: FeedItem): string {
  const link = url(siteUrl, entry.path);
  return [
    '<item>',
    element('title', entry.title),
    element('link', link),
    `<guid isPermaLink="false">${escapeXml(entry.guid)}</guid>`,
    element('pubDate', rfc822(entry.dateGmt)),
    element('dc:creator', entry.author),
    ...entry.categories.map((name) => element('category', name)),
    element('description', entry.description),
    '</item>',
  ].join('');
}

/** An RSS 2.0 document; every text escaped, so hostile titles cannot add markup. */
export function buildRss(siteUrl: string, channel: FeedChannel): string {
  const newest = channel.items.map((entry) => rfc822(entry.dateGmt)).find(Boolean) ?? null;
  const head = [
    element('title', channel.title),
    element('link', url(siteUrl, channel.path)),
    // Required by RSS 2.0 even when WordPress's tagline is empty.
    `<description>${escapeXml(channel.description || channel.title)}</description>`,
    `<atom:link href="${escapeXml(url(siteUrl, channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    element('language', channel.language),
    element('lastBuildDate', newest),
  ].join('');
  return (
    `${XML_DECLARATION}\n` +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" ' +
    'xmlns:dc="http://purl.org/dc/elements/1.1/">\n' +
    `<channel>${head}\n${channel.items.map((entry) => item(siteUrl, entry)).join('\n')}\n` +
    '</channel>\n</rss>\n'
  );
}
