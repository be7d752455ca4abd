import { logoutHandler } from '@/lib/auth/handlers/logout-handler';

/** `/api/faust/auth/logout/` (POST): forgets the editor's refresh token. */
export default logoutHandler;
