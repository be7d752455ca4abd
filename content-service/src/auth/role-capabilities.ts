/*
 * WordPress's default roles and their capabilities (populate_roles), in the order WordPress
 * stores them: WPGraphQL's User.capabilities lists a user's granted capabilities in that order,
 * then the role names (case faust_viewer_bearer). The administrator's list carries the one Yoast
 * SEO adds, as on the reference site.
 */

const LEVELS = (top: number): string[] =>
  Array.from({ length: top + 1 }, (_, i) => `level_${top - i}`);

const EDITOR_PAGES_AND_PRIVATE = [
  'edit_others_pages',
  'edit_published_pages',
  'publish_pages',
  'delete_pages',
  'delete_others_pages',
  'delete_published_pages',
  'delete_posts',
  'delete_others_posts',
  'delete_published_posts',
  'delete_private_posts',
  'edit_private_posts',
  'read_private_posts',
  'delete_private_pages',
  'edit_private_pages',
  'read_private_pages',
];

export const ROLE_CAPABILITIES: Readonly<Record<string, readonly string[]>> = {
  administrator: [
    'switch_themes',
    'edit_themes',
    'activate_plugins',
    'edit_plugins',
    'edit_users',
    'edit_files',
    'manage_options',
    'moderate_comments',
    'manage_categories',
    'manage_links',
    'upload_files',
    'import',
    'unfiltered_html',
    'edit_posts',
    'edit_others_posts',
    'edit_published_posts',
    'publish_posts',
    'edit_pages',
    'read',
    ...LEVELS(10),
    ...EDITOR_PAGES_AND_PRIVATE,
    'delete_users',
    'create_users',
    'unfiltered_upload',
    'edit_dashboard',
    'update_plugins',
    'delete_plugins',
    'install_plugins',
    'update_themes',
    'install_themes',
    'update_core',
    'list_users',
    'remove_users',
    'promote_users',
    'edit_theme_options',
    'delete_themes',
    'export',
    'wpseo_manage_options',
  ],
  editor: [
    'moderate_comments',
    'manage_categories',
    'manage_links',
    'upload_files',
    'unfiltered_html',
    'edit_posts',
    'edit_others_posts',
    'edit_published_posts',
    'publish_posts',
    'edit_pages',
    'read',
    ...LEVELS(7),
    ...EDITOR_PAGES_AND_PRIVATE,
  ],
  author: [
    'upload_files',
    'edit_posts',
    'edit_published_posts',
    'publish_posts',
    'read',
    ...LEVELS(2),
    'delete_posts',
    'delete_published_posts',
  ],
  contributor: ['edit_posts', 'read', ...LEVELS(1), 'delete_posts'],
  subscriber: ['read', 'level_0'],
};

export const ROLES = Object.keys(ROLE_CAPABILITIES);

/** A user's capabilities as WordPress's allcaps lists them: each role's, then the role names. */
export function capabilitiesOf(roles: readonly string[]): string[] {
  const caps = new Set<string>();
  for (const role of roles) for (const cap of ROLE_CAPABILITIES[role] ?? []) caps.add(cap);
  for (const role of roles) caps.add(role);
  return [...caps];
}
