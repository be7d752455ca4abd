import { catalogues, defaultLocale } from '@/locales';
import { createRateLimiter } from '@/lib/http/rate-limit';
import { createSharedRateLimitStore } from '@/lib/redis/redis-rate-limit-store';
import { forgetServedPages } from '@/lib/redis/served-pages-purge';
import { createRevalidateHandler } from '@/lib/revalidation/revalidate-handler';
import { REVALIDATE_LIMITS } from '@/lib/revalidation/revalidate-limits';
import { revalidateSecret } from '@/lib/wordpress/config/site-env';
import { getStaleContent } from '@/lib/wordpress/api/revalidation';
import { forgetSiteListing } from '@/lib/wordpress/api/sitemap';

/**
 * Wrong secrets and right ones counted apart, per caller address (lib/revalidation/
 * revalidate-limits.ts), across every instance when REDIS_URL is set.
 */
const wrongSecretLimiter = createRateLimiter({
  ...REVALIDATE_LIMITS.wrongSecret,
  store: createSharedRateLimitStore('revalidate'),
});
const rightSecretLimiter = createRateLimiter({
  ...REVALIDATE_LIMITS.rightSecret,
  store: createSharedRateLimitStore('revalidate-authorised'),
});

/**
 * POST /api/revalidate/ (docs/revalidation.md): regenerates the pages a change in
 * WordPress makes stale. The secret is read from the server's environment on each call.
 */
export default createRevalidateHandler({
  secret: () => revalidateSecret(),
  wrongSecretLimiter,
  rightSecretLimiter,
  site: { locales: Object.keys(catalogues), defaultLocale },
  findStale: (request) => getStaleContent(request),
  forgetSiteListing,
  forgetServedPages,
});

/** A revalidation request is a few fields; nothing larger needs reading. */
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };
