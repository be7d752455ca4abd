import { GraphQLError } from 'graphql';
import { capabilitiesOf } from '../../auth/role-capabilities';
import { canEditPost } from '../model/access';
import { asPreview, latestRevision } from '../model/previews';
import { prepared } from '../../store/prepared';
import type { RequestContext } from '../context';
import { readablePost } from './content-node';
import { canReadMenu, locationEnum, menuItemIds, menuLocations } from './menus';
import { postConnection } from './post-connections';
import { settingsRootFields } from './settings';
import { GRAPHQL_TAXONOMIES, taxonomyOfEnum, termConnection } from './term-connections';
import { fromGlobalId, phpAbsint, relayDatabaseId } from '../model/global-id';
import { postById, termById, userById } from '../model/loaders';
import { paginate, type ConnectionArgs } from '../model/paginate';
import { resolveGraphqlUri } from '../model/resolve-uri';
import { listUserIds, type UserWhere } from '../model/user-queries';
import type { PostRow, TermRow } from '../model/rows';
import { termByName, termBySlug } from '../model/term-queries';
import { sanitizeTitle } from '../render/php';
import { resolver, type Resolvers } from '../model/resolvers-type';

interface IdArgs {
  id: string;
  idType?: string | null;
  asPreview?: boolean | null;
}

/**
 * The database id of a global id as WPGraphQL's root fields read it (any type's id: the type is
 * not looked at), or their UserError when it has none.
 */
function globalDatabaseId(id: string, message = 'The ID input is invalid'): number {
  const databaseId = relayDatabaseId(id);
  if (!databaseId) throw new GraphQLError(message);
  return databaseId;
}

const INVALID_CONTENT_ID =
  'The ID input is invalid. Make sure you set the proper idType for your input.';

/**
 * A term as WPGraphQL's term loader gives it: a menu (nav_menu) through the Menu model, null
 * where that model is private (a menu in no location, to anonymous readers).
 */
function loadTerm(ctx: RequestContext, id: number): TermRow | null {
  const term = termById(ctx, id);
  if (!term) return null;
  return term.taxonomy !== 'nav_menu' || canReadMenu(ctx, term.term_id) ? term : null;
}

/** A content node by id type; `types` restricts it to one post type (post(), page(), ...). */
function contentNodeBy(ctx: RequestContext, args: IdArgs, types: string[]): PostRow | null {
  const idType = args.idType ?? 'ID';
  let row: PostRow | null = null;
  if (idType === 'DATABASE_ID') row = readablePost(ctx, phpAbsint(String(args.id)));
  else if (idType === 'ID') row = readablePost(ctx, globalDatabaseId(args.id, INVALID_CONTENT_ID));
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
  // A preview is the post's latest revision (Utils::get_post_preview_id), whose model is private
  // to who may not edit the post (null, not an error); a post without revisions is itself.
  if (canEditPost(ctx, row)) return asPreview(ctx, row);
  return latestRevision(ctx, row.ID) || updatedSincePublished(row) ? null : row;
}

/**
 * Whether WordPress holds a revision of the post that the store may lack: it saves one on every
 * update of a post or page (wp_save_post_revision on post_updated), and an export carries none,
 * but a post modified after its publication was updated (reference post 1011, "(edit 2)").
 */
function updatedSincePublished(row: PostRow): boolean {
  if (row.post_type !== 'post' && row.post_type !== 'page') return false;
  return row.post_date_gmt > '0000-00-00 00:00:00' && row.post_modified_gmt > row.post_date_gmt;
}

/**
 * category(), tag(), postFormat(): by slug, name or database id in the taxonomy; by global id any
 * term (WPGraphQL loads the id without looking at the taxonomy); by URI the taxonomy's term.
 * A menu by global id is left out: WPGraphQL answers it through the Menu model under the
 * taxonomy's type (its name, and errors on the fields that model lacks).
 */
function termBy(ctx: RequestContext, taxonomy: string, args: IdArgs): TermRow | null {
  const idType = args.idType ?? 'ID';
  if (idType === 'ID') {
    const term = loadTerm(ctx, globalDatabaseId(args.id));
    return term && term.taxonomy !== 'nav_menu' ? term : null;
  }
  let term: TermRow | undefined;
  if (idType === 'DATABASE_ID') term = termById(ctx, phpAbsint(String(args.id)));
  else if (idType === 'SLUG') {
    // get_term_by('slug') (and menu()'s WP_Term_Query) look up sanitize_title() of the value.
    const slug = sanitizeTitle(args.id);
    term = slug === '' ? undefined : termBySlug(ctx, taxonomy, slug);
  } else if (idType === 'NAME') term = termByName(ctx, taxonomy, args.id);
  else if (idType === 'URI') {
    const node = resolveGraphqlUri(ctx, args.id);
    term = node && 'taxonomy' in node ? node : undefined;
  }
  return term && term.taxonomy === taxonomy ? term : null;
}

/**
 * user(): by global id any type's id; by username or e-mail only for the user themself or who
 * may list users (WPGraphQL's UserErrors otherwise).
 */
function userBy(ctx: RequestContext, args: IdArgs) {
  const idType = args.idType ?? 'ID';
  const column: Record<string, string> = {
    SLUG: 'user_nicename',
    EMAIL: 'user_email',
    USERNAME: 'user_login',
  };
  let id: number | null = null;
  if (idType === 'DATABASE_ID') id = phpAbsint(String(args.id));
  else if (idType === 'ID') id = relayDatabaseId(args.id);
  else if (idType === 'URI') {
    const node = resolveGraphqlUri(ctx, args.id);
    id = node && 'user_login' in node ? node.ID : null;
  } else if (column[idType]) {
    if (idType !== 'SLUG' && !capabilitiesOf(ctx.viewer?.roles ?? []).includes('list_users')) {
      const self = ctx.viewer ? userById(ctx, ctx.viewer.id) : undefined;
      const own = idType === 'EMAIL' ? self?.user_email : self?.user_login;
      if (own !== args.id) {
        throw new GraphQLError(
          `You do not have permission to request a User by ${idType === 'EMAIL' ? 'Email' : 'Username'}`,
        );
      }
    }
    id = prepared(ctx.db, `SELECT ID FROM users WHERE ${column[idType]} = ?`)
      .pluck()
      .get(args.id) as number;
  }
  return id ? (userById(ctx, id) ?? null) : null;
}

/**
 * menu(): by location (its MenuLocationEnum name or its own; "No menu set for the provided
 * location" when none is), name or slug among menus; by database or global id any term, a menu
 * through the Menu model (null where private), another taxonomy's term as it is.
 */
function menuBy(ctx: RequestContext, args: IdArgs): TermRow | null {
  const idType = args.idType ?? 'ID';
  if (idType === 'LOCATION') {
    const entry = Object.entries(menuLocations(ctx)).find(
      ([slug]) => locationEnum(slug) === args.id || slug === args.id,
    );
    if (!entry) throw new GraphQLError('No menu set for the provided location');
    return loadTerm(ctx, entry[1]);
  }
  if (idType === 'DATABASE_ID') return loadTerm(ctx, phpAbsint(String(args.id)));
  if (idType === 'ID') return loadTerm(ctx, globalDatabaseId(args.id));
  const term = termBy(ctx, 'nav_menu', args);
  return term && canReadMenu(ctx, term.term_id) ? term : null;
}

/**
 * menuItems' parentId as MenuItemConnectionResolver reads it: undefined (no filter) when empty
 * but "0"; a number's absint; a global id's id part when it is a number; else -1 (no item has
 * that parent: WPGraphQL asks for the parent `false`).
 */
function menuItemParentId(value: string | null | undefined): number | undefined {
  if (value == null || value === '') return undefined;
  if (/^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(value))
    return Math.abs(Math.trunc(Number(value)));
  const decoded = Buffer.from(value, 'base64').toString('latin1');
  const id = decoded.slice(decoded.indexOf(':') + 1 || 1);
  return /^\s*[+-]?\d+\s*$/.test(id) ? Math.abs(Number(id)) : -1;
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
      // An empty id is no node, without an error (WPGraphQL checks empty() first).
      if (!args.id) return null;
      const parsed = fromGlobalId(args.id);
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
    // WPGraphQL does not read contentType: any content node answers.
    contentNode: resolver<unknown, IdArgs & { contentType?: string | null }>((_s, args, ctx) =>
      contentNodeBy(ctx, args, ['post', 'page', 'attachment']),
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
          ? phpAbsint(String(args.id))
          : globalDatabaseId(args.id);
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
    // By database id or global id any term answers, whatever the `taxonomy` (a menu fails:
    // WPGraphQL's Menu model resolves to no TermNode type, "Internal server error"); by name or
    // slug the `taxonomy` argument says where to look; by URI any taxonomy's term.
    termNode: resolver<unknown, IdArgs & { taxonomy?: string | null }>((_s, args, ctx) => {
      const taxonomy = taxonomyOfEnum(args.taxonomy);
      const idType = args.idType ?? 'ID';
      if (idType === 'DATABASE_ID' || idType === 'ID' || idType === 'URI') {
        let term: TermRow | null = null;
        if (idType === 'URI') {
          const node = resolveGraphqlUri(ctx, args.id);
          term = node && 'taxonomy' in node ? node : null;
        } else {
          const id =
            idType === 'DATABASE_ID' ? phpAbsint(String(args.id)) : globalDatabaseId(args.id);
          term = loadTerm(ctx, id);
          if (term?.taxonomy === 'nav_menu') throw new Error('TermNode resolved to no type');
        }
        return term && GRAPHQL_TAXONOMIES.includes(term.taxonomy) ? term : null;
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
        // MenuConnectionResolver ignores an empty id or slug (0, ""); WP_Term_Query looks up
        // sanitize_title() of the slug.
        .filter((t) => !where.id || t.term_id === where.id)
        .filter((t) => !where.slug || t.slug === sanitizeTitle(where.slug))
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
      // parentId (a global id or a number; it wins over parentDatabaseId) as WPGraphQL reads it.
      const parentId = menuItemParentId(args.where?.parentId);
      const parent = parentId !== undefined ? parentId : (args.where?.parentDatabaseId ?? null);
      const id = args.where?.id;
      const ids = menuItemIds(ctx, menus, parent == null ? undefined : parent).filter(
        (item) => id == null || item === id,
      );
      return paginate(ids, { ...args, where: null }, (id) => postById(ctx, id));
    }),
  },
};
