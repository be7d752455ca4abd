import type { NextApiRequest, NextApiResponse } from 'next';
import { askedForDirectly } from '@/lib/routing/internal-route';
import { DOCUMENT_HANDLERS } from '@/lib/site-documents/document-handlers';
import { SITE_DOCUMENT_ROUTE, siteDocumentKind } from '@/lib/site-documents/document-paths';
import { TEXT_TYPE } from '@/lib/sitemap/send-document';

/**
 * robots.txt, the sitemaps, the feeds and /favicon.ico, rewritten here with their address in
 * `path` (lib/site-documents/document-paths.ts). Asked for by its own address
 * (`/api/site-document/?path=…`) it answers 404: only the rewrite may reach it
 * (lib/routing/internal-route.ts).
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const documentPath = typeof req.query.path === 'string' ? req.query.path : '';
  const kind = askedForDirectly(req.url, SITE_DOCUMENT_ROUTE)
    ? null
    : siteDocumentKind(documentPath);
  if (kind === null) {
    res.status(404).setHeader('Content-Type', TEXT_TYPE).end('Not found\n');
    return;
  }
  await DOCUMENT_HANDLERS[kind](req, res, documentPath);
}
