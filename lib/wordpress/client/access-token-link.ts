import { ApolloLink } from '@apollo/client/core';
import { faustSecretKeyIfSet } from '../config/site-env';

/** What one call may add to its operation's context. */
export interface AccessTokenContext {
  /** An editor's access token (a preview): sent as `Authorization: Bearer …`. */
  accessToken?: string;
  /**
   * The visitor a sign-in is made for: named in `X-Forwarded-For` beside FaustWP's secret, so
   * that the content service counts failed sign-ins per visitor, not per this server (which
   * every visitor's sign-in would share). A WordPress ignores both headers.
   */
  clientAddress?: string;
}

/**
 * The editor's token travels with the one call that carries it, so one client serves visitors
 * and editors and no token outlives its request. http-request.ts POSTs every request with an
 * Authorization header: an editor's answer must never sit in a shared cache under a GET address.
 */
export const accessTokenLink = new ApolloLink((operation, forward) => {
  const { accessToken, clientAddress, headers } = operation.getContext() as AccessTokenContext & {
    headers?: Record<string, string>;
  };
  const secret = clientAddress ? faustSecretKeyIfSet() : null;
  if (accessToken || secret) {
    operation.setContext({
      headers: {
        ...headers,
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
        ...(secret && clientAddress
          ? { 'x-faustwp-secret': secret, 'x-forwarded-for': clientAddress }
          : {}),
      },
    });
  }
  return forward(operation);
});
