import type { RequestContext } from '../schema/context';
import { canEditPost, canReadPost } from '../schema/model/access';
import { postById, userById } from '../schema/model/loaders';
import { homeUrl, postLink, userUri } from '../schema/model/permalinks';
import { previewLink } from '../schema/model/previews';
import { renderTitle } from '../schema/render';
import { gravatarUrl } from '../schema/yoast/people';
import { filterFields, restLink, type Params } from './rest-collection';
import { restError, type RestAnswer } from './rest-response';

/*
 * Core's single items a signed-in editor's tools read: `/wp/v2/users/me` and `/wp/v2/posts/ID`
 * (also in the edit context). Signed-in answers list every method the user may use in Allow.
 */

const EDITOR_METHODS = 'GET, POST, PUT, PATCH, DELETE';

function avatarUrls(email: string): Record<string, string> {
  const url = gravatarUrl(email);
  return Object.fromEntries([24, 48, 96].map((size) => [size, url.replace('s=96', `s=${size}`)]));
}

export function currentUser(ctx: RequestContext): RestAnswer {
  const user = ctx.viewer ? userById(ctx, ctx.viewer.id) : undefined;
  if (!user) {
    return {
      ...restError(401, 'rest_not_logged_in', 'You are not currently logged in.'),
      allow: 'GET',
    };
  }
  const api = `${homeUrl(ctx)}/wp-json/wp/v2/users`;
  const body = {
    id: user.ID,
    name: user.display_name,
    url: user.user_url,
    description: '',
    link: `${homeUrl(ctx)}${userUri(ctx, user)}`,
    slug: user.user_nicename,
    avatar_urls: avatarUrls(user.user_email),
    meta: [],
    acf: [],
    yoast_head: null,
    yoast_head_json: null,
    _links: {
      self: [{ href: `${api}/${user.ID}`, targetHints: { allow: EDITOR_METHODS.split(', ') } }],
      collection: [{ href: api }],
    },
  };
  return { status: 200, allow: EDITOR_METHODS, body };
}

/**
 * A post's REST link: its permalink on the front end, or for an unpublished post FaustWP's
 * preview link (with the path percent-encoded, as get_preview_post_link writes it).
 */
function itemLink(ctx: RequestContext, row: Parameters<typeof postLink>[1]): string | null {
  if (row.post_status !== 'publish') return previewLink(ctx, row, { encodePath: true });
  const link = postLink(ctx, row);
  return link === null ? null : restLink(ctx, link);
}

export function singlePost(ctx: RequestContext, id: number, params: Params): RestAnswer {
  const row = postById(ctx, id);
  if (!row || row.post_type !== 'post') {
    return restError(404, 'rest_post_invalid_id', 'Invalid post ID.');
  }
  const status = ctx.viewer ? 403 : 401;
  if (!canReadPost(ctx, row)) {
    return restError(status, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
  }
  const edit = params.context === 'edit';
  if (edit && !canEditPost(ctx, row)) {
    return restError(
      status,
      'rest_forbidden_context',
      'Sorry, you are not allowed to edit this post.',
    );
  }
  // get_the_title() as the REST API gives it: texturized, with its entities (WPGraphQL decodes them).
  const rendered = renderTitle(row.post_title);
  const item = {
    id: row.ID,
    date: row.post_date.replace(' ', 'T'),
    slug: row.post_name,
    status: row.post_status,
    type: row.post_type,
    link: itemLink(ctx, row),
    title: edit ? { raw: row.post_title, rendered } : { rendered },
    author: row.post_author,
  };
  // The alternate link is get_permalink(): a published post's permalink as FaustWP filters it
  // (on the front end), else the plain `?p=ID` on the WordPress host.
  const permalink = row.post_status === 'publish' ? itemLink(ctx, row) : null;
  const alternate = `<${permalink ?? `${homeUrl(ctx)}/?p=${row.ID}`}>; rel="alternate"; type=text/html`;
  return {
    status: 200,
    allow: canEditPost(ctx, row) ? EDITOR_METHODS : 'GET',
    headers: [['Link', alternate]],
    body: filterFields(item, params),
  };
}
