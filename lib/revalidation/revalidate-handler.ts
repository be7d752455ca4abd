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
  /**
   * Counts the calls with a missing or wrong secret, per caller: what a guesser or a junk sender
   * makes, and never WordPress's calls.
   */
  wrongSecretLimiter: RateLimiter;
  /**
   * Counts the calls with the right secret, per caller, apart from the wrong ones: a bound on
   * what a leaked secret can make the site regenerate, set well above what WordPress's plugin
   * sends (revalidate-limits.ts).
   */
  rightSecretLimiter: RateLimiter;
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

/** 429 with Retry-After when `limiter` refuses the caller; false when it lets the call through. */
async function refusedByLimit(
  limiter: RateLimiter,
  req: NextApiRequest,
  res: NextApiResponse,
): Promise<boolean> {
  const decision = await limiter.check(clientAddress(req));
  if (decision.allowed) return false;
  res.setHeader('Retry-After', String(decision.retryAfterSeconds));
  sendJson(res, 429, { error: 'too many revalidation requests' });
  return true;
}

/**
 * POST /api/revalidate/: WordPress (or the content service) reports a change; the pages it makes
 * stale are regenerated now instead of after REVALIDATE_SECONDS. Order of refusals: method,
 * configuration, secret (a wrong one counted, 429 past its limit), the right secret's own limit,
 * body.
 *
 * The secret is checked before anything is counted, and the wrong ones count apart: counted with
 * the right ones, junk calls blocked WordPress's real ones (from anyone, behind a proxy whose
 * address every caller shares). A right secret passes whatever its caller's wrong ones count, so
 * that limit does not slow a guesser down; the secret's length does (16 characters or more,
 * site-env.ts), compared in constant time (revalidate-secret.ts).
 */
export function createRevalidateHandler(deps: RevalidateDependencies) {
  return async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return sendJson(res, 405, { error: 'use POST' });
    }
    const secret = deps.secret();
    if (secret === null) {
      return sendJson(res, 503, { error: 'on-demand revalidation is not configured' });
    }
    if (!secretMatches(req.headers[SECRET_HEADER], secret)) {
      if (await refusedByLimit(deps.wrongSecretLimiter, req, res)) return;
      return sendJson(res, 401, { error: `missing or wrong ${SECRET_HEADER} header` });
    }
    if (await refusedByLimit(deps.rightSecretLimiter, req, res)) return;
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
