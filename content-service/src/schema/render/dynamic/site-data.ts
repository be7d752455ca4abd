/*
 * What the dynamic block renderers read from the site, as narrow synchronous callbacks: the
 * caller (schema/model/render-hooks.ts) backs them with the store, so rendering stays free of
 * SQL. Values are WordPress's raw values (post_title, post_date in the site's time zone...);
 * links are what get_permalink()/get_term_link() return on the WordPress host (slugs still
 * percent-encoded); FaustWP's rewriting to the front end happens later, on the whole content.
 */

export interface PostInfo {
  id: number;
  type: string;
  status: string;
  /** post_name, as stored (percent-encoded). */
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  /** post_date (site time) and post_date_gmt, `Y-m-d H:i:s`. */
  date: string;
  dateGmt: string;
  authorId: number;
  parentId: number;
  menuOrder: number;
  password: string;
  commentStatus: string;
  commentCount: number;
  /** get_permalink(). */
  link: string;
}

export interface TermInfo {
  id: number;
  taxonomy: string;
  name: string;
  slug: string;
  parent: number;
  /** term_taxonomy.count: published objects. */
  count: number;
  description: string;
  link: string;
}

export interface CommentInfo {
  id: number;
  postId: number;
  parentId: number;
  userId: number;
  author: string;
  authorEmail: string;
  authorUrl: string;
  /** comment_date (site time) and comment_date_gmt. */
  date: string;
  dateGmt: string;
  content: string;
  type: string;
}

export interface UserInfo {
  id: number;
  login: string;
  nicename: string;
  displayName: string;
  email: string;
  url: string;
  /** The `description` user meta (biographical info). */
  description: string;
  link: string;
}

/** The WP_Query arguments the query loop and latest-posts blocks build. */
export interface PostQuery {
  postType: string;
  perPage: number;
  offset: number;
  /** 'date', 'title', 'modified', 'ID', 'menu_order', 'comment_count', 'rand' (as date here). */
  orderBy: string;
  order: 'ASC' | 'DESC';
  categoryIds?: number[];
  tagIds?: number[];
  authorIds?: number[];
  include?: number[];
  exclude?: number[];
  parentIds?: number[];
  search?: string;
}

export interface MonthArchive {
  year: number;
  month: number;
  posts: number;
}

export interface SiteData {
  /** home_url() and site_url() without a trailing slash. */
  homeUrl: string;
  siteUrl: string;
  /** A wp_options value as WordPress decodes it; undefined when the row is missing. */
  option(name: string): unknown;
  /** The path and query of the current request ($_SERVER['REQUEST_URI']). */
  requestUri: string;
  /** current_time( 'mysql' ): now in the site's time zone, `Y-m-d H:i:s`. */
  localNow(): string;
  /** The site's UTC offset in seconds. */
  utcOffset: number;
  /** The signed-in user's id, 0 for anonymous requests. */
  currentUserId: number;
  post(id: number): PostInfo | null;
  /** Published posts matching the query (ids in order) and how many match without paging. */
  queryPosts(query: PostQuery): { ids: number[]; found: number };
  /** get_adjacent_post(): the published post just before (or after) this one by date. */
  adjacentPost(postId: number, previous: boolean): PostInfo | null;
  /** get_the_terms(): a post's terms of one taxonomy, by name. */
  postTerms(postId: number, taxonomy: string): TermInfo[];
  /** All terms of a taxonomy by name (hide_empty leaves out terms with a zero count). */
  terms(taxonomy: string, hideEmpty: boolean): TermInfo[];
  /** wp_get_archives( 'monthly' ): months with published posts, newest first. */
  monthlyArchives(postType: string): MonthArchive[];
  /** Published posts of one month (site time) as [day of month, title], by date. */
  postsInMonth(year: number, month: number): [number, string][];
  /** get_pages(): published pages by menu_order then title. */
  pages(): PostInfo[];
  /** Approved comments on published posts, newest first. */
  latestComments(count: number): CommentInfo[];
  /** Approved comments of a post, oldest first. */
  postComments(postId: number): CommentInfo[];
  comment(id: number): CommentInfo | null;
  user(id: number): UserInfo | null;
  /** _thumbnail_id of a post (0 without one). */
  thumbnailId(postId: number): number;
}
