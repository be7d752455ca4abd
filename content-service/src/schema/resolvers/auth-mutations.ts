import { defaultAuthOptions } from '../../auth/auth-options';
import { issueAuthorizationCode } from '../../auth/faust-tokens';
import { signIn } from '../../auth/sign-in';
import { siteUrl } from '../model/permalinks';
import { resolver, type Resolvers } from '../model/resolvers-type';

interface GenerateAuthorizationCodeInput {
  clientMutationId?: string | null;
  username?: string | null;
  email?: string | null;
  password?: string | null;
}

/**
 * FaustWP's generateAuthorizationCode: a failed sign-in is no GraphQL error but `{code: null,
 * error: <WordPress's message>}` (the reference's faust_generate_ac_* cases).
 */
export const authMutationResolvers: Resolvers = {
  RootMutation: {
    generateAuthorizationCode: resolver<unknown, { input: GenerateAuthorizationCodeInput }>(
      async (_s, { input }, ctx) => {
        const auth = ctx.auth ?? defaultAuthOptions();
        const result = await signIn(ctx.db, input, {
          siteUrl: siteUrl(ctx),
          clock: auth.clock,
          // Outside the server (a schema run directly) every caller counts as one client.
          clientAddress: auth.clientAddress ?? 'unknown',
        });
        const clientMutationId = input.clientMutationId ?? null;
        if (!result.ok) return { clientMutationId, code: null, error: result.error };
        const code = issueAuthorizationCode(ctx.db, result.account.id, auth);
        return { clientMutationId, code, error: null };
      },
    ),
  },
};
