import type { ServerResponse } from 'node:http';
import { send } from './graphql-handler';
import { graphqlHeaders, type HeaderList } from './headers';
import { MESSAGES } from './messages';
import { phpJsonEncode } from './php-json';

/*
 * The methods WPGraphQL's endpoint serves: GET, POST and the CORS preflight. graphql-php answers
 * any other with 500 and `HTTP Method "PUT" is not supported`; that is the client's mistake, so
 * here it is 405 with `Allow` (and graphql-php's message). HEAD is refused too rather than
 * answered like GET: it would run a query only to drop its answer.
 */

const ALLOWED = ['GET', 'POST', 'OPTIONS'];

export function isGraphqlMethod(method: string | undefined): boolean {
  return method !== undefined && ALLOWED.includes(method);
}

/** No viewer is resolved: nothing of anyone's is in the answer, so no no-cache headers either. */
export function sendGraphqlMethodNotAllowed(
  res: ServerResponse,
  method: string,
  graphqlUrl: string,
): void {
  const body = phpJsonEncode({ errors: [{ message: MESSAGES.method(method) }] });
  const headers: HeaderList = [...graphqlHeaders(graphqlUrl, false), ['Allow', ALLOWED.join(', ')]];
  // The request's body is never read: do not keep receiving it on this connection.
  send(res, 405, headers, body, true);
}
