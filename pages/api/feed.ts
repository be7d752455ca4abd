import type { NextApiRequest, NextApiResponse } from 'next';
import { buildRss } from '@/lib/feeds/rss';
import { RSS_TYPE, sendDocument } from '@/lib/sitemap/send-document';
import { getCategoryFeed, getFeed } from '@/lib/wordpress/api/feed';
import { siteEnv } from '@/lib/wordpress/config/site-env';

/**
 * `/feed.xml` and `/category/{path}/feed.xml` (rewritten here with `category`, see
 * next-site-config.ts).
 */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  const category = req.query.category;
  return sendDocument(req, res, RSS_TYPE, async () => {
    if (Array.isArray(category)) return null;
    const channel = category === undefined ? await getFeed() : await getCategoryFeed(category);
    return channel && buildRss(siteEnv().siteUrl, channel);
  });
}
