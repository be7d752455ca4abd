import { catalogues, defaultLocale } from '@/locales';
import { createRateLimiter } from '@/lib/http/rate-limit';
import { createSharedRateLimitStore } from '@/lib/redis/redis-rate-limit-store';
import { forgetServedPages } from '@/lib/redis/served-pages-purge';
import { createRevalidateHandler } from '@/lib/revalidation/revalidate-handler';
import { revalidateSecret } from '@/lib/wordpress/config/site-env';
import { getStaleContent } from '@/lib/wordpress/api/revalidation';
import { forgetSiteListing } from '@/lib/wordpress/api/sitemap';

/**
 * 30 calls a minute per caller address: WordPress sends one per save. Counted across every
 * instance when REDIS_URL is set.
 */
const limiter = createRateLimiter({
  limit: 30,
  windowMs: 60_000,
  store: createSharedRateLimitStore('revalidate'),
});

/**
 * POST /api/revalidate/ (README, "On-demand revalidation"): regenerates the pages a change in
 * WordPress makes stale. The secret is read from the server's environment on each call.
 */
export default createRevalidateHandler({
  secret: () => revalidateSecret(),
  limiter,
  site: { locales: Object.keys(catalogues), defaultLocale },
  findStale: (request) => getStaleContent(request),
  forgetSiteListing,
  forgetServedPages,
});

/** A revalidation request is a few fields; nothing larger needs reading. */
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };
