import type { RevalidationBody } from './revalidation-body';

/** Where and how to tell the site about changes: SITE_URL and REVALIDATE_SECRET. */
export interface SiteNotifierConfig {
  siteUrl: string;
  secret: string;
}

export type NotifyResult =
  | { kind: 'not-configured' }
  | { kind: 'done'; paths: string[] }
  | { kind: 'failed'; reason: string };

/** The site's canonical address of the route: with `trailingSlash` the bare one answers 308. */
export const REVALIDATE_PATH = '/api/revalidate/';
/** Revalidating a post regenerates a dozen pages or so; give them time, but not forever. */
const TIMEOUT_MS = 60_000;

/** Settings from the environment: null when neither is set, an error message when one is. */
export function notifierConfig(
  env: Record<string, string | undefined>,
): SiteNotifierConfig | null | string {
  const siteUrl = env.SITE_URL?.trim();
  const secret = env.REVALIDATE_SECRET?.trim();
  if (!siteUrl && !secret) return null;
  if (!siteUrl || !secret) return 'SITE_URL and REVALIDATE_SECRET must be set together';
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return `SITE_URL must be an http(s) URL such as http://localhost:3000 (got "${siteUrl}")`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `SITE_URL must start with http:// or https:// (got "${siteUrl}")`;
  }
  return { siteUrl: url.href.replace(/\/+$/, ''), secret };
}

function describeFailure(status: number, body: unknown): string {
  const error =
    body && typeof body === 'object' && 'error' in body ? String(body.error) : undefined;
  const failed =
    body && typeof body === 'object' && 'failed' in body && Array.isArray(body.failed)
      ? `${body.failed.length} page(s) not regenerated`
      : undefined;
  return `the site answered ${status}${error || failed ? `: ${error ?? failed}` : ''}`;
}

/**
 * POSTs the change to the site's revalidation route. Never throws: the edit is already saved,
 * and a site that cannot be reached is reported, not a reason to lose it.
 */
export async function notifySite(
  config: SiteNotifierConfig | null,
  body: RevalidationBody,
  fetchImpl: typeof fetch = fetch,
): Promise<NotifyResult> {
  if (config === null) return { kind: 'not-configured' };
  let response: Response;
  try {
    response = await fetchImpl(`${config.siteUrl}${REVALIDATE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': config.secret },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return {
      kind: 'failed',
      reason: `${config.siteUrl} could not be reached (${cause instanceof Error ? cause.message : String(cause)})`,
    };
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) return { kind: 'failed', reason: describeFailure(response.status, answer) };
  const revalidated =
    answer && typeof answer === 'object' && 'revalidated' in answer ? answer.revalidated : [];
  return { kind: 'done', paths: Array.isArray(revalidated) ? revalidated.map(String) : [] };
}
