/**
 * The site's settings from the environment: the one module that reads it (a test keeps it so),
 * validated once, at build and at start (next.config.ts), with messages that say what to fix.
 *
 * Read from the `env` object passed in (normally `process.env`) rather than `process.env.NAME`:
 * Next.js inlines `process.env.NEXT_PUBLIC_*` expressions at build time, and the server must use
 * the address it is started with, so one build runs against any WordPress.
 */

export const DEFAULT_WORDPRESS_URL = 'http://127.0.0.1:4000';
/** Faust's default front-end address, the one WordPress links to until told otherwise. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';
export const DEFAULT_REVALIDATE_SECONDS = 60;
/** How long the server keeps a stored page in memory in front of Next (lib/microcache/). */
export const DEFAULT_PAGE_MICROCACHE_MS = 1_000;
/** A render waits for WordPress this long at most (retries included), then answers without it. */
export const DEFAULT_WORDPRESS_TIMEOUT_SECONDS = 10;
/** Hosts an Iframe block may embed (https only); extend with EMBED_ALLOWED_HOSTS. */
export const DEFAULT_EMBED_HOSTS = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'play.vidyard.com',
  'www.openstreetmap.org',
  'www.google.com',
];

export interface MarketoSettings {
  /** e.g. https://app-ab12.marketo.com */
  baseUrl: string;
  /** e.g. 123-ABC-456 */
  munchkinId: string;
}

export interface SiteEnv {
  /** WordPress's origin (and path, if it lives below one), without a trailing slash. */
  wordpressUrl: string;
  graphqlUrl: string;
  /** This site's own origin: canonical and Open Graph URLs. */
  siteUrl: string;
  revalidateSeconds: number;
  /** Everything one request to WordPress may take, its retries and their waits included. */
  wordpressTimeoutMs: number;
  embedHosts: string[];
  marketo: MarketoSettings | null;
  /** On-demand revalidation's shared secret; null switches the route off (503). */
  revalidateSecret: string | null;
  /** FaustWP's secret key; null until set (editor login and previews need it). */
  faustSecretKey: string | null;
  /** Where the build lives (`NEXT_DIST_DIR`; the browser tests keep one build per backend). */
  distDir: string;
  /** Inside `next build` (Next sets NEXT_PHASE): the backend is asked once, without retries. */
  building: boolean;
  /**
   * `REDIS_URL`: the cache, redirect list and rate limits shared by every instance of the site
   * (docs/deploying.md); null keeps them per process, pages in the build folder.
   */
  redisUrl: string | null;
  /**
   * `PAGE_MICROCACHE_MS`: how long `npm start` answers a page Next served from its cache again
   * without asking Next (lib/microcache/); 0 turns it off.
   */
  pageMicrocacheMs: number;
  /** `PORT`: where `npm start` listens unless told with `-p`. */
  port: number;
  /**
   * `PLAIN_NEXT`: 1 builds and runs the site as a plain pages-router app, every mechanism of
   * lib/next/ off (lib/next/plain-next.ts, which Next's bundles read at build); 0 or unset: on.
   */
  plainNext: boolean;
  /**
   * `TRUSTED_PROXY_COUNT`: how many reverse proxies of the site's own stand between a client and
   * the server, each appending to X-Forwarded-For (lib/http/client-address.ts); 0, the default,
   * reads no forwarded-for header.
   */
  trustedProxyCount: number;
}

/** A shorter secret could be guessed; the site refuses to run revalidation with it. */
export const MIN_SECRET_LENGTH = 16;

export class SiteEnvError extends Error {
  override name = 'SiteEnvError';
}

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function httpUrl(env: Env, name: string, fallback: string, example: string): string {
  const raw = value(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SiteEnvError(`${name} must be an http(s) URL such as ${example} (got "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SiteEnvError(`${name} must start with http:// or https:// (got "${raw}")`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new SiteEnvError(
      `${name} must not carry credentials, a query or a fragment (got "${raw}")`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

function revalidate(env: Env): number {
  const raw = value(env, 'REVALIDATE_SECONDS');
  if (raw === undefined) return DEFAULT_REVALIDATE_SECONDS;
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || seconds < 1 || seconds > 31_536_000) {
    throw new SiteEnvError(
      `REVALIDATE_SECONDS must be a whole number of seconds from 1 to 31536000 (got "${raw}")`,
    );
  }
  return seconds;
}

function pageMicrocache(env: Env): number {
  const raw = value(env, 'PAGE_MICROCACHE_MS');
  if (raw === undefined) return DEFAULT_PAGE_MICROCACHE_MS;
  const ms = Number(raw);
  if (!/^\d+$/.test(raw) || ms > 60_000) {
    throw new SiteEnvError(
      `PAGE_MICROCACHE_MS must be a whole number of milliseconds from 0 (off) to 60000 (got "${raw}")`,
    );
  }
  return ms;
}

function plainNext(env: Env): boolean {
  const raw = value(env, 'PLAIN_NEXT');
  if (raw !== undefined && raw !== '0' && raw !== '1') {
    throw new SiteEnvError(`PLAIN_NEXT must be 1 (plain Next) or 0 (got "${raw}")`);
  }
  return raw === '1';
}

function listenPort(env: Env): number {
  const raw = value(env, 'PORT');
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65_535) {
    throw new SiteEnvError(`PORT must be a whole number from 1 to 65535 (got "${raw}")`);
  }
  return port;
}

function wordpressTimeout(env: Env): number {
  const raw = value(env, 'WORDPRESS_TIMEOUT_SECONDS');
  if (raw === undefined) return DEFAULT_WORDPRESS_TIMEOUT_SECONDS * 1000;
  const seconds = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || seconds < 1 || seconds > 60) {
    throw new SiteEnvError(
      `WORDPRESS_TIMEOUT_SECONDS must be a number of seconds from 1 to 60 (got "${raw}")`,
    );
  }
  return Math.round(seconds * 1000);
}

const HOST_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

function embedHosts(env: Env): string[] {
  const raw = value(env, 'EMBED_ALLOWED_HOSTS');
  if (raw === undefined) return DEFAULT_EMBED_HOSTS;
  const hosts = raw
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const bad = hosts.find((host) => !HOST_PATTERN.test(host));
  if (bad !== undefined) {
    throw new SiteEnvError(
      `EMBED_ALLOWED_HOSTS must be a comma-separated list of host names (bad entry "${bad}")`,
    );
  }
  return hosts;
}

function marketo(env: Env): MarketoSettings | null {
  const baseUrl = value(env, 'MARKETO_BASE_URL');
  const munchkinId = value(env, 'MARKETO_MUNCHKIN_ID');
  if (baseUrl === undefined && munchkinId === undefined) return null;
  if (baseUrl === undefined || munchkinId === undefined) {
    throw new SiteEnvError('MARKETO_BASE_URL and MARKETO_MUNCHKIN_ID must be set together');
  }
  const url = httpUrl(env, 'MARKETO_BASE_URL', baseUrl, 'https://app-ab12.marketo.com');
  if (!url.startsWith('https://') || !new URL(url).hostname.endsWith('.marketo.com')) {
    throw new SiteEnvError(
      `MARKETO_BASE_URL must be an https://….marketo.com address (got "${url}")`,
    );
  }
  if (!/^\d{3}-[A-Z]{3}-\d{3}$/.test(munchkinId)) {
    throw new SiteEnvError(`MARKETO_MUNCHKIN_ID must look like 123-ABC-456 (got "${munchkinId}")`);
  }
  return { baseUrl: url, munchkinId };
}

function redisUrl(env: Env): string | null {
  const raw = value(env, 'REDIS_URL');
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // The value is not echoed, here or below: it may carry the password.
    throw new SiteEnvError('REDIS_URL must be a URL such as redis://127.0.0.1:6379');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new SiteEnvError('REDIS_URL must start with redis:// or rediss://');
  }
  return raw;
}

/**
 * REVALIDATE_SECRET: null when unset (on-demand revalidation is off), an error naming the
 * variable when it is too short to be a secret.
 */
export function revalidateSecret(env: Env = process.env): string | null {
  const secret = value(env, 'REVALIDATE_SECRET');
  if (secret === undefined) return null;
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new SiteEnvError(
      `REVALIDATE_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`,
    );
  }
  return secret;
}

/** More proxies than this in front of one site is a mistake in the value, not a deployment. */
export const MAX_TRUSTED_PROXIES = 10;

/**
 * TRUSTED_PROXY_COUNT, 0 when unset. Read on each call, as revalidateSecret may be: the one
 * client-address rule asks for it per request, and a kept copy would outlive a test's change.
 */
export function trustedProxyCount(env: Env = process.env): number {
  const raw = value(env, 'TRUSTED_PROXY_COUNT');
  if (raw === undefined) return 0;
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || count > MAX_TRUSTED_PROXIES) {
    throw new SiteEnvError(
      `TRUSTED_PROXY_COUNT must be a whole number of proxies from 0 (none) to ${MAX_TRUSTED_PROXIES} (got "${raw}")`,
    );
  }
  return count;
}

/**
 * FaustWP's secret key, sent to WordPress's authorize route only. Never a `NEXT_PUBLIC_` name,
 * so no build can inline it into a browser bundle.
 */
export function readFaustSecretKey(env: Env): string | null {
  return value(env, 'FAUST_SECRET_KEY') ?? null;
}

/** The validated settings; throws SiteEnvError naming the variable to fix. */
export function parseSiteEnv(env: Env): SiteEnv {
  const wordpressUrl = httpUrl(
    env,
    'NEXT_PUBLIC_WORDPRESS_URL',
    DEFAULT_WORDPRESS_URL,
    DEFAULT_WORDPRESS_URL,
  );
  return {
    wordpressUrl,
    graphqlUrl: httpUrl(
      env,
      'WORDPRESS_GRAPHQL_URL',
      `${wordpressUrl}/graphql`,
      `${DEFAULT_WORDPRESS_URL}/graphql`,
    ),
    siteUrl: httpUrl(env, 'NEXT_PUBLIC_SITE_URL', DEFAULT_SITE_URL, DEFAULT_SITE_URL),
    revalidateSeconds: revalidate(env),
    wordpressTimeoutMs: wordpressTimeout(env),
    embedHosts: embedHosts(env),
    marketo: marketo(env),
    revalidateSecret: revalidateSecret(env),
    faustSecretKey: readFaustSecretKey(env),
    distDir: value(env, 'NEXT_DIST_DIR') ?? '.next',
    building: env.NEXT_PHASE === 'phase-production-build',
    redisUrl: redisUrl(env),
    pageMicrocacheMs: pageMicrocache(env),
    port: listenPort(env),
    plainNext: plainNext(env),
    trustedProxyCount: trustedProxyCount(env),
  };
}

let cached: SiteEnv | undefined;

/** The settings of this server process (validated on first use and kept). */
export function siteEnv(): SiteEnv {
  cached ??= parseSiteEnv(process.env);
  return cached;
}

/**
 * Read from the environment on each call rather than kept with the rest, as revalidateSecret
 * may be: a server's tests swap the secrets, and only rare requests need them.
 */
export function faustSecretKey(env: Env = process.env): string {
  const secret = readFaustSecretKey(env);
  if (secret === null) {
    throw new SiteEnvError(
      'FAUST_SECRET_KEY is not set: editor login and previews need FaustWP’s secret key',
    );
  }
  return secret;
}

/** FAUST_SECRET_KEY when it is set, else null (what may go along, not what must). */
export function faustSecretKeyIfSet(env: Env = process.env): string | null {
  return readFaustSecretKey(env);
}
