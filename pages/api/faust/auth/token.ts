import { createTokenHandler } from '@/lib/auth/handlers/token-handler';
import { tokenLimiter } from '@/lib/auth/limits';
import { exchangeForTokens } from '@/lib/wordpress/api/token-exchange';
import { siteEnv } from '@/lib/wordpress/config/site-env';

/** `/api/faust/auth/token/`: code or refresh cookie → access token (see the handler). */
export default createTokenHandler({
  exchange: (grant) => exchangeForTokens(grant),
  limiter: tokenLimiter,
  siteOrigin: () => new URL(siteEnv().siteUrl).origin,
  wordpressUrl: () => siteEnv().wordpressUrl,
  now: Date.now,
});
