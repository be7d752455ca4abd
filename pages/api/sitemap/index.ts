import type { NextApiRequest, NextApiResponse } from 'next';
import { XML_TYPE, sendDocument } from '@/lib/sitemap/send-document';
import { buildSitemapIndex } from '@/lib/sitemap/sitemap-xml';
import { getSiteListing } from '@/lib/wordpress/api/sitemap';
import { siteEnv } from '@/lib/wordpress/config/site-env';

/** `/sitemap.xml` (rewritten here, see next-site-config.ts). */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return sendDocument(req, res, XML_TYPE, async () =>
    buildSitemapIndex(siteEnv().siteUrl, (await getSiteListing()).entries),
  );
}
