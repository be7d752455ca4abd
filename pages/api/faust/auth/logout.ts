import { createLogoutHandler } from '@/lib/auth/handlers/logout-handler';
import { revokeRefreshToken } from '@/lib/wordpress/api/token-revocation';

/** `/api/faust/auth/logout/` (POST): revokes and forgets the editor's refresh token. */
export default createLogoutHandler({ revoke: (refreshToken) => revokeRefreshToken(refreshToken) });
