import type { GraphQLFieldResolver, GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../context';

export type AnyResolver = GraphQLFieldResolver<unknown, RequestContext, Record<string, unknown>>;
export type TypeNameResolver = (source: unknown, ctx: RequestContext) => string | undefined;

/** Resolver map: type name -> field name -> resolver; `__resolveType` for interfaces and unions. */
export type Resolvers = Record<string, Record<string, AnyResolver | TypeNameResolver>>;

/**
 * Types one resolver by its source and arguments. graphql-js hands every resolver `unknown`
 * sources, so the one cast lives here rather than in each resolver.
 */
export function resolver<S, A = Record<string, never>>(
  fn: (source: S, args: A, ctx: RequestContext, info: GraphQLResolveInfo) => unknown,
): AnyResolver {
  return fn as unknown as AnyResolver;
}
