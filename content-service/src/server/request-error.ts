import type { FormattedError } from './format-error';

/**
 * A failure of the HTTP request as a whole (bad JSON, wrong content type, batch too long, syntax
 * error): WPGraphQL throws these out of its request handling, so the answer is `{"errors":[…]}`
 * with this status and without the `extensions.debug` every executed operation carries.
 */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number = 500,
    /** Already formatted error entries, when they carry more than a message (locations). */
    readonly entries?: FormattedError[],
  ) {
    super(message);
    this.name = 'RequestError';
  }
}
