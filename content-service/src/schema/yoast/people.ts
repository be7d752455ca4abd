import { createHash, createHmac } from 'node:crypto';
import type { RequestContext } from '../context';
import { option, userById, userMeta, singleMeta } from '../model/loaders';
import { homeUrl, userUri } from '../model/permalinks';
import type { SchemaPerson } from './schema-graph';
import { yoastSettings } from './settings';

/**
 * wp_hash($data): HMAC-MD5 keyed with wp_salt('auth'). Without AUTH_KEY/AUTH_SALT constants
 * WordPress keeps the salt in the `auth_key` and `auth_salt` options; a site exported without them
 * gets different (but stable) person ids than the original.
 */
export function wpHash(ctx: RequestContext, data: string): string {
  const salt = `${option<string>(ctx, 'auth_key') ?? ''}${option<string>(ctx, 'auth_salt') ?? ''}`;
  return createHmac('md5', salt).update(data).digest('hex');
}

/** get_avatar_url(): Gravatar by SHA-256 of the e-mail, at Yoast's 96px, mystery-man default. */
export function gravatarUrl(email: string, size = 96): string {
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `https://secure.gravatar.com/avatar/${hash}?s=${size}&d=mm&r=g`;
}

/** Yoast's Person schema id of a user: `<home>/#/schema/person/<wp_hash(login . id)>`. */
export function personId(ctx: RequestContext, userId: number): string {
  const user = userById(ctx, userId);
  const data = `${user?.user_login ?? ''}${userId}`;
  return `${yoastSettings(ctx).homeSlash}#/schema/person/${wpHash(ctx, data)}`;
}

export function displayName(ctx: RequestContext, userId: number): string {
  return userById(ctx, userId)?.display_name ?? '';
}

/** A user profile field (usermeta such as `twitter`, `facebook`), '' when unset. */
export function userField(ctx: RequestContext, userId: number, key: string): string {
  const v = singleMeta(userMeta(ctx, userId), key);
  return typeof v === 'string' ? v.trim() : '';
}

/** The Person node of a post author, with their archive URL unless author archives are off. */
export function schemaPerson(ctx: RequestContext, userId: number): SchemaPerson | undefined {
  const user = userById(ctx, userId);
  if (!user) return undefined;
  const s = yoastSettings(ctx);
  const person: SchemaPerson = {
    id: personId(ctx, userId),
    name: user.display_name,
    imageUrl: gravatarUrl(user.user_email),
  };
  const sameAs = [user.user_url, userField(ctx, userId, 'facebook')].filter((u) => u !== '');
  if (sameAs.length > 0) person.sameAs = sameAs;
  if (s.titles['disable-author'] !== true) person.url = homeUrl(ctx) + userUri(ctx, user);
  return person;
}
