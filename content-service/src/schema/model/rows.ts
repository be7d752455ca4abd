/** Rows as they come from the store: the objects resolvers pass to each other as GraphQL sources. */

/** A row of `posts` (post, page, attachment, revision, nav_menu_item, ...). */
export interface PostRow {
  ID: number;
  post_author: number;
  post_date: string;
  post_date_gmt: string;
  post_content: string;
  post_title: string;
  post_excerpt: string;
  post_status: string;
  comment_status: string;
  ping_status: string;
  post_password: string;
  post_name: string;
  post_modified: string;
  post_modified_gmt: string;
  post_parent: number;
  guid: string;
  menu_order: number;
  post_type: string;
  post_mime_type: string;
  comment_count: number;
  /** Set on a revision or autosave served in place of its parent (asPreview / latest revision). */
  previewOf?: PostRow;
}

/** A term joined with its taxonomy row (`terms` ⨝ `term_taxonomy`). */
export interface TermRow {
  term_id: number;
  name: string;
  slug: string;
  term_group: number;
  term_taxonomy_id: number;
  taxonomy: string;
  description: string;
  parent: number;
  count: number;
}

export interface UserRow {
  ID: number;
  user_login: string;
  user_nicename: string;
  user_email: string;
  user_url: string;
  user_registered: string;
  display_name: string;
}

/** A registered post type, the source of `ContentType` (e.g. what `/` resolves to). */
export interface ContentTypeModel {
  kind: 'contentType';
  name: string;
}

export const TERM_COLUMNS = `t.term_id, t.name, t.slug, t.term_group, tt.term_taxonomy_id, tt.taxonomy,
  tt.description, tt.parent, tt.count`;
