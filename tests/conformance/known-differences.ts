/**
 * Reference cases whose recorded answer the content service deliberately does not reproduce, each
 * with the reason. Only improvements or deliberate scope belong here, never "not done yet": a case
 * that fails because a feature is missing stays failing (and out of baseline.json) until it is built.
 */
/**
 * The reference's revisions 1843/1844 and autosaves 1845/1848 exist only in its recorded answers:
 * its WXR export carries none (README: "no revisions/autosaves"), and the export is all the
 * content service loads. So those previews answer the post itself and the revision lists are
 * empty here. The same queries over a store that has revisions are checked in
 * bearer-previews.test.ts (latest autosave as a preview, front-end preview link, newest first).
 */
const REVISIONS_NOT_EXPORTED =
  'Revisions and autosaves of the reference site are not in its WXR export, so the content ' +
  'service loaded from it has none (see REVISIONS_NOT_EXPORTED above).';

export const knownDifferences: Readonly<Record<string, string>> = {
  introspection_full:
    'The content service implements a subset of the reference schema (src/schema/subset.ts), so ' +
    'its introspection lists fewer types and fields; that the subset matches the reference in ' +
    'names, arguments and nullability is tested against schema.graphql instead.',
  yoast_post_page_category:
    "Yoast's schema graph ends a Person @id in an HMAC of login and user id keyed with WordPress's " +
    'secret auth salt from wp-config.php, which no export carries; the content service keys it with ' +
    'its own salt option, so that one hash differs. Every other field of the case matches (the ' +
    'Yoast unit tests mask only that hash).',
  faust_global_stylesheet:
    "FaustWP's globalStylesheet is the active block theme's theme.json (Twenty Twenty-Five, " +
    "merged with core's) compiled by WordPress's style engine. No export carries the theme, so " +
    'the content service does not offer the field (the front end ships its own styles).',
  dump_all_posts:
    'Every post renders as recorded except where the recording is not reproducible from data: ' +
    'the tag cloud in post 1781 lists the 45 most used tags, and which of the tags used once ' +
    "make the cut is MariaDB's order for ORDER BY count DESC LIMIT 45 (undefined among equal " +
    "counts; it depends on term_taxonomy ids no export carries). Post 1031's " +
    '[gallery orderby="rand"] and post 34 (same tag cloud, and a tie of two "Foo A" ' +
    'categories) are compared by shape in the case itself. render.data.test.ts checks every ' +
    "post's content byte for byte with the tag cloud masked (1031 skipped).",
  faust_rest_authorize_code_reused:
    'A deliberate improvement: an authorization code works once. FaustWP lets a code be ' +
    'exchanged again and again within its 60 s; here the second exchange answers like an ' +
    'invalid code (500 invalid_request), so a code seen in a URL, a log or a browser history ' +
    'cannot be turned into more tokens. faust-authorize.test.ts checks it.',
  faust_rest_users_me_bearer:
    "The admin's profile URL (users.user_url, set by WordPress's installer to the site address) " +
    'is not in the WXR export, so `url` is empty here; every other field matches. users/me is ' +
    'otherwise replayed exactly (wp-v2-signed-in.test.ts).',
  acf_page_preview_bearer: REVISIONS_NOT_EXPORTED,
  faust_post_latest_revision_bearer: REVISIONS_NOT_EXPORTED,
  faust_post_revisions_all_bearer: REVISIONS_NOT_EXPORTED,
  faust_preview_content_node_1011_bearer: REVISIONS_NOT_EXPORTED,
  faust_preview_post_1011_bearer: REVISIONS_NOT_EXPORTED,
};
