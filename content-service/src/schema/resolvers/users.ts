import { capabilitiesOf } from '../../auth/role-capabilities';
import type { ConnectionArgs } from '../model/paginate';
import { postConnection } from './post-connections';
import { canReadPrivate } from '../model/access';
import { toGlobalId } from '../model/global-id';
import { singleMeta, userMeta } from '../model/loaders';
import { maybeUnserialize } from '../model/php-value';
import { userUri } from '../model/permalinks';
import type { UserRow } from '../model/rows';
import { resolver, type Resolvers } from '../model/resolvers-type';
import { enqueuedAssetFields } from './assets';
import type { RequestContext } from '../context';
import { createHash } from 'node:crypto';

function metaString(ctx: RequestContext, user: UserRow, key: string): string | null {
  const v = singleMeta(userMeta(ctx, user.ID), key);
  return typeof v === 'string' && v !== '' ? v : null;
}

export function userRoles(ctx: RequestContext, user: UserRow): string[] {
  const raw = userMeta(ctx, user.ID).get('wp_capabilities')?.[0];
  const caps = maybeUnserialize(raw);
  return caps && typeof caps === 'object' ? Object.keys(caps as object) : [];
}

/** Private user fields are shown to the user themself and to administrators only. */
function canSeePrivate(ctx: RequestContext, user: UserRow): boolean {
  return ctx.viewer?.id === user.ID || canReadPrivate(ctx);
}

/** The avatar arguments of User and CommentAuthor. */
export interface AvatarArgs {
  size?: number | null;
  forceDefault?: boolean | null;
  rating?: string | null;
}

/**
 * An Avatar for an e-mail address, as get_avatar_data() makes it from the arguments WPGraphQL
 * passes: the size's absolute value (0 or none: 96), `f=y` when the default image is forced, the
 * rating in lower case. get_avatar_url() hashes the address with SHA-256 since WordPress 6.8
 * (case faust_viewer_bearer).
 */
export function gravatar(email: string, args: AvatarArgs = {}) {
  const size = typeof args.size === 'number' ? Math.abs(Math.trunc(args.size)) || 96 : 96;
  const forceDefault = args.forceDefault === true;
  const rating = (args.rating || 'g').toLowerCase();
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return {
    size,
    width: size,
    height: size,
    default: 'mm',
    forceDefault,
    rating,
    scheme: null,
    extraAttr: null,
    foundAvatar: true,
    isRestricted: false,
    url: `https://secure.gravatar.com/avatar/${hash}?s=${size}&d=mm${forceDefault ? '&f=y' : ''}&r=${rating}`,
  };
}

export const userResolvers: Resolvers = {
  User: {
    ...enqueuedAssetFields,
    id: resolver<UserRow>((u) => toGlobalId('user', u.ID)),
    databaseId: resolver<UserRow>((u) => u.ID),
    userId: resolver<UserRow>((u) => u.ID),
    name: resolver<UserRow>((u) => u.display_name || null),
    slug: resolver<UserRow>((u) => u.user_nicename),
    // WPGraphQL's User model hides nicename from those who cannot see private fields (slug shows it).
    nicename: resolver<UserRow, never>((u, _a, ctx) =>
      canSeePrivate(ctx, u) ? u.user_nicename : null,
    ),
    uri: resolver<UserRow, never>((u, _a, ctx) => userUri(ctx, u)),
    url: resolver<UserRow>((u) => u.user_url || null),
    description: resolver<UserRow, never>((u, _a, ctx) => metaString(ctx, u, 'description')),
    firstName: resolver<UserRow, never>((u, _a, ctx) => metaString(ctx, u, 'first_name')),
    lastName: resolver<UserRow, never>((u, _a, ctx) => metaString(ctx, u, 'last_name')),
    nickname: resolver<UserRow, never>((u, _a, ctx) =>
      canSeePrivate(ctx, u) ? metaString(ctx, u, 'nickname') : null,
    ),
    username: resolver<UserRow, never>((u, _a, ctx) =>
      canSeePrivate(ctx, u) ? u.user_login : null,
    ),
    email: resolver<UserRow, never>((u, _a, ctx) => (canSeePrivate(ctx, u) ? u.user_email : null)),
    locale: resolver<UserRow, never>((u, _a, ctx) =>
      canSeePrivate(ctx, u) ? (metaString(ctx, u, 'locale') ?? 'en_US') : null,
    ),
    registeredDate: resolver<UserRow, never>((u, _a, ctx) =>
      canSeePrivate(ctx, u)
        ? new Date(u.user_registered.replace(' ', 'T') + 'Z')
            .toISOString()
            .replace('.000Z', '+00:00')
        : null,
    ),
    capabilities: resolver<UserRow, never>((u, _a, ctx) =>
      canSeePrivate(ctx, u) ? capabilitiesOf(userRoles(ctx, u)) : null,
    ),
    // FaustWP reads the signed-in user's "Show Toolbar when viewing site" preference (whichever
    // user is asked): anonymously none (false); WordPress stores it 'true' for every new user and
    // exports carry no user meta, so it is on unless turned off.
    shouldShowFaustToolbar: resolver<UserRow, never>(
      (_u, _a, ctx) =>
        ctx.viewer !== null &&
        singleMeta(userMeta(ctx, ctx.viewer.id), 'show_admin_bar_front') !== 'false',
    ),
    roles: resolver<UserRow, never>((u, _a, ctx) => {
      if (!canSeePrivate(ctx, u)) return null;
      const nodes = userRoles(ctx, u).map((name) => ({
        id: toGlobalId('user_role', name),
        name,
        displayName: name[0]?.toUpperCase() + name.slice(1),
        capabilities: null,
        isRestricted: false,
      }));
      return {
        nodes,
        edges: nodes.map((node) => ({ node, cursor: null })),
        pageInfo: {
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: null,
          endCursor: null,
        },
      };
    }),
    avatar: resolver<UserRow, AvatarArgs>((u, args) => gravatar(u.user_email, args)),
    // Profile preferences: private fields (null to others), as WordPress stores them in usermeta.
    adminColor: resolver<UserRow, never>((u, _a, ctx) =>
      canSeePrivate(ctx, u) ? (metaString(ctx, u, 'admin_color') ?? 'fresh') : null,
    ),
    hasCommentShortcutsEnabled: resolver<UserRow, never>((u, _a, ctx) =>
      canSeePrivate(ctx, u) ? metaString(ctx, u, 'comment_shortcuts') === 'true' : null,
    ),
    capKey: resolver<UserRow, never>((u, _a, ctx) =>
      canSeePrivate(ctx, u) ? 'wp_capabilities' : null,
    ),
    // WP_User::$allcaps: the roles' capabilities and the role names themselves.
    extraCapabilities: resolver<UserRow, never>((u, _a, ctx) => {
      if (!canSeePrivate(ctx, u)) return null;
      const roles = userRoles(ctx, u);
      return [...capabilitiesOf(roles), ...roles];
    }),
    hasRichEditingEnabled: resolver<UserRow, never>((u, _a, ctx) =>
      canSeePrivate(ctx, u) ? metaString(ctx, u, 'rich_editing') !== 'false' : null,
    ),
    hasSyntaxHighlightingEnabled: resolver<UserRow, never>((u, _a, ctx) =>
      canSeePrivate(ctx, u) ? metaString(ctx, u, 'syntax_highlighting') !== 'false' : null,
    ),
    shouldShowAdminToolbar: resolver<UserRow, never>((u, _a, ctx) =>
      canSeePrivate(ctx, u) ? metaString(ctx, u, 'show_admin_bar_front') !== 'false' : null,
    ),
    // The author archive's posts (WPGraphQL: a posts query with the user as author).
    posts: resolver<UserRow, ConnectionArgs>((u, args, ctx) =>
      postConnection(ctx, ['post'], args, { authorId: u.ID }),
    ),
    pages: resolver<UserRow, ConnectionArgs>((u, args, ctx) =>
      postConnection(ctx, ['page'], args, { authorId: u.ID }),
    ),
    mediaItems: resolver<UserRow, ConnectionArgs>((u, args, ctx) =>
      postConnection(ctx, ['attachment'], args, { authorId: u.ID }),
    ),
    isContentNode: () => false,
    isTermNode: () => false,
    // WPGraphQL restricts a user's model for readers who may not list users (but not for themself).
    isRestricted: resolver<UserRow, never>((u, _a, ctx) => !canSeePrivate(ctx, u)),
  },
};
