import { ApolloLink, Observable } from '@apollo/client/core';
import { catalogueError, readGraphQLBody } from './response';

/**
 * Between the retry link and HttpLink: every answer becomes its data or one of the catalogue's
 * errors (errors.ts), so the retry link can ask `retryable` and callers see its messages.
 * HttpLink keeps the answer's `Response` in the operation's context.
 */
export const catalogueLink = new ApolloLink(
  (operation, forward) =>
    new Observable((observer) => {
      const subscription = forward(operation).subscribe({
        next(result) {
          const { response } = operation.getContext() as { response?: Response };
          try {
            const data = readGraphQLBody(
              response?.status ?? 200,
              response?.statusText ?? '',
              result,
            );
            observer.next({ data: data as Record<string, unknown> });
          } catch (error) {
            observer.error(error);
          }
        },
        error: (error: unknown) => observer.error(catalogueError(error)),
        complete: () => observer.complete(),
      });
      return () => subscription.unsubscribe();
    }),
);
