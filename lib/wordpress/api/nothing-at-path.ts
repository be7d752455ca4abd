import { WordPressRequestError } from '../client/errors';

/**
 * Whether a failed route request still showed that WordPress has nothing at the path: GraphQL
 * answers every field it could resolve beside its errors, and `node` null is WordPress's "no
 * such path", whatever became of the layout. Such a path is a 404, not a 500.
 */
export function isNothingAtPath(error: unknown): boolean {
  return (
    error instanceof WordPressRequestError &&
    error.kind === 'graphql' &&
    error.details.data != null &&
    'node' in error.details.data &&
    error.details.data.node === null
  );
}
