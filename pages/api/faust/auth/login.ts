import { createLoginHandler } from '@/lib/auth/handlers/login-handler';
import { loginLimiter } from '@/lib/auth/limits';
import { generateAuthorizationCode } from '@/lib/wordpress/api/authorization-code';

/** `/api/faust/auth/login/` (POST): identifier and password → authorization code. */
export default createLoginHandler({
  generateCode: (identifier, password, clientAddress) =>
    generateAuthorizationCode(identifier, password, clientAddress),
  limiter: loginLimiter,
});
