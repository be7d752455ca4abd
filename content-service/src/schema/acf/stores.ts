import type { RequestContext } from '../context';
import { option, postMeta, termMeta, userMeta } from '../model/loaders';
import { maybeUnserialize } from '../model/php-value';
import type { PostRow, TermRow, UserRow } from '../model/rows';

/**
 * Where one object's ACF values live. `get(name)` is the stored value of meta key / option
 * suffix `name`, decoded (PHP-serialized arrays become arrays/objects), or undefined when there
 * is no such row — the case in which ACF falls back to the field's default value.
 */
export interface AcfStore {
  get(name: string): unknown;
}

function metaStore(map: Map<string, string[]>): AcfStore {
  return {
    get: (name) => {
      const v = map.get(name)?.[0];
      return v === undefined ? undefined : maybeUnserialize(v);
    },
  };
}

export function postStore(ctx: RequestContext, postId: number): AcfStore {
  return metaStore(postMeta(ctx, postId));
}

export function termStore(ctx: RequestContext, termId: number): AcfStore {
  return metaStore(termMeta(ctx, termId));
}

export function userStore(ctx: RequestContext, userId: number): AcfStore {
  return metaStore(userMeta(ctx, userId));
}

/**
 * An options page's values: wp_options rows `<post_id>_<name>` (`options_site_logo`). The store
 * keeps options as JSON of the decoded value; a value still PHP-serialized is decoded too.
 */
export function optionsStore(ctx: RequestContext, postId: string): AcfStore {
  return {
    get: (name) => {
      const v = option(ctx, `${postId}_${name}`);
      return typeof v === 'string' ? maybeUnserialize(v) : v;
    },
  };
}

function isPostRow(source: object): source is PostRow {
  return 'post_type' in source && 'ID' in source;
}

function isTermRow(source: object): source is TermRow {
  return 'taxonomy' in source && 'term_id' in source;
}

function isUserRow(source: object): source is UserRow {
  return 'user_login' in source && 'ID' in source;
}

/**
 * The store of the node a field group hangs on. A preview (a revision or autosave served in
 * place of its parent) reads its parent's values, as WPGraphQL for ACF does: ACF does not copy
 * field values to autosaves.
 */
export function storeForNode(ctx: RequestContext, source: unknown): AcfStore | undefined {
  if (!source || typeof source !== 'object') return undefined;
  if (isPostRow(source)) return postStore(ctx, source.previewOf?.ID ?? source.ID);
  if (isTermRow(source)) return termStore(ctx, source.term_id);
  if (isUserRow(source)) return userStore(ctx, source.ID);
  return undefined;
}
