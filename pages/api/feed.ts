import type { NextApiRequest, NextApiResponse } from 'next';
import { buildRss } from '@/lib/feeds/rss';
import { RSS_TYPE, sendDocument } from '@/lib/sitemap/send-document';
import { type FeedArchive, getArchiveFeed, getFeed } from '@/lib/wordpress/api/feed';
import { siteEnv } from '@/lib/wordpress/config/site-env';

const ARCHIVES: FeedArchive[] = ['category', 'tag', 'author'];

/**
 * `/feed.xml`, and `/category/{path}/feed.xml`, `/tag/{slug}/feed.xml`, `/author/{slug}/feed.xml`
 * (rewritten here with `category`, `tag` or `author`, see next-site-config.ts).
 */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  const given = ARCHIVES.filter((kind) => req.query[kind] !== undefined);
  return sendDocument(req, res, RSS_TYPE, async () => {
    if (given.length === 0) return buildRss(siteEnv().siteUrl, await getFeed());
    const kind = given[0] as FeedArchive;
    const path = req.query[kind];
    if (given.length > 1 || typeof path !== 'string') return null;
    const channel = await getArchiveFeed(kind, path);
    return channel && buildRss(siteEnv().siteUrl, channel);
  });
}
