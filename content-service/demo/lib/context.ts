// Everything the item builders need to look things up, built once from the source data.
import { FIELD_GROUPS } from '../source/acf-field-groups';
import { SITE_MEDIA } from '../source/media';
import { PAGES } from '../source/pages';
import { POSTS } from '../source/posts';
import { AUTHORS, HOME } from '../source/site';
import { CATEGORIES, TAGS } from '../source/taxonomy';
import type { Author, Category, MediaSource, PageSource, PostSource, Tag } from '../source/types';
import { AcfKeys } from './acf-meta';
import { addMinutes } from './dates';
import { attachedFile } from './images';
import { pagePath, SiteIndex } from './links';

export interface BuildContext {
  index: SiteIndex;
  keys: AcfKeys;
  posts: PostSource[];
  pages: PageSource[];
  media: MediaSource[];
  categories: Map<string, Category>;
  tags: Map<string, Tag>;
  authors: Map<string, Author>;
  pagePath(page: PageSource): string;
  /** Full URL of the uploads folder's file `relative` ('2025/03/name.png'). */
  uploadUrl(relative: string): string;
  /** Full URL of an attachment's original file; fails for unknown ids. */
  mediaUrl(id: number): string;
}

/** Featured images are uploaded a few minutes before their post and attached to it. */
export function featuredMedia(post: PostSource): MediaSource {
  return {
    id: post.id + 1,
    name: post.image.name,
    title: `${post.title} (featured image)`,
    alt: post.image.alt,
    caption: post.image.caption,
    date: addMinutes(post.date, -7),
    parent: post.id,
    width: 1200,
    height: 675,
    kind: 'art',
    art: post.image.art,
  };
}

function byKey<T>(items: T[], key: (item: T) => string, what: string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    const k = key(item);
    if (map.has(k)) throw new Error(`Duplicate ${what} '${k}'`);
    map.set(k, item);
  }
  return map;
}

export function createContext(): BuildContext {
  const media = [...SITE_MEDIA, ...POSTS.map(featuredMedia)].sort((a, b) => a.id - b.id);
  // WordPress keeps attachment slugs unique across posts and pages too.
  byKey(
    [...media.map((m) => m.name), ...POSTS.map((p) => p.slug), ...PAGES.map((p) => p.slug)].filter(
      Boolean,
    ),
    (s) => s,
    'slug',
  );
  return {
    index: new SiteIndex(HOME, POSTS, PAGES, CATEGORIES, TAGS),
    keys: new AcfKeys(FIELD_GROUPS),
    posts: POSTS,
    pages: PAGES,
    media,
    categories: byKey(CATEGORIES, (c) => c.slug, 'category'),
    tags: byKey(TAGS, (t) => t.slug, 'tag'),
    authors: byKey(AUTHORS, (a) => a.login, 'author'),
    pagePath: (page) => pagePath(page, PAGES),
    uploadUrl: (relative) => `${HOME}/wp-content/uploads/${relative}`,
    mediaUrl: (id) => {
      const found = media.find((m) => m.id === id);
      if (!found) throw new Error(`Unknown attachment ${id}`);
      return `${HOME}/wp-content/uploads/${attachedFile(found)}`;
    },
  };
}
