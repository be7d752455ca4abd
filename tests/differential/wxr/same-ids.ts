import type { RunningWordPress } from '../../e2e/support/wordpress-live';
import { runPhpWithJson } from './wp-eval-json';

/** The ids the content service gave an export's terms and users (it keeps the export's). */
export interface StoreIds {
  terms: { taxonomy: string; slug: string; termId: number; ttid: number }[];
  users: { login: string; id: number }[];
}

/**
 * WordPress's importer numbers terms and users anew (it keeps post ids only); the content service
 * keeps the export's ids, so that a moved site keeps its category and author ids (links such as
 * `?cat=12`, and ids stored in post meta, e.g. Yoast's primary category, which the importer does
 * not rewrite). Ids show in answers (databaseId, relay ids, cursors, Yoast's person hash) and
 * order ties (a tag cloud's equal counts). To compare everything else, the live WordPress's terms
 * and users take the content service's ids, matched by (taxonomy, slug) and by login, in every
 * table that holds them; terms and users only WordPress has move past the highest of those ids.
 * Documented in tests/differential/README.md ("Normalisations").
 */
const PHP = `
global $wpdb; $p = $wpdb->prefix; $off = 1000000;
$ids = json_decode(file_get_contents(getenv('WXR_JSON')), true);
$q = function ($sql) use ($wpdb) { if ($wpdb->query($sql) === false) { fwrite(STDERR, $wpdb->last_error); exit(1); } };

$wanted = []; $top = 0;
foreach ($ids['terms'] as $t) { $wanted[$t['taxonomy'] . '|' . $t['slug']] = $t; $top = max($top, $t['termId'], $t['ttid']); }
$termMap = []; $ttMap = [];
foreach ($wpdb->get_results("SELECT t.term_id, tt.term_taxonomy_id, tt.taxonomy, t.slug FROM {$p}terms t JOIN {$p}term_taxonomy tt ON tt.term_id = t.term_id", ARRAY_A) as $r) {
  $w = $wanted[$r['taxonomy'] . '|' . $r['slug']] ?? null;
  if ($w === null) { $w = ['termId' => ++$top, 'ttid' => $top]; }
  $termMap[(int) $r['term_id']] = (int) $w['termId'];
  $ttMap[(int) $r['term_taxonomy_id']] = (int) $w['ttid'];
}
$q("UPDATE {$p}terms SET term_id = term_id + $off");
$q("UPDATE {$p}term_taxonomy SET term_id = term_id + $off, term_taxonomy_id = term_taxonomy_id + $off, parent = IF(parent > 0, parent + $off, 0)");
$q("UPDATE {$p}termmeta SET term_id = term_id + $off");
$q("UPDATE {$p}term_relationships SET term_taxonomy_id = term_taxonomy_id + $off");
$menuObject = "{$p}postmeta o JOIN {$p}postmeta t ON t.post_id = o.post_id AND t.meta_key = '_menu_item_type' AND t.meta_value = 'taxonomy'";
$q("UPDATE $menuObject SET o.meta_value = o.meta_value + $off WHERE o.meta_key = '_menu_item_object_id'");
foreach ($termMap as $old => $new) {
  $o = $old + $off;
  $q("UPDATE {$p}terms SET term_id = $new WHERE term_id = $o");
  $q("UPDATE {$p}term_taxonomy SET term_id = $new WHERE term_id = $o");
  $q("UPDATE {$p}term_taxonomy SET parent = $new WHERE parent = $o");
  $q("UPDATE {$p}termmeta SET term_id = $new WHERE term_id = $o");
  $q("UPDATE $menuObject SET o.meta_value = '$new' WHERE o.meta_key = '_menu_item_object_id' AND o.meta_value = '$o'");
}
foreach ($ttMap as $old => $new) {
  $o = $old + $off;
  $q("UPDATE {$p}term_taxonomy SET term_taxonomy_id = $new WHERE term_taxonomy_id = $o");
  $q("UPDATE {$p}term_relationships SET term_taxonomy_id = $new WHERE term_taxonomy_id = $o");
}
$default = (int) get_option('default_category');
if (isset($termMap[$default])) update_option('default_category', $termMap[$default]);
$locations = get_theme_mod('nav_menu_locations', []);
foreach ($locations as $where => $menu) { if (isset($termMap[(int) $menu])) $locations[$where] = $termMap[(int) $menu]; }
set_theme_mod('nav_menu_locations', $locations);
foreach (get_taxonomies() as $taxonomy) delete_option("{$taxonomy}_children");

$wantedUsers = []; $top = 0;
foreach ($ids['users'] as $u) { $wantedUsers[$u['login']] = (int) $u['id']; $top = max($top, (int) $u['id']); }
$userMap = [];
foreach ($wpdb->get_results("SELECT ID, user_login FROM {$p}users", ARRAY_A) as $r) {
  $userMap[(int) $r['ID']] = $wantedUsers[$r['user_login']] ?? ++$top;
}
$q("UPDATE {$p}users SET ID = ID + $off");
$q("UPDATE {$p}usermeta SET user_id = user_id + $off");
$q("UPDATE {$p}posts SET post_author = post_author + $off WHERE post_author > 0");
$q("UPDATE {$p}comments SET user_id = user_id + $off WHERE user_id > 0");
$q("UPDATE {$p}postmeta SET meta_value = meta_value + $off WHERE meta_key = '_edit_last' AND meta_value > 0");
foreach ($userMap as $old => $new) {
  $o = $old + $off;
  $q("UPDATE {$p}users SET ID = $new WHERE ID = $o");
  $q("UPDATE {$p}usermeta SET user_id = $new WHERE user_id = $o");
  $q("UPDATE {$p}posts SET post_author = $new WHERE post_author = $o");
  $q("UPDATE {$p}comments SET user_id = $new WHERE user_id = $o");
  $q("UPDATE {$p}postmeta SET meta_value = '$new' WHERE meta_key = '_edit_last' AND meta_value = '$o'");
}
wp_cache_flush();
`;

/** Gives the live WordPress's terms and users the content service's ids (see PHP above). */
export function giveWordPressTheStoreIds(wordpress: RunningWordPress, ids: StoreIds): void {
  runPhpWithJson(wordpress, PHP, ids);
}
