// The WordPress plugin's content model (wordpress/lavanda-headless/acf/field-groups.json), generated
// from the same definition as the demo's (content-service/demo/source/acf-field-groups.ts), so the
// site, the demo and the plugin never disagree about a field name.
//
// The file is in the format Secure Custom Fields exports and imports (SCF › Tools › Import): a list
// of items, each with a `key` whose prefix names what it is (`ui_options_page_…`, `group_…`). The
// plugin registers the same items itself when SCF/ACF is active (includes/class-lavanda-content-model.php).
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { FIELD_GROUPS, OPTIONS_PAGES } from '../../content-service/demo/source/acf-field-groups';
import type { AcfField } from '../../content-service/demo/lib/acf-fields';

export const PLUGIN_DIR = path.resolve(__dirname, '..', '..', 'wordpress', 'lavanda-headless');
export const FIELD_GROUPS_FILE = path.join(PLUGIN_DIR, 'acf', 'field-groups.json');

/** SCF's key prefix for an options page created in its UI (its import recognises items by it). */
export const OPTIONS_PAGE_KEY_PREFIX = 'ui_options_page_';

/**
 * An options page as SCF's own export writes it (an `acf-ui-options-page` item), built from the
 * arguments of `acf_add_options_page()` that the demo's definition holds.
 */
function optionsPageItem(slug: string, page: AcfField): AcfField {
  return {
    key: `${OPTIONS_PAGE_KEY_PREFIX}${slug.replace(/[^a-z0-9]+/g, '_')}`,
    title: page.page_title ?? slug,
    active: true,
    menu_order: 0,
    page_title: page.page_title ?? slug,
    menu_slug: slug,
    // SCF's UI writes "none" for a top-level page.
    parent_slug: page.parent_slug ? page.parent_slug : 'none',
    advanced_configuration: true,
    icon_url: '',
    menu_title: page.menu_title ?? page.page_title ?? slug,
    position: page.position ?? '',
    redirect: page.redirect ?? false,
    description: '',
    menu_icon: { type: 'dashicons', value: 'dashicons-admin-generic' },
    update_button: page.update_button ?? 'Update',
    updated_message: page.updated_message ?? 'Options Updated',
    capability: page.capability ?? 'edit_posts',
    data_storage: 'options',
    post_id: '',
    autoload: page.autoload ?? false,
    show_in_graphql: page.show_in_graphql ? 1 : 0,
    graphql_type_name: page.graphql_type_name ?? '',
    graphql_field_name: page.graphql_field_name ?? '',
  };
}

/** The plugin's items: the options pages first (the site options group is located on one). */
export function pluginFieldGroupItems(): AcfField[] {
  return [
    ...Object.entries(OPTIONS_PAGES).map(([slug, page]) => optionsPageItem(slug, page)),
    ...FIELD_GROUPS,
  ];
}

/** The file's text, formatted as `prettier --write` would in this repository. */
export async function pluginFieldGroupsJson(): Promise<string> {
  const config = (await resolveConfig(FIELD_GROUPS_FILE)) ?? {};
  return format(JSON.stringify(pluginFieldGroupItems()), { ...config, parser: 'json' });
}
