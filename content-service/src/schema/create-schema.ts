import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  extendSchema,
  parse,
  isAbstractType,
  isObjectType,
  type GraphQLSchema,
  type GraphQLTypeResolver,
} from 'graphql';
import type { RequestContext } from './context';
import type { Store } from '../store/open-store';
import { readOption } from '../store/options';
import { buildAcfExtension, type AcfExport } from './acf';
import { withPhpScalars } from './php-scalars';
import { templateTypeDefs } from './model/theme-templates';
import { yoastResolvers } from './yoast';
import type { AnyResolver, Resolvers, TypeNameResolver } from './model/resolvers-type';
import { assetResolvers } from './resolvers/assets';
import {
  blockSupportStylesResolvers,
  blockSupportStylesTypeDefs,
} from './resolvers/block-support-styles';
import { commentResolvers } from './resolvers/comments';
import { registryResolvers } from './resolvers/registry';
import { revisionResolvers } from './resolvers/revisions';
import { contentTypeResolvers } from './resolvers/content-type';
import { mediaItemResolvers } from './resolvers/media-item';
import { menuResolvers } from './resolvers/menus';
import { authMutationResolvers } from './resolvers/auth-mutations';
import { mutationResolvers } from './resolvers/mutations';
import { postTypeResolvers } from './resolvers/post-types';
import { rootQueryResolvers } from './resolvers/root-query';
import { termResolvers } from './resolvers/terms';
import { typeNameOf } from './resolvers/type-names';
import { traceGlobalQuery } from './model-setup';
import { userResolvers } from './resolvers/users';

const SDL_FILE = path.join(__dirname, 'wpgraphql.graphql');

/** Merges resolver maps type by type (later maps add fields to earlier ones). */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const out: Resolvers = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) out[type] = { ...out[type], ...fields };
  }
  return out;
}

const defaultResolveType: GraphQLTypeResolver<unknown, RequestContext> = (source) => {
  if (source && typeof source === 'object' && '__typename' in source) {
    return String((source as { __typename: unknown }).__typename);
  }
  return typeNameOf(source);
};

/** Attaches resolvers to a schema built from SDL; every abstract type resolves through typeNameOf. */
export function attachResolvers(schema: GraphQLSchema, resolvers: Resolvers): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const map = resolvers[type.name] ?? {};
    if (isAbstractType(type)) {
      const custom = map.__resolveType as TypeNameResolver | undefined;
      type.resolveType = custom
        ? (source, ctx) => custom(source, ctx) ?? defaultResolveType(source, ctx, {} as never, type)
        : defaultResolveType;
    } else if (isObjectType(type)) {
      const fields = type.getFields();
      for (const [name, fn] of Object.entries(map)) {
        const field = fields[name];
        if (field) field.resolve = fn as AnyResolver;
      }
    }
  }
  return schema;
}

export function coreResolvers(): Resolvers {
  return mergeResolvers(
    rootQueryResolvers,
    postTypeResolvers,
    mediaItemResolvers,
    termResolvers,
    userResolvers,
    menuResolvers,
    contentTypeResolvers,
    commentResolvers,
    revisionResolvers,
    registryResolvers,
    assetResolvers,
    mutationResolvers,
    authMutationResolvers,
  );
}

/**
 * The executable WPGraphQL-compatible schema over a store: the core subset, Yoast's fields, the
 * ACF types derived from the field groups stored with the content (so it is built after an import),
 * and what the project's WordPress plugin adds (blockSupportStyles).
 */
export function createSchema(db: Store): GraphQLSchema {
  const base = buildSchema(readFileSync(SDL_FILE, 'utf8'));
  const acf = buildAcfExtension(readOption<AcfExport>(db, 'content_service_acf'), base);
  const typeDefs = [
    acf.typeDefs,
    templateTypeDefs(db, (name) => !!base.getType(name)),
    blockSupportStylesTypeDefs,
  ]
    .filter(Boolean)
    .join('\n');
  const schema = typeDefs ? extendSchema(base, parse(typeDefs)) : base;
  // The global query's tracing wraps the resolvers in place; the PHP scalars then rebuild the
  // types around them, wrapped resolvers included.
  return withPhpScalars(
    traceGlobalQuery(
      attachResolvers(
        schema,
        mergeResolvers(coreResolvers(), yoastResolvers, acf.resolvers, blockSupportStylesResolvers),
      ),
    ),
  );
}
