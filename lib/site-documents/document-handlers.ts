import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { buildRss } from '../feeds/rss';
import { createFaviconHandler } from '../site-icon/favicon-handler';
import { PROJECT_ICON_PATH } from '../site-icon/site-icon-href';
import { buildRobotsTxt } from '../sitemap/robots-txt';
import { RSS_TYPE, TEXT_TYPE, XML_TYPE, sendDocument } from '../sitemap/send-document';
import { buildSitemapIndex, buildUrlset, parseChildSitemapName } from '../sitemap/sitemap-xml';
import { type FeedArchive, getArchiveFeed, getFeed } from '../wordpress/api/feed';
import { getSiteIcon } from '../wordpress/api/site-icon';
import { getSiteListing } from '../wordpress/api/sitemap';
import { siteEnv } from '../wordpress/config/site-env';
import type { SiteDocumentKind } from './document-paths';

/** Answers one document; `documentPath` is its address without the leading slash. */
type DocumentHandler = (
  req: NextApiRequest,
  res: NextApiResponse,
  documentPath: string,
) => Promise<void>;

let projectIcon: Promise<Buffer> | undefined;

/** Read once; a failed read is tried again on the next request. */
function readProjectIcon(): Promise<Buffer> {
  projectIcon ??= readFile(path.join(process.cwd(), 'public', PROJECT_ICON_PATH)).catch((error) => {
    projectIcon = undefined;
    throw error;
  });
  return projectIcon;
}

const favicon = createFaviconHandler({
  siteIcon: () => getSiteIcon(),
  projectIcon: readProjectIcon,
  revalidateSeconds: () => siteEnv().revalidateSeconds,
});

/** Each document of lib/site-documents/document-paths.ts, from WordPress's content. */
export const DOCUMENT_HANDLERS: Record<SiteDocumentKind, DocumentHandler> = {
  robots: (req, res) =>
    sendDocument(req, res, TEXT_TYPE, async () =>
      buildRobotsTxt(siteEnv().siteUrl, (await getSiteListing()).allNoindex),
    ),
  sitemapIndex: (req, res) =>
    sendDocument(req, res, XML_TYPE, async () =>
      buildSitemapIndex(siteEnv().siteUrl, (await getSiteListing()).entries),
    ),
  // `sitemaps/{type}-{page}.xml`.
  sitemap: (req, res, documentPath) => {
    const child = parseChildSitemapName(documentPath.replace(/^sitemaps\/|\.xml$/g, ''));
    return sendDocument(req, res, XML_TYPE, async () => {
      if (!child) return null;
      const { entries } = await getSiteListing();
      return buildUrlset(siteEnv().siteUrl, entries[child.type], child.page);
    });
  },
  feed: (req, res) =>
    sendDocument(req, res, RSS_TYPE, async () => buildRss(siteEnv().siteUrl, await getFeed())),
  // `{category|tag|author}/{path}/feed.xml`.
  archiveFeed: (req, res, documentPath) => {
    const [kind, ...rest] = documentPath.split('/');
    const archivePath = rest.slice(0, -1).join('/');
    return sendDocument(req, res, RSS_TYPE, async () => {
      const channel = await getArchiveFeed(kind as FeedArchive, archivePath);
      return channel && buildRss(siteEnv().siteUrl, channel);
    });
  },
  favicon,
};
