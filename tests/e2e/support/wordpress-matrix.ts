import path from 'node:path';
import { root } from './next-servers';

/** This project's WordPress plugin, as WP_LIVE_EXTRA_PLUGINS installs it. */
export const projectPlugin = path.join(root, 'wordpress', 'lavanda-headless');
/** The secret the full kit's site and its lavanda-headless plugin share (set-up d). */
export const PLUGIN_REVALIDATE_SECRET = 'matrix-revalidate-secret-0123456789';

/** A test-only plugin: a public custom post type `book` with an archive at /books/. */
const booksPlugin = path.join(root, 'tests', 'wordpress-plugins', 'lavanda-test-books');

/** A WordPress set-up of the plugin matrix (issue 28): what it has, as the kit starts it. */
export interface MatrixSetUp {
  name: string;
  /** WP_LIVE_PLUGINS; absent: the kit's full reference set. */
  plugins?: string;
  /** WP_LIVE_MU_PLUGINS. */
  muPlugins?: 'none';
  /** With this project's plugin (WP_LIVE_EXTRA_PLUGINS). */
  projectPlugin: boolean;
  /** Further plugin folders to install (WP_LIVE_EXTRA_PLUGINS). */
  extraPlugins?: string[];
  /** PHP run in WordPress (wp-eval.sh) before the site starts: the set-up's settings. */
  settings?: string;
  /** A WXR export whose content replaces the kit's (import-wxr.sh). */
  content?: string;
  has: { faustwp: boolean; contentModel: boolean; yoast: boolean; offsetPagination: boolean };
}

/**
 * (a) WPGraphQL only, (b) + FaustWP, (c) + SCF, WPGraphQL for ACF and this project's plugin,
 * all three without the kit's must-use plugins (no menu locations, no field groups): a
 * WordPress as a user has it. (d), the full kit with this project's plugin, is the `wordpress`
 * project's own WordPress.
 */
export const MATRIX_SET_UPS: MatrixSetUp[] = [
  {
    name: 'a',
    plugins: 'wp-graphql',
    muPlugins: 'none',
    projectPlugin: false,
    has: { faustwp: false, contentModel: false, yoast: false, offsetPagination: false },
  },
  {
    name: 'b',
    plugins: 'wp-graphql,faustwp',
    muPlugins: 'none',
    projectPlugin: false,
    has: { faustwp: true, contentModel: false, yoast: false, offsetPagination: false },
  },
  {
    name: 'c',
    plugins: 'wp-graphql,faustwp,secure-custom-fields,wpgraphql-acf',
    muPlugins: 'none',
    projectPlugin: true,
    // The project's plugin gives offset pagination where WPGraphQL Offset Pagination is not.
    has: { faustwp: true, contentModel: true, yoast: false, offsetPagination: true },
  },
];

/**
 * Real-world settings (issue 28, item 5), on (b)'s plugins: date-based permalinks, a category
 * base and a tag base of their own, a static front page and posts page (Settings › Reading),
 * and a public custom post type with one entry.
 */
export const OTHER_SETTINGS: MatrixSetUp = {
  name: 'settings',
  plugins: 'wp-graphql,faustwp',
  muPlugins: 'none',
  projectPlugin: false,
  extraPlugins: [booksPlugin],
  has: { faustwp: true, contentModel: false, yoast: false, offsetPagination: false },
  settings: `
    global $wp_rewrite;
    $wp_rewrite->set_permalink_structure('/%year%/%monthnum%/%postname%/');
    $wp_rewrite->set_category_base('topics');
    $wp_rewrite->set_tag_base('keyword');
    update_option('show_on_front', 'page');
    update_option('page_on_front', get_page_by_path('about')->ID);
    update_option('page_for_posts', get_page_by_path('blog')->ID);
    wp_insert_post(['post_type' => 'book', 'post_status' => 'publish',
      'post_title' => 'The Test Book', 'post_name' => 'the-test-book',
      'post_content' => '<p>A book about testing.</p>', 'post_excerpt' => 'About testing.']);`,
};

/**
 * WordPress's official block test data (../shared/wxr/64-block-test-data.xml): a post per core
 * block, as the block editor writes them (issue 29), on (b)'s plugins.
 */
export const BLOCK_TEST_DATA: MatrixSetUp = {
  name: 'blocks',
  plugins: 'wp-graphql,faustwp',
  muPlugins: 'none',
  // The theme's presets (Twenty Twenty-Five's palette) come from this project's plugin.
  projectPlugin: true,
  content: path.resolve(root, '..', 'shared', 'wxr', '64-block-test-data.xml'),
  has: { faustwp: true, contentModel: false, yoast: false, offsetPagination: false },
};

export const FULL_KIT: MatrixSetUp = {
  name: 'd',
  projectPlugin: true,
  has: { faustwp: true, contentModel: true, yoast: true, offsetPagination: true },
};

/** What global-setup hands the matrix spec (E2E_MATRIX): each set-up's site and WordPress. */
export interface RunningSetUp extends MatrixSetUp {
  siteUrl: string;
  wordpressUrl: string;
  /** The kit's state directory (wp-eval.sh's WP_LIVE_STATE). */
  state: string;
}
