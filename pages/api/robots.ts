import type { NextApiRequest, NextApiResponse } from 'next';
import { buildRobotsTxt } from '@/lib/sitemap/robots-txt';
import { TEXT_TYPE, sendDocument } from '@/lib/sitemap/send-document';
import { getSiteListing } from '@/lib/wordpress/api/sitemap';
import { siteEnv } from '@/lib/wordpress/config/site-env';

/** `/robots.txt` (rewritten here, see next-site-config.ts). */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return sendDocument(req, res, TEXT_TYPE, async () =>
    buildRobotsTxt(siteEnv().siteUrl, (await getSiteListing()).allNoindex),
  );
}
