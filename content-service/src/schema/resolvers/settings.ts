import type { RequestContext } from '../context';
import { toGlobalId } from '../model/global-id';
import { option } from '../model/loaders';
import { resolver, type Resolvers } from '../model/resolvers-type';

const str = (ctx: RequestContext, name: string, fallback: string | null = null): string | null => {
  const v = option<unknown>(ctx, name);
  return v == null ? fallback : String(v);
};
const int = (ctx: RequestContext, name: string, fallback: number | null = null): number | null => {
  const v = Number(option<unknown>(ctx, name));
  return Number.isFinite(v) && option(ctx, name) != null ? Math.trunc(v) : fallback;
};

/** Settings groups as WPGraphQL registers them, each read from its WordPress option. */
function general(ctx: RequestContext) {
  return {
    homeUrl: str(ctx, 'home'),
    title: str(ctx, 'blogname'),
    description: str(ctx, 'blogdescription'),
    url: str(ctx, 'home'),
    email: ctx.viewer ? str(ctx, 'admin_email') : null,
    language: str(ctx, 'WPLANG') || 'en_US',
    timezone: str(ctx, 'timezone_string') || 'UTC',
    dateFormat: str(ctx, 'date_format', 'F j, Y'),
    timeFormat: str(ctx, 'time_format', 'g:i a'),
    startOfWeek: int(ctx, 'start_of_week', 1),
  };
}

function reading(ctx: RequestContext) {
  return {
    postsPerPage: int(ctx, 'posts_per_page', 10),
    showOnFront: str(ctx, 'show_on_front', 'posts'),
    pageOnFront: int(ctx, 'page_on_front', 0),
    pageForPosts: int(ctx, 'page_for_posts', 0),
  };
}

function discussion(ctx: RequestContext) {
  return {
    defaultCommentStatus: str(ctx, 'default_comment_status', 'open'),
    defaultPingStatus: str(ctx, 'default_ping_status', 'open'),
  };
}

function writing(ctx: RequestContext) {
  return {
    defaultCategory: int(ctx, 'default_category', 1),
    defaultPostFormat: str(ctx, 'default_post_format', '0'),
    useSmilies: Boolean(int(ctx, 'use_smilies', 1)),
  };
}

function permalink(ctx: RequestContext) {
  return {
    structure: str(ctx, 'permalink_structure', ''),
    categoryBase: str(ctx, 'category_base', ''),
    tagBase: str(ctx, 'tag_base', ''),
  };
}

function prefixed(prefix: string, values: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [prefix + k[0]!.toUpperCase() + k.slice(1), v]),
  );
}

/** A settings group's node id, as WPGraphQL's (`setting_group:general`). */
const group = (name: string, values: Record<string, unknown>) => ({
  id: toGlobalId('setting_group', name),
  ...values,
});

export const settingsRootFields = {
  generalSettings: resolver<unknown, never>((_s, _a, ctx) => group('general', general(ctx))),
  readingSettings: resolver<unknown, never>((_s, _a, ctx) => group('reading', reading(ctx))),
  discussionSettings: resolver<unknown, never>((_s, _a, ctx) =>
    group('discussion', discussion(ctx)),
  ),
  writingSettings: resolver<unknown, never>((_s, _a, ctx) => group('writing', writing(ctx))),
  permalinkSettings: resolver<unknown, never>((_s, _a, ctx) => group('permalink', permalink(ctx))),
  allSettings: resolver<unknown, never>((_s, _a, ctx) => ({
    ...prefixed('generalSettings', general(ctx)),
    ...prefixed('readingSettings', reading(ctx)),
    ...prefixed('discussionSettings', discussion(ctx)),
    ...prefixed('writingSettings', writing(ctx)),
    ...prefixed('permalinkSettings', permalink(ctx)),
  })),
};

export const settingsResolvers: Resolvers = {};
