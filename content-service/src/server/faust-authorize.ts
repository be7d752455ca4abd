import type { AuthOptions } from '../auth/auth-options';
import { exchangeCode, exchangeRefreshToken } from '../auth/faust-tokens';
import type { Store } from '../store/open-store';
import type { RestAnswer } from './rest-response';

/*
 * FaustWP's POST /faustwp/v1/authorize (and the legacy /wpac/v1/authorize): a code or a refresh
 * token in, a token pair out. Its failures are WP_Errors without a status, so WordPress answers
 * 500 with `data: null` (cases faust_rest_authorize_missing_code, _invalid_code, _expired…).
 */

function invalidRequest(message: string): RestAnswer {
  return { status: 500, allow: 'POST', body: { code: 'invalid_request', message, data: null } };
}

/** PHP's truthiness of a request parameter: '', '0', null and missing are false. */
function phpString(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value === '' || value === '0') return null;
  return value;
}

export function authorize(
  db: Store,
  params: Record<string, unknown>,
  auth: AuthOptions,
): RestAnswer {
  const code = phpString(params.code);
  const refreshToken = phpString(params.refreshToken);
  if (code === null && refreshToken === null) {
    return invalidRequest('Missing authorization code or refresh token.');
  }
  // The plugin prefers the refresh token when both are sent.
  const pair =
    refreshToken !== null
      ? exchangeRefreshToken(db, refreshToken, auth)
      : exchangeCode(db, code ?? '', auth);
  if (pair === null) return invalidRequest('Invalid authorization code or refresh token.');
  return { status: 200, allow: 'POST', body: pair };
}
