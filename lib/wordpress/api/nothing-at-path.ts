import { WordPressRequestError } from '../client/errors';

/**
 * Whether a failed route request still showed that WordPress has nothing at the path: GraphQL
 * answers every field it could resolve beside its errors, and `node` null is WordPress's "no
 * such path" when every error names a field elsewhere (the layout's). Such a path is a 404, not
 * a 500. An error that names no field, or names `node`, may be why `node` is null: that stays a
 * failure, and the page WordPress last gave is kept.
 */
export function isNothingAtPath(error: unknown): boolean {
  if (!(error instanceof WordPressRequestError) || error.kind !== 'graphql') return false;
  const { data, graphQLErrors = [] } = error.details;
  const elsewhere = graphQLErrors.every((entry) => entry.path?.length && entry.path[0] !== 'node');
  return elsewhere && data != null && 'node' in data && data.node === null;
}
