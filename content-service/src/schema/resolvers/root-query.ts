import { GraphQLError } from 'graphql';
import { canEditPost } from '../model/access';
import { asPreview } from '../model/previews';
import { prepared } from '../../store/prepared';
import type { RequestContext } from '../context';
import { readablePost } from './content-node';
import { canReadMenu, locationEnum, menuItemIds, menuLocations } from './menus';
import { postConnection } from './post-connections';
import { settingsRootFields } from './settings';
import { GRAPHQL_TAXONOMIES, taxonomyOfEnum, termConnection } from './term-connections';
import { fromGlobalId } from '../model/global-id';
import { postById, termById, userById } from '../model/loaders';
import { paginate, type ConnectionArgs } from '../model/paginate';
import { resolveGraphqlUri } from '../model/resolve-uri';
import { listUserIds, type UserWhere } from '../model/user-queries';
import type { PostRow, TermRow } from '../model/rows';
import { termByName, termBySlug } from '../model/term-queries';
import { resolver, type Resolvers } from '../model/resolvers-type';

interface IdArgs {
  id: string;
  idType?: string | null;
  asPreview?: boolean | null;
}

function globalDatabaseId(id: string, kinds: string[]): number | null {
  const parsed = fromGlobalId(id);
  if (!parsed || !kinds.includes(parsed.type)) return null;
  const n = Number(parsed.id);
  return Number.isInteger(n) ? n : null;
}

/** A content node by id type; `types` restricts it to one post type (post(), page(), ...). */
function contentNodeBy(ctx: RequestContext, args: IdArgs, types: string[]): PostRow | null {
  // Previews are for signed-in editors only: anonymous readers get null, not an error.
  if (args.asPreview && !ctx.viewer) return null;
  const idType = args.idType ?? 'ID';
  let row: PostRow | null = null;
  if (idType === 'DATABASE_ID') row = readablePost(ctx, Number(args.id));
  else if (idType === 'ID') row = readablePost(ctx, globalDatabaseId(args.id, ['post']));
  else if (idType === 'URI') {
    const node = resolveGraphqlUri(ctx, args.id);
    row = node && 'post_type' in node ? node : null;
  } else if (idType === 'SLUG') {
    const id = prepared(
      ctx.db,
      `SELECT ID FROM posts WHERE post_name = ? AND post_type IN (${types.map(() => '?').join(', ')}) ORDER BY post_status = 'publish' DESC, ID LIMIT 1`,
    )
      .pluck()
      .get(encodeURIComponent(args.id).toLowerCase(), ...types) as number | undefined;
    row = readablePost(ctx, id);
  } else if (idType === 'SOURCE_URL') {
    const file = args.id.replace(/^.*\/wp-content\/uploads\//, '');
    const id = prepared(
      ctx.db,
      `SELECT post_id FROM postmeta WHERE meta_key = '_wp_attached_file' AND meta_value = ? LIMIT 1`,
    )
      .pluck()
      .get(file) as number | undefined;
    row = readablePost(ctx, id);
  }
  if (!row || !types.includes(row.post_type)) return null;
  if (!args.asPreview) return row;
  // A preview shows unpublished edits: only for who may edit the post.
  return canEditPost(ctx, row) ? asPreview(ctx, row) : null;
}

function termBy(ctx: RequestContext, taxonomy: string, args: IdArgs): TermRow | null {
  const idType = args.idType ?? 'ID';
  let term: TermRow | undefined;
  if (idType === 'DATABASE_ID') term = termById(ctx, Number(args.id));
  else if (idType === 'ID') term = termById(ctx, globalDatabaseId(args.id, ['term']) ?? 0);
  else if (idType === 'SLUG') term = termBySlug(ctx, taxonomy, args.id);
  else if (idType === 'NAME') term = termByName(ctx, taxonomy, args.id);
  else if (idType === 'URI') {
    const node = resolveGraphqlUri(ctx, args.id);
    term = node && 'taxonomy' in node ? node : undefined;
  }
  return term && term.taxonomy === taxonomy ? term : null;
}

function userBy(ctx: RequestContext, args: IdArgs) {
  const idType = args.idType ?? 'ID';
  const column: Record<string, string> = {
    SLUG: 'user_nicename',
    EMAIL: 'user_email',
    USERNAME: 'user_login',
  };
  let id: number | null = null;
  if (idType === 'DATABASE_ID') id = Number(args.id);
  else if (idType === 'ID') id = globalDatabaseId(args.id, ['user']);
  else if (idType === 'URI') {
    const node = resolveGraphqlUri(ctx, args.id);
    id = node && 'user_login' in node ? node.ID : null;
  } else if (column[idType]) {
    id = prepared(ctx.db, `SELECT ID FROM users WHERE ${column[idType]} = ?`)
      .pluck()
      .get(args.id) as number;
  }
  return id ? (userById(ctx, id) ?? null) : null;
}

function menuBy(ctx: RequestContext, args: IdArgs): TermRow | null {
  const idType = args.idType ?? 'ID';
  let term: TermRow | null = null;
  if (idType === 'LOCATION') {
    const entry = Object.entries(menuLocations(ctx)).find(
      ([slug]) => locationEnum(slug) === args.id,
    );
    term = entry ? (termById(ctx, entry[1]) ?? null) : null;
  } else term = termBy(ctx, 'nav_menu', args);
  return term && canReadMenu(ctx, term.term_id) ? term : null;
}

export const rootQueryResolvers: Resolvers = {
  RootQuery: {
    ...settingsRootFields,
    viewer: resolver<unknown, never>((_s, _a, ctx) =>
      ctx.viewer ? (userById(ctx, ctx.viewer.id) ?? null) : null,
    ),
    nodeByUri: resolver<unknown, { uri: string }>((_s, args, ctx) =>
      resolveGraphqlUri(ctx, args.uri),
    ),
    node: resolver<unknown, { id?: string }>((_s, args, ctx) => {
      const parsed = args.id ? fromGlobalId(args.id) : null;
      if (!parsed) {
        throw new GraphQLError(`The global ID isn&#039;t recognized ID: ${args.id ?? ''}`);
      }
      const n = Number(parsed.id);
      if (parsed.type === 'post') return readablePost(ctx, n);
      if (parsed.type === 'term') return termById(ctx, n) ?? null;
      if (parsed.type === 'user') return userById(ctx, n) ?? null;
      if (parsed.type === 'post_type') return { kind: 'contentType', name: parsed.id };
      return null;
    }),
    contentNode: resolver<unknown, IdArgs & { contentType?: string | null }>((_s, args, ctx) =>
      contentNodeBy(
        ctx,
        args,
        args.contentType ? [args.contentType.toLowerCase()] : ['post', 'page', 'attachment'],
      ),
    ),
    post: resolver<unknown, IdArgs>((_s, args, ctx) => contentNodeBy(ctx, args, ['post'])),
    page: resolver<unknown, IdArgs>((_s, args, ctx) => contentNodeBy(ctx, args, ['page'])),
    mediaItem: resolver<unknown, IdArgs>((_s, args, ctx) =>
      contentNodeBy(ctx, args, ['attachment']),
    ),
    postBy: resolver<unknown, { id?: string; postId?: number; slug?: string; uri?: string }>(
      (_s, a, ctx) => {
        if (a.id) return contentNodeBy(ctx, { id: a.id, idType: 'ID' }, ['post']);
        if (a.postId)
          return contentNodeBy(ctx, { id: String(a.postId), idType: 'DATABASE_ID' }, ['post']);
        if (a.slug) return contentNodeBy(ctx, { id: a.slug, idType: 'SLUG' }, ['post']);
        if (a.uri) return contentNodeBy(ctx, { id: a.uri, idType: 'URI' }, ['post']);
        return null;
      },
    ),
    mediaItemBy: resolver<
      unknown,
      { id?: string; mediaItemId?: number; slug?: string; uri?: string }
    >((_s, a, ctx) => {
      const types = ['attachment'];
      if (a.id) return contentNodeBy(ctx, { id: a.id, idType: 'ID' }, types);
      if (a.mediaItemId)
        return contentNodeBy(ctx, { id: String(a.mediaItemId), idType: 'DATABASE_ID' }, types);
      if (a.slug) return contentNodeBy(ctx, { id: a.slug, idType: 'SLUG' }, types);
      if (a.uri) return contentNodeBy(ctx, { id: a.uri, idType: 'URI' }, types);
      return null;
    }),
    pageBy: resolver<unknown, { id?: string; pageId?: number; uri?: string }>((_s, a, ctx) => {
      if (a.id) return contentNodeBy(ctx, { id: a.id, idType: 'ID' }, ['page']);
      if (a.pageId)
        return contentNodeBy(ctx, { id: String(a.pageId), idType: 'DATABASE_ID' }, ['page']);
      if (a.uri) return contentNodeBy(ctx, { id: a.uri, idType: 'URI' }, ['page']);
      return null;
    }),
    category: resolver<unknown, IdArgs>((_s, args, ctx) => termBy(ctx, 'category', args)),
    tag: resolver<unknown, IdArgs>((_s, args, ctx) => termBy(ctx, 'post_tag', args)),
    user: resolver<unknown, IdArgs>((_s, args, ctx) => userBy(ctx, args)),
    menu: resolver<unknown, IdArgs>((_s, args, ctx) => menuBy(ctx, args)),
    menuItem: resolver<unknown, IdArgs>((_s, args, ctx) => {
      const id =
        (args.idType ?? 'ID') === 'DATABASE_ID'
          ? Number(args.id)
          : globalDatabaseId(args.id, ['post']);
      const row = id ? postById(ctx, id) : undefined;
      return row?.post_type === 'nav_menu_item' ? row : null;
    }),
    posts: resolver<unknown, ConnectionArgs>((_s, args, ctx) =>
      postConnection(ctx, ['post'], args),
    ),
    pages: resolver<unknown, ConnectionArgs>((_s, args, ctx) =>
      postConnection(ctx, ['page'], args),
    ),
    mediaItems: resolver<unknown, ConnectionArgs>((_s, args, ctx) =>
      postConnection(ctx, ['attachment'], args),
    ),
    // WPGraphQL asks WP_Query for `publish` here unless told otherwise: attachments, whose
    // status is `inherit`, are in the types but never in the list.
    contentNodes: resolver<unknown, ConnectionArgs>((_s, args, ctx) => {
      const where = args.where as { status?: unknown; stati?: unknown[] } | null | undefined;
      const statusGiven = where?.status != null || (where?.stati?.length ?? 0) > 0;
      return postConnection(
        ctx,
        ['post', 'page', 'attachment'],
        args,
        statusGiven ? {} : { statuses: ['publish'] },
      );
    }),
    categories: resolver<unknown, ConnectionArgs>((_s, args, ctx) =>
      termConnection(ctx, 'category', args),
    ),
    tags: resolver<unknown, ConnectionArgs>((_s, args, ctx) =>
      termConnection(ctx, 'post_tag', args),
    ),
    postFormat: resolver<unknown, IdArgs>((_s, args, ctx) => termBy(ctx, 'post_format', args)),
    postFormats: resolver<unknown, ConnectionArgs>((_s, args, ctx) =>
      termConnection(ctx, 'post_format', args),
    ),
    terms: resolver<unknown, ConnectionArgs>((_s, args, ctx) =>
      termConnection(ctx, GRAPHQL_TAXONOMIES, args),
    ),
    // By database id or global id any taxonomy's term answers; by name, slug or URI the
    // `taxonomy` argument says where to look.
    termNode: resolver<unknown, IdArgs & { taxonomy?: string | null }>((_s, args, ctx) => {
      const taxonomy = taxonomyOfEnum(args.taxonomy);
      const idType = args.idType ?? 'ID';
      if (idType === 'DATABASE_ID' || idType === 'ID' || idType === 'URI') {
        const id =
          idType === 'DATABASE_ID'
            ? Number(args.id)
            : idType === 'ID'
              ? globalDatabaseId(args.id, ['term'])
              : null;
        const node = idType === 'URI' ? resolveGraphqlUri(ctx, args.id) : null;
        const term = id != null ? termById(ctx, id) : node && 'taxonomy' in node ? node : undefined;
        if (!term || !GRAPHQL_TAXONOMIES.includes(term.taxonomy)) return null;
        return taxonomy && term.taxonomy !== taxonomy ? null : term;
      }
      if (!taxonomy) {
        throw new GraphQLError(
          'When fetching a Term Node by &quot;slug&quot; or &quot;name&quot;, the &quot;taxonomy&quot; also needs to be set as an input.',
        );
      }
      return termBy(ctx, taxonomy, args);
    }),
    users: resolver<unknown, ConnectionArgs & { where?: UserWhere | null }>((_s, args, ctx) =>
      paginate(listUserIds(ctx, args.where ?? {}), args, (id) => userById(ctx, id), {
        users: true,
      }),
    ),
    menus: resolver<
      unknown,
      ConnectionArgs & {
        where?: { id?: number | null; location?: string | null; slug?: string | null } | null;
      }
    >((_s, args, ctx) => {
      const where = args.where ?? {};
      const located = where.location
        ? Object.entries(menuLocations(ctx))
            .filter(([slug]) => locationEnum(slug) === where.location)
            .map(([, id]) => id)
        : null;
      const ids = (termConnection(ctx, 'nav_menu', { first: 100 }).nodes as TermRow[])
        .filter((t) => where.id == null || t.term_id === where.id)
        .filter((t) => where.slug == null || t.slug === where.slug)
        .map((t) => t.term_id)
        .filter((id) => located === null || located.includes(id))
        .filter((id) => canReadMenu(ctx, id));
      return paginate(ids, { ...args, where: null }, (id) => termById(ctx, id));
    }),
    menuItems: resolver<
      unknown,
      ConnectionArgs & {
        where?: {
          id?: number | null;
          location?: string | null;
          parentDatabaseId?: number | null;
          parentId?: string | null;
        } | null;
      }
    >((_s, args, ctx) => {
      const locations = menuLocations(ctx);
      let menus = args.where?.location
        ? Object.entries(locations)
            .filter(([slug]) => locationEnum(slug) === args.where?.location)
            .map(([, id]) => id)
        : [...new Set(Object.values(locations))];
      menus = menus.filter((id) => canReadMenu(ctx, id));
      // parentId is the parent item's global id (`post:1835`), parentDatabaseId its number.
      const globalParent = args.where?.parentId ? fromGlobalId(args.where.parentId) : null;
      const parent =
        args.where?.parentDatabaseId ?? (globalParent ? Number(globalParent.id) : null);
      const id = args.where?.id;
      const ids = menuItemIds(ctx, menus, parent == null ? undefined : parent).filter(
        (item) => id == null || item === id,
      );
      return paginate(ids, { ...args, where: null }, (id) => postById(ctx, id));
    }),
  },
};
