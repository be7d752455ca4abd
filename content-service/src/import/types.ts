/** Public types of the WXR importer. */

/** Called after each chunk of the file has been parsed. */
export type ProgressCallback = (bytesRead: number, totalBytes: number) => void;

/** A field of an ACF/SCF field group, as SCF exports it (only the keys the service relies on). */
export interface AcfField {
  key: string;
  name: string;
  type: string;
  label?: string;
  sub_fields?: AcfField[];
  layouts?: Record<string, unknown> | unknown[];
  [setting: string]: unknown;
}

export interface AcfFieldGroup {
  key: string;
  title: string;
  fields: AcfField[];
  [setting: string]: unknown;
}

/**
 * The ACF local-JSON definitions given with `--acf`, same shape as the reference's
 * `acf-field-groups-export.json` (`options_pages` is keyed by menu slug there).
 */
export interface AcfExport {
  options_pages?: Record<string, Record<string, unknown>> | Record<string, unknown>[];
  field_groups: AcfFieldGroup[];
  [key: string]: unknown;
}

export interface ImportOptions {
  /** Option name → decoded value (like the reference's `site-options.json`). */
  options?: Record<string, unknown>;
  acf?: AcfExport;
  onProgress?: ProgressCallback;
}

/** What one import wrote; counts are of distinct rows touched by this file, not table totals. */
export interface ImportSummary {
  file: string;
  wxrVersion: string;
  bytes: number;
  /** Users from `wp:author` blocks plus users only named by an item's `dc:creator`. */
  authors: number;
  /** Taxonomy → distinct terms (channel-level blocks and terms only used on items). */
  terms: Record<string, number>;
  /** post_type → distinct posts (items sharing a `wp:post_id` count once). */
  posts: Record<string, number>;
  comments: number;
  meta: { post: number; term: number; comment: number; user: number };
  /** The `sticky_posts` option after the import. */
  stickyPosts: number[];
  /** Option names written (options file, channel fallbacks, sticky posts, menu locations, ACF). */
  options: number;
  /** What the file holds that was not imported, one line each (menu items WordPress skips too). */
  warnings: string[];
}
