import {
  defaultFieldResolver,
  getNamedType,
  isAbstractType,
  isInterfaceType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { RequestContext } from './context';
import { conditionalTags } from './model/conditional-tags';
import { setupPost, setupTerm, setupUser } from './model/global-query';
import type { AnyResolver } from './model/resolvers-type';
import type { PostRow, TermRow, UserRow } from './model/rows';
import { templateHierarchy } from './model/templates';

/*
 * When WPGraphQL changes WordPress's global query, so that `templates` and `conditionalTags`
 * (model/global-query.ts) answer as the live site does:
 * - Reading a field of a Post, Term or User model runs the model's setup() first (once per field:
 *   the model keeps the value). Fields WPGraphQL or FaustWP resolve without the model do not.
 * - Resolving the GraphQL type of a post or term node reads the model (isRevision, taxonomyName).
 * - `post`/`page`/`mediaItem`/`contentNode` by id check the loaded post's type (a model field)
 *   when the node arrives; by URI or slug they go through the node resolver, which does not.
 * - Nodes and connections come from DataLoader buffers (graphql-php Deferreds): their fields are
 *   resolved after the synchronous fields beside them, in the order they were asked. Returning a
 *   promise from those resolvers gives graphql-js the same order.
 */

type ModelKind = 'post' | 'term' | 'user';

/** Fields resolved without reading the model (WPGraphQL's interface resolvers, FaustWP's fields). */
const WITHOUT_MODEL = new Set([
  'isComment',
  'isContentNode',
  'isTermNode',
  'templates',
  'conditionalTags',
  'shouldShowFaustToolbar',
]);

/** Not fields of the Term and User models: isset() on them is false without a setup. */
const NOT_TERM_OR_USER_FIELDS = new Set(['isFrontPage', 'isPostsPage']);

function modelKind(type: GraphQLObjectType): ModelKind | null {
  const interfaces = type.getInterfaces().map((i) => i.name);
  if (interfaces.includes('ContentNode')) return 'post';
  if (interfaces.includes('TermNode')) return 'term';
  return type.name === 'User' ? 'user' : null;
}

const isPostRow = (s: object): s is PostRow => 'post_type' in s && 'ID' in s;
const isTermRow = (s: object): s is TermRow => 'taxonomy' in s && 'term_id' in s;
const isUserRow = (s: object): s is UserRow => 'user_login' in s && 'ID' in s;

/** A step outside resolvers, kept in order with them (RequestContext.sequence). */
function inOrder(ctx: RequestContext, step: () => void): void {
  if (ctx.sequence) ctx.sequence(step);
  else step();
}

/** The model's setup(). */
function setup(ctx: RequestContext, kind: ModelKind, source: unknown): void {
  if (!source || typeof source !== 'object') return;
  if (kind === 'post' && isPostRow(source)) setupPost(ctx, source);
  else if (kind === 'term' && isTermRow(source)) setupTerm(ctx, source);
  else if (kind === 'user' && isUserRow(source)) setupUser(ctx, source);
}

/**
 * Model::prepare_field(): setup() before the first read of `field` on this model. Each place a
 * node appears in the answer is a model of its own (the loader builds one per load), known here
 * by its path in the answer (its fields share it), not by the row the store may share.
 */
function readField(
  ctx: RequestContext,
  kind: ModelKind,
  source: unknown,
  field: string,
  occurrence: object,
): void {
  const { read } = ctx.globalQuery;
  let fields = read.get(occurrence);
  if (!fields) read.set(occurrence, (fields = new Set()));
  if (fields.has(field)) return;
  fields.add(field);
  setup(ctx, kind, source);
}

const implementsAny = (type: GraphQLNamedType, names: string[]) =>
  (isObjectType(type) || isInterfaceType(type)) &&
  type.getInterfaces().some((i) => names.includes(i.name));

/** A field WPGraphQL answers with a Deferred: a connection, a one-to-one edge, a root node. */
function isDeferred(
  owner: GraphQLObjectType,
  field: GraphQLField<unknown, RequestContext>,
): boolean {
  const type = getNamedType(field.type);
  if (implementsAny(type, ['Connection', 'OneToOneConnection'])) return true;
  return owner.name === 'RootQuery' && (isAbstractType(type) || implementsAny(type, ['Node']));
}

/** Root fields whose resolver reads the loaded post's type (by id, not by URI or slug). */
const POST_BY_ID = new Set(['post', 'page', 'mediaItem', 'contentNode']);

function wrapField(owner: GraphQLObjectType, field: GraphQLField<unknown, RequestContext>): void {
  const inner = (field.resolve ?? defaultFieldResolver) as AnyResolver;
  const kind = modelKind(owner);
  const reads =
    kind !== null &&
    !WITHOUT_MODEL.has(field.name) &&
    !(kind !== 'post' && NOT_TERM_OR_USER_FIELDS.has(field.name));
  const deferred = isDeferred(owner, field);
  const checksType = owner.name === 'RootQuery' && POST_BY_ID.has(field.name);
  if (!reads && !deferred) return;
  field.resolve = (source, args, ctx: RequestContext, info) => {
    if (reads) readField(ctx, kind, source, field.name, info.path.prev ?? info.path);
    const value = inner(source, args, ctx, info);
    if (!deferred) return value;
    // The Deferred's own step (the DataLoader's load), then, for a root post by id, the
    // resolver's check of the post's type: one step later, as graphql-php's queue runs them.
    const loaded = Promise.resolve().then(() => value);
    const idType = (args as { idType?: string | null }).idType;
    if (!checksType || idType === 'URI' || idType === 'SLUG') return loaded;
    return loaded.then((node: unknown) => {
      inOrder(ctx, () => setup(ctx, 'post', node));
      return node;
    });
  };
}

/** Wires `templates`, `conditionalTags` and the setups that move the global query into the schema. */
export function traceGlobalQuery(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isAbstractType(type)) {
      const resolveType = type.resolveType;
      if (!resolveType) continue;
      type.resolveType = (source, ctx: RequestContext, info, abstract) => {
        if (source && typeof source === 'object') {
          if (isPostRow(source)) inOrder(ctx, () => setup(ctx, 'post', source));
          else if (isTermRow(source)) inOrder(ctx, () => setup(ctx, 'term', source));
        }
        return resolveType(source, ctx, info, abstract);
      };
      continue;
    }
    if (!isObjectType(type)) continue;
    const fields = type.getFields();
    if (fields.templates)
      fields.templates.resolve = (_s, _a, ctx: RequestContext) => templateHierarchy(ctx);
    if (fields.conditionalTags) {
      fields.conditionalTags.resolve = (_s, _a, ctx: RequestContext) => conditionalTags(ctx);
    }
    for (const field of Object.values(fields)) {
      wrapField(type, field as GraphQLField<unknown, RequestContext>);
    }
  }
  return schema;
}
