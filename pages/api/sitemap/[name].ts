import type { NextApiRequest, NextApiResponse } from 'next';
import { XML_TYPE, sendDocument } from '@/lib/sitemap/send-document';
import { buildUrlset, parseChildSitemapName } from '@/lib/sitemap/sitemap-xml';
import { getSiteListing } from '@/lib/wordpress/api/sitemap';
import { siteEnv } from '@/lib/wordpress/config/site-env';

/** `/sitemaps/{type}-{page}.xml` (rewritten here, see next-site-config.ts). */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  const raw = req.query.name;
  const child = typeof raw === 'string' ? parseChildSitemapName(raw) : null;
  return sendDocument(req, res, XML_TYPE, async () => {
    if (!child) return null;
    const { entries } = await getSiteListing();
    return buildUrlset(siteEnv().siteUrl, entries[child.type], child.page);
  });
}
