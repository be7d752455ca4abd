// Site options (wp_options rows) the WXR cannot carry. Values are written as WordPress stores
// them: numbers as strings, arrays and objects decoded (see ../options.json).
import { PRIVACY_PAGE_ID } from './pages';
import {
  ADMIN_EMAIL,
  FAVICON_ID,
  FRONTEND,
  HOME,
  LOGO_ID,
  SITE_DESCRIPTION,
  SITE_NAME,
  TIMEZONE,
} from './site';
import { DEFAULT_CATEGORY_ID } from './taxonomy';
import type { LinkValue } from './types';

export type OptionValue =
  string | number | boolean | null | OptionValue[] | { [key: string]: OptionValue };

/** WordPress sizes; medium_large and large are switched off to keep the demo media small. */
export const IMAGE_SIZE_OPTIONS = {
  thumbnail_size_w: '150',
  thumbnail_size_h: '150',
  thumbnail_crop: '1',
  medium_size_w: '300',
  medium_size_h: '300',
  medium_large_size_w: '0',
  medium_large_size_h: '0',
  large_size_w: '0',
  large_size_h: '0',
};

export const CORE_OPTIONS: Record<string, OptionValue> = {
  blogname: SITE_NAME,
  blogdescription: SITE_DESCRIPTION,
  siteurl: HOME,
  home: HOME,
  admin_email: ADMIN_EMAIL,
  permalink_structure: '/%category%/%postname%/',
  category_base: '',
  tag_base: '',
  posts_per_page: '6',
  show_on_front: 'posts',
  page_on_front: '0',
  page_for_posts: '0',
  date_format: 'F j, Y',
  time_format: 'H:i',
  timezone_string: TIMEZONE,
  gmt_offset: '1',
  start_of_week: '1',
  blog_public: '1',
  WPLANG: '',
  default_category: String(DEFAULT_CATEGORY_ID),
  default_post_format: '0',
  use_smilies: '1',
  default_comment_status: 'open',
  default_ping_status: 'closed',
  comments_per_page: '50',
  thread_comments: '1',
  thread_comments_depth: '5',
  uploads_use_yearmonth_folders: '1',
  ...IMAGE_SIZE_OPTIONS,
  wp_page_for_privacy_policy: String(PRIVACY_PAGE_ID),
  template: 'twentytwentyfive',
  stylesheet: 'twentytwentyfive',
  active_plugins: [
    'faustwp/faustwp.php',
    'secure-custom-fields/secure-custom-fields.php',
    'wordpress-seo/wp-seo.php',
    'wp-graphql-offset-pagination/plugin.php',
    'wp-graphql-yoast-seo/wp-graphql-yoast-seo.php',
    'wp-graphql/wp-graphql.php',
    'wpgraphql-acf/wpgraphql-acf.php',
  ],
  graphql_general_settings: { public_introspection_enabled: 'off', debug_mode_enabled: 'off' },
  // Roles of the demo's users (WXR carries none): the editor previews drafts.
  content_service_user_roles: { editor: 'editor', jonas: 'author' },
  // The page templates the demo's theme offers (a theme's files declare them; WXR carries none):
  // the site's layouts its pages choose (lib/wordpress/reshape/page.ts reads the template's name).
  content_service_theme_templates: [
    { slug: 'Blank', title: 'Blank', postTypes: ['page'] },
    { slug: 'PageLargeHeader', title: 'Page Large Header', postTypes: ['page'] },
    { slug: 'PageNoSeparators', title: 'Page No Separators', postTypes: ['page'] },
    {
      slug: 'SinglePostNoSeparators',
      title: 'Single Post No Separators',
      postTypes: ['page', 'post'],
    },
  ],
  faustwp_settings: {
    frontend_uri: FRONTEND,
    secret_key: 'demo-only-secret-not-for-production-0000',
    enable_rewrites: '1',
    enable_redirects: '1',
    enable_image_source: '1',
  },
};

/** Values of the "Site Options" ACF options page (field name → value). */
export interface SiteOptionValues {
  site_logo: number;
  favicon: number;
  footer_copyright: string;
  cookie_notice_msg: string;
  contact_us_link: LinkValue;
  contact_us_url: string;
  footer_social_links: { url: string; type: string }[];
  footer_sub_links: { link: LinkValue }[];
}

export const SITE_OPTION_VALUES: SiteOptionValues = {
  site_logo: LOGO_ID,
  favicon: FAVICON_ID,
  footer_copyright: '© 2026 Lavanda Software (a fictional company). All rights reserved.',
  cookie_notice_msg:
    '<p>We use cookies to remember your choices and, with your consent, to learn how the site is used. Read our [[/privacy/|privacy policy]] for details.</p>',
  contact_us_link: { title: 'Contact us', url: '/contact/', target: '' },
  contact_us_url: '/contact/',
  footer_social_links: [
    { url: 'https://www.linkedin.com/company/lavanda-software-demo', type: 'linkedin' },
    { url: 'https://www.youtube.com/@lavanda-software-demo', type: 'youtube' },
    { url: 'https://www.instagram.com/lavanda_software_demo', type: 'instagram' },
    { url: 'https://x.com/lavanda_demo', type: 'twitter' },
  ],
  footer_sub_links: [
    { link: { title: 'Privacy policy', url: '/privacy/', target: '' } },
    { link: { title: 'Terms of use', url: '/terms/', target: '' } },
    { link: { title: 'Status', url: 'https://status.lavanda.example/', target: '_blank' } },
  ],
};
