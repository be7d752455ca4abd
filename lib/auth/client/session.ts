import { createAccessTokenManager } from './access-token';
import { requestAccessToken, requestLogout } from './auth-api';

/**
 * This browser tab's one access token: shared by the login and preview pages, kept across
 * client-side navigations, gone when the tab closes (the refresh cookie brings it back).
 */
export const accessTokens = createAccessTokenManager({ request: requestAccessToken });

/** Signs the editor out: forgets the token whatever the answer; true when the site confirmed. */
export async function logout(): Promise<boolean> {
  const confirmed = await requestLogout();
  accessTokens.clear();
  return confirmed;
}
