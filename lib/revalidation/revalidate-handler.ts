import type { NextApiRequest, NextApiResponse } from 'next';
import { clientAddress } from '../http/client-address';
import type { RateLimiter } from '../http/rate-limit';
import {
  type RevalidateRequest,
  RevalidateRequestError,
  parseRevalidateRequest,
} from './revalidate-request';
import { SECRET_HEADER, secretMatches } from './revalidate-secret';
import { type SiteLocales, type StaleContent, revalidationPaths } from './revalidation-paths';

/** What the handler reports as revalidated for the sitemap (its listing cache is cleared). */
export const SITEMAP_PATH = '/sitemap.xml';
/** Pages regenerated side by side: enough to be quick, few enough to leave the server serving. */
const CONCURRENCY = 4;

export interface RevalidateDependencies {
  /** REVALIDATE_SECRET; null when on-demand revalidation is not configured. */
  secret: () => string | null;
  limiter: RateLimiter;
  site: SiteLocales;
  /** Looks the change up in WordPress (through the seam). */
  findStale: (request: RevalidateRequest) => Promise<StaleContent>;
  /** Drops the sitemap's cached listing, so that robots.txt and the sitemaps read WordPress anew. */
  forgetSiteListing: () => void;
  /**
   * Drops the pages the servers keep in front of Next (lib/microcache/), once the new ones are
   * stored, so that the very next request gets them.
   */
  forgetServedPages: () => Promise<void>;
}

type Failure = { path: string; error: string };

function sendJson(res: NextApiResponse, status: number, body: unknown): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json(body);
}

async function revalidateAll(res: NextApiResponse, paths: string[]): Promise<Failure[]> {
  const failures: Failure[] = [];
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        await res.revalidate(path);
      } catch (error) {
        failures.push({ path, error: error instanceof Error ? error.message : String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failures;
}

/**
 * POST /api/revalidate/: WordPress (or the content service) reports a change; the pages it makes
 * stale are regenerated now instead of after REVALIDATE_SECONDS. Order of refusals: method,
 * rate (so a secret cannot be guessed quickly), configuration, secret, body.
 */
export function createRevalidateHandler(deps: RevalidateDependencies) {
  return async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return sendJson(res, 405, { error: 'use POST' });
    }
    const decision = await deps.limiter.check(clientAddress(req));
    if (!decision.allowed) {
      res.setHeader('Retry-After', String(decision.retryAfterSeconds));
      return sendJson(res, 429, { error: 'too many revalidation requests' });
    }
    const secret = deps.secret();
    if (secret === null) {
      return sendJson(res, 503, { error: 'on-demand revalidation is not configured' });
    }
    if (!secretMatches(req.headers[SECRET_HEADER], secret)) {
      return sendJson(res, 401, { error: `missing or wrong ${SECRET_HEADER} header` });
    }
    let request: RevalidateRequest;
    try {
      request = parseRevalidateRequest(req.body);
    } catch (error) {
      if (!(error instanceof RevalidateRequestError)) throw error;
      return sendJson(res, 400, { error: error.message });
    }

    let stale: StaleContent;
    try {
      stale = await deps.findStale(request);
    } catch (error) {
      console.error('[revalidate] looking up', JSON.stringify(request), 'failed:', error);
      return sendJson(res, 502, { error: 'WordPress could not be reached; nothing revalidated' });
    }
    deps.forgetSiteListing();
    const paths = revalidationPaths(stale, deps.site);
    const failed = await revalidateAll(res, paths);
    await deps.forgetServedPages();
    for (const failure of failed) console.error('[revalidate]', failure.path, failure.error);
    const revalidated = [
      ...paths.filter((path) => !failed.some((failure) => failure.path === path)),
      SITEMAP_PATH,
    ];
    // A page that could not be regenerated keeps its last good version; the caller may retry.
    sendJson(res, failed.length === 0 ? 200 : 502, { revalidated, failed });
  };
}
