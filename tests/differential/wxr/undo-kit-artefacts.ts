import {
  parseAuthor,
  parseItem,
  type WxrAuthor,
} from '../../../content-service/src/import/records';
import { readWxr } from '../../../content-service/src/import/wxr-reader';
import type { RunningWordPress } from '../../e2e/support/wordpress-live';
import { runPhpWithJson } from './wp-eval-json';

/** What the export says about the things the kit's import stands in for. */
interface ExportFacts {
  /** Attachment id → `_wp_attachment_metadata` as exported (PHP-serialized). */
  attachmentMetadata: Record<number, string>;
  /** The export's author 'admin', whom the kit maps onto its own admin (user 1). */
  admin?: WxrAuthor;
}

async function readExportFacts(file: string): Promise<ExportFacts> {
  const facts: ExportFacts = { attachmentMetadata: {} };
  await readWxr(file, (node) => {
    if (node.name === 'wp:author') {
      const author = parseAuthor(node);
      if (author.login === 'admin') facts.admin = author;
    } else if (node.name === 'item') {
      const item = parseItem(node);
      const metadata = item.meta.find((m) => m.key === '_wp_attachment_metadata')?.value;
      if (item.columns.post_type === 'attachment' && item.id !== undefined && metadata)
        facts.attachmentMetadata[item.id] = metadata;
    }
  });
  return facts;
}

/**
 * Run inside the live WordPress (wp-eval.sh), reading the facts from the JSON file WXR_JSON:
 * 1. Attachments: the kit gives each a generated 1200×800 placeholder file, and WordPress's
 *    importer (which drops the exported `_wp_attachment_metadata` to regenerate it from the file)
 *    describes the placeholder. The export's metadata was generated from the real file by the
 *    exporting site: it is put back, as if the real file had been downloaded, with its sizes as
 *    numbers as wp_generate_attachment_metadata() gives them (WordPress 3.x stored "684"). Metadata
 *    that does not unserialize (Japanese 1688: a string length off by one) goes back as it is:
 *    neither side then knows the file's size. The kit keeps uploads in its state directory (an
 *    absolute `upload_path`), so the importer stored absolute `_wp_attached_file` paths, which
 *    attachment_url_to_postid() (Yoast's first content image) cannot match: they become relative to
 *    the uploads folder, as WordPress stores them.
 * 2. The export's author 'admin' is mapped onto the kit's existing admin (admin@example.com, whose
 *    website is the site's address): the admin gets the export's e-mail and names and no website,
 *    as the importer gives an author it creates.
 * 3. Yoast's indexables were built while the kit imported, outside GraphQL (FaustWP then rewrites
 *    permalinks to the front end) and before the importer set page parents. They are dropped and
 *    Yoast builds each again on its first GraphQL request, as on the reference site.
 */
const PHP = `
$facts = json_decode(file_get_contents(getenv('WXR_JSON')), true);
$numbers = function ($m) {
  foreach (['width', 'height', 'filesize'] as $k) { if (isset($m[$k]) && is_numeric($m[$k])) $m[$k] = (int) $m[$k]; }
  return $m;
};
foreach ($facts['attachmentMetadata'] as $id => $serialized) {
  $meta = maybe_unserialize($serialized);
  if (get_post_type((int) $id) !== 'attachment') continue;
  if (is_array($meta)) {
    $meta = $numbers($meta);
    foreach ($meta['sizes'] ?? [] as $size => $data) $meta['sizes'][$size] = $numbers($data);
  }
  update_post_meta((int) $id, '_wp_attachment_metadata', $meta);
}
$uploads = rtrim(get_option('upload_path'), '/') . '/';
foreach (get_posts(['post_type' => 'attachment', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids']) as $id) {
  $file = get_post_meta($id, '_wp_attached_file', true);
  if (strpos($file, $uploads) === 0) update_post_meta($id, '_wp_attached_file', substr($file, strlen($uploads)));
}
if (!empty($facts['admin'])) {
  $a = $facts['admin'];
  $r = wp_update_user(['ID' => get_user_by('login', 'admin')->ID, 'user_email' => $a['email'] ?? '',
    'display_name' => $a['displayName'] ?? 'admin', 'first_name' => $a['firstName'] ?? '',
    'last_name' => $a['lastName'] ?? '', 'user_url' => '']);
  if (is_wp_error($r)) { fwrite(STDERR, $r->get_error_message()); exit(1); }
}
global $wpdb;
$wpdb->query("DELETE FROM {$wpdb->prefix}yoast_indexable_hierarchy");
$wpdb->query("DELETE FROM {$wpdb->prefix}yoast_indexable");
$wpdb->query("DELETE FROM {$wpdb->prefix}yoast_primary_term");
wp_cache_flush();
`;

/**
 * Removes, after the kit's import of `file`, what comes from the test kit rather than from
 * WordPress (tests/differential/README.md, "Real exports"), so both backends describe the same site.
 */
export async function undoKitArtefacts(wordpress: RunningWordPress, file: string): Promise<void> {
  runPhpWithJson(wordpress, PHP, await readExportFacts(file));
}
