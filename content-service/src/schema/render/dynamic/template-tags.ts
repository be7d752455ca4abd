import { createHash } from 'node:crypto';
import { renderTitle } from '../content';
import { escAttr, escUrl, sanitizeHtmlClass } from '../php';
import { phpDate } from '../php-date';
import type { CommentInfo, PostInfo, SiteData, UserInfo } from './site-data';

/*
 * WordPress template tags the dynamic blocks share: titles, dates, avatars, post classes,
 * comment author data. English strings, as the reference site (en_US) prints them.
 */

/** get_the_title(): the_title filters, with the Protected:/Private: prefixes. */
export function getTheTitle(post: PostInfo): string {
  let title = post.title;
  if (post.password !== '') title = `Protected: ${title}`;
  else if (post.status === 'private') title = `Private: ${title}`;
  return renderTitle(title);
}

/** A site option as a string (WordPress's default when the row is missing). */
export function optionString(site: SiteData, name: string, fallback: string): string {
  const value = site.option(name);
  if (value === undefined || value === null) return fallback;
  return String(value);
}

/** A boolean option ('1'/1/true), WordPress's default when missing. */
export function optionFlag(site: SiteData, name: string, fallback: boolean): boolean {
  const value = site.option(name);
  if (value === undefined || value === null) return fallback;
  return value === true || value === 1 || value === '1';
}

/** get_the_date( $format ) / mysql2date() on a site-time `Y-m-d H:i:s`. */
export function formatDate(site: SiteData, local: string, format = ''): string {
  return phpDate(format || optionString(site, 'date_format', 'F j, Y'), local, site.utcOffset);
}

/** get_avatar_url() of an email address at a size (Gravatar, default image and rating). */
export function avatarUrl(site: SiteData, email: string, size: number): string {
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const defaults: Record<string, string> = {
    mystery: 'mm',
    mysteryman: 'mm',
    gravatar_default: '',
  };
  const setting = optionString(site, 'avatar_default', 'mystery');
  const d = defaults[setting] ?? setting;
  const rating = optionString(site, 'avatar_rating', 'G').toLowerCase();
  const query = [`s=${size}`, d ? `d=${encodeURIComponent(d)}` : '', `r=${rating}`]
    .filter(Boolean)
    .join('&');
  return `https://secure.gravatar.com/avatar/${hash}?${query}`;
}

export interface AvatarOptions {
  alt?: string;
  className?: string;
  /** Extra attributes text, printed after width (get_avatar's `extra_attr`). */
  extraAttr?: string;
}

/** get_avatar(): '' when avatars are off. No loading attributes inside the_content. */
export function getAvatar(site: SiteData, email: string, size: number, options: AvatarOptions) {
  if (!optionFlag(site, 'show_avatars', true)) return '';
  const classes = ['avatar', `avatar-${size}`, 'photo'];
  if (options.className) classes.push(options.className);
  return (
    `<img alt='${escAttr(options.alt ?? '')}' src='${escUrl(avatarUrl(site, email, size))}' ` +
    `srcset='${escUrl(avatarUrl(site, email, size * 2))} 2x' class='${escAttr(classes.join(' '))}' ` +
    `height='${size}' width='${size}' ${options.extraAttr ?? ''}/>`
  );
}

/** The email get_avatar() hashes for a comment: the registered user's, else the comment's. */
export function commentEmail(site: SiteData, comment: CommentInfo): string {
  const user = comment.userId ? site.user(comment.userId) : null;
  return user?.email ?? comment.authorEmail;
}

/** get_comment_author(): the name given, the user's display name, or Anonymous. */
export function commentAuthor(site: SiteData, comment: CommentInfo): string {
  if (comment.author !== '') return comment.author;
  const user: UserInfo | null = comment.userId ? site.user(comment.userId) : null;
  return user?.displayName ?? 'Anonymous';
}

/** get_comment_link() with comment pagination off: the post's permalink and the anchor. */
export function commentLink(site: SiteData, comment: CommentInfo): string {
  const post = site.post(comment.postId);
  return `${post?.link ?? ''}#comment-${comment.id}`;
}

/** get_post_class(): the classes a post's wrapper gets outside the main loop. */
export function postClasses(site: SiteData, post: PostInfo, extra: string[] = []): string[] {
  const classes = [...extra, `post-${post.id}`, post.type, `type-${post.type}`];
  classes.push(`status-${post.status}`);
  if (post.type === 'post') {
    const format = site.postTerms(post.id, 'post_format')[0];
    classes.push(format ? `format-${format.slug.replace(/^post-format-/, '')}` : 'format-standard');
  }
  if (post.password !== '') classes.push('post-password-required');
  if (site.thumbnailId(post.id) > 0) classes.push('has-post-thumbnail');
  classes.push('hentry');
  const taxonomies = post.type === 'post' ? ['category', 'post_tag'] : [];
  for (const taxonomy of taxonomies) {
    const prefix = taxonomy === 'post_tag' ? 'tag' : taxonomy;
    for (const term of site.postTerms(post.id, taxonomy)) {
      const slug = sanitizeHtmlClass(term.slug, String(term.id));
      classes.push(`${prefix}-${/^\d+$/.test(slug) ? term.id : slug}`);
    }
  }
  return [...new Set(classes.map((c) => sanitizeHtmlClass(c)))];
}

/** Case-insensitive comparison, as MariaDB's utf8mb4 collations order names. */
export function collate(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** get_month_link(). */
export function monthLink(site: SiteData, year: number, month: number): string {
  if (optionString(site, 'permalink_structure', '') === '') {
    return `${site.homeUrl}/?m=${year}${pad2(month)}`;
  }
  return `${site.homeUrl}/${year}/${pad2(month)}/`;
}

/** get_day_link(). */
export function dayLink(site: SiteData, year: number, month: number, day: number): string {
  if (optionString(site, 'permalink_structure', '') === '') {
    return `${site.homeUrl}/?m=${year}${pad2(month)}${pad2(day)}`;
  }
  return `${site.homeUrl}/${year}/${pad2(month)}/${pad2(day)}/`;
}
