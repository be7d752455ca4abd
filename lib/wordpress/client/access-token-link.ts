import { ApolloLink } from '@apollo/client/core';

/** What one call may add to its operation's context. */
export interface AccessTokenContext {
  /** An editor's access token (a preview): sent as `Authorization: Bearer …`. */
  accessToken?: string;
}

/**
 * The editor's token travels with the one call that carries it, so one client serves visitors
 * and editors and no token outlives its request. http-request.ts POSTs every request with an
 * Authorization header: an editor's answer must never sit in a shared cache under a GET address.
 */
export const accessTokenLink = new ApolloLink((operation, forward) => {
  const { accessToken, headers } = operation.getContext() as AccessTokenContext & {
    headers?: Record<string, string>;
  };
  if (accessToken) {
    operation.setContext({ headers: { ...headers, authorization: `Bearer ${accessToken}` } });
  }
  return forward(operation);
});
