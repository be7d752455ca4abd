import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../tests/schemas/validate-xml';
import { childrenNamed, only, parseXml } from '../sitemap/test-xml-tree';
import { type FeedChannel, buildRss, rfc822 } from './rss';

const SITE = 'https://news.example.com';
/** RFC 822 with a four-digit year (RSS 2.0 recommends it), as toUTCString writes it. */
const RFC822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

const channel: FeedChannel = {
  title: 'News & <Views>',
  description: '',
  path: '/',
  feedPath: '/feed.xml',
  language: 'en-US',
  items: [
    {
      title: '</title><script>alert("x")</script>',
      path: '/a&b/',
      guid: `${SITE}/?p=1`,
      dateGmt: '2024-05-01T10:20:30',
      description: 'Cats & dogs <b>not bold</b> \u0000',
      author: 'Ann',
      categories: ['Tips & Tricks'],
    },
    {
      title: 'Second',
      path: '/second/',
      guid: `${SITE}/?p=2`,
      dateGmt: null,
      description: '',
      author: null,
      categories: [],
    },
  ],
};

describe('RSS 2.0', () => {
  it('has the required channel and item elements, on the site origin', async () => {
    const xml = buildRss(SITE, channel);
    expect(await schemaErrors(xml, 'rss')).toEqual([]);
    const root = parseXml(xml);
    expect(root.name).toBe('rss');
    expect(root.attributes.version).toBe('2.0');
    const feed = only(root, 'channel');
    expect(only(feed, 'title').text).toBe('News & <Views>');
    expect(only(feed, 'link').text).toBe(`${SITE}/`);
    // An empty tagline still gives the required description.
    expect(only(feed, 'description').text).toBe('News & <Views>');
    expect(only(feed, 'atom:link').attributes.href).toBe(`${SITE}/feed.xml`);
    const items = childrenNamed(feed, 'item');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(only(first, 'title').text).toBe('</title><script>alert("x")</script>');
    expect(only(first, 'link').text).toBe(`${SITE}/a&b/`);
    expect(only(first, 'guid').text).toBe(`${SITE}/?p=1`);
    expect(only(first, 'pubDate').text).toMatch(RFC822);
    expect(only(first, 'description').text).toBe('Cats & dogs <b>not bold</b> ');
    expect(only(first, 'category').text).toBe('Tips & Tricks');
    expect(only(first, 'dc:creator').text).toBe('Ann');
    // RSS 2.0: an item needs a title or a description; empty optional elements are left out.
    expect(childrenNamed(items[1]!, 'pubDate')).toEqual([]);
    expect(childrenNamed(items[1]!, 'description')).toEqual([]);
  });

  it('escapes markup rather than passing it through', () => {
    const xml = buildRss(SITE, channel);
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<b>');
  });

  it('percent-encodes hostile paths so every link stays a URI', async () => {
    const hostile: FeedChannel = {
      ...channel,
      path: '/category/[news] & "views"/',
      feedPath: '/category/[news] & "views"/feed.xml',
      items: [{ ...channel.items[0]!, path: '/<über> ]]>/' }],
    };
    const xml = buildRss(SITE, hostile);
    expect(await schemaErrors(xml, 'rss')).toEqual([]);
    const feed = only(parseXml(xml), 'channel');
    expect(only(feed, 'link').text).toBe(`${SITE}/category/%5Bnews%5D%20&%20%22views%22/`);
    expect(only(feed, 'atom:link').attributes.href).toBe(
      `${SITE}/category/%5Bnews%5D%20&%20%22views%22/feed.xml`,
    );
    expect(only(only(feed, 'item'), 'link').text).toBe(`${SITE}/%3C%C3%BCber%3E%20%5D%5D%3E/`);
  });

  it('is checked by a validator that turns down broken feeds', async () => {
    const xml = buildRss(SITE, channel);
    // pubDate as ISO 8601 rather than RFC 822.
    const isoDate = xml.replace(
      '<pubDate>Wed, 01 May 2024 10:20:30 GMT</pubDate>',
      '<pubDate>2024-05-01T10:20:30Z</pubDate>',
    );
    expect(await schemaErrors(isoDate, 'rss')).toEqual([
      expect.stringContaining(
        "Element 'pubDate': [facet 'pattern'] The value '2024-05-01T10:20:30Z'",
      ),
    ]);
    // Items renamed to Atom's <entry>: a channel with no items and an element RSS lacks.
    expect(await schemaErrors(xml.replaceAll('item>', 'entry>'), 'rss')).toEqual([
      expect.stringContaining("Element 'entry': This element is not expected."),
    ]);
    // No channel description, which RSS 2.0 requires.
    const noDescription = xml.replace(/<description>News[^<]*<\/description>/, '');
    expect(noDescription).not.toBe(xml);
    expect(await schemaErrors(noDescription, 'rss')).toEqual([
      expect.stringContaining("identity-constraint 'RequiredChannelDescription'"),
    ]);
  });

  it('writes pubDate as RFC 822 in GMT', () => {
    expect(rfc822('2024-05-01T10:20:30')).toBe('Wed, 01 May 2024 10:20:30 GMT');
    expect(rfc822('0000-00-00T00:00:00')).toBeNull();
    expect(rfc822(null)).toBeNull();
  });
});
