import { wpParseUrl } from '../model/wp-parse-url';
import { escUrl } from '../render/php';

/*
 * The URL handling of Yoast's REST head (Indexables_Head_Route::get_head / is_valid_url and
 * Meta_Surface::for_url / is_date_archive_url), with PHP's string semantics: nothing here
 * normalises a URL the way WHATWG's `new URL()` does (case, percent-encoding, dot segments), as
 * Yoast compares the rebuilt URL with stored permalinks byte for byte.
 */

/**
 * utf8_uri_encode(): every byte of a non-ASCII character as `%xx`, in lower-case hex (PHP's
 * dechex), ASCII left as it is.
 */
export function utf8UriEncode(text: string): string {
  return text.replace(/[^\x00-\x7f]+/gu, (chars) =>
    [...Buffer.from(chars, 'utf8')].map((byte) => `%${byte.toString(16)}`).join(''),
  );
}

/**
 * Indexables_Head_Route::is_valid_url(): the URL, once sanitised (WPSEO_Utils::sanitize_url,
 * which keeps http and https only), must pass FILTER_VALIDATE_URL, so it needs a scheme and a
 * host; anything else is the REST server's 400 rest_invalid_param.
 */
export function isValidHeadUrl(url: string): boolean {
  const parts = wpParseUrl(utf8UriEncode(url));
  return parts !== null && /^https?$/i.test(parts.scheme ?? '') && Boolean(parts.host);
}

/** get_head(): `esc_url_raw( utf8_uri_encode( $url ) )`, the URL for_url() receives. */
export function headRouteUrl(url: string): string {
  // esc_url_raw() is esc_url() without the display entities: the attribute context of escUrl.
  return escUrl(utf8UriEncode(url).replace(/^[\s\0\x0B]+/, ''), 'attribute');
}

const DATE_TAGS: Readonly<Record<string, string>> = {
  '%year%': '([0-9]{4})',
  '%monthnum%': '([0-9]{1,2})',
  '%day%': '([0-9]{1,2})',
};

/**
 * WP_Rewrite::get_date_permastruct(): the permalink structure's front, then the date tags in the
 * order the structure uses them (year/month/day by default), under `date/` when %post_id% is one
 * of its first three tags; none without pretty permalinks.
 */
function datePermastruct(permalinkStructure: string): string | null {
  if (permalinkStructure === '') return null;
  const cut = permalinkStructure.indexOf('%');
  let front = cut < 0 ? '' : permalinkStructure.slice(0, cut);
  const endians = ['%year%/%monthnum%/%day%', '%day%/%monthnum%/%year%', '%monthnum%/%day%/%year%'];
  const endian = endians.find((e) => permalinkStructure.includes(e)) ?? endians[0]!;
  const tokens = permalinkStructure.match(/%.+?%/g) ?? [];
  if (tokens.slice(0, 3).includes('%post_id%')) front += 'date/';
  return front + endian;
}

/**
 * The regexes of WP_Rewrite::generate_rewrite_rules( date permastruct, EP_DATE ): for each level
 * of the structure (year, year/month, year/month/day) its feeds, embed, `page/N` and the level
 * itself. Like WordPress, the front is put into the regex as it is.
 */
export function dateRewriteRules(permalinkStructure: string): string[] {
  const structure = datePermastruct(permalinkStructure);
  if (structure === null) return [];
  const cut = structure.indexOf('%');
  const front = cut < 0 ? '' : structure.slice(0, cut);
  const rest = (front === '/' ? structure : structure.split(front).join('')).replace(
    /^\/+|\/+$/g,
    '',
  );
  const rules: string[] = [];
  let struct = front.replace(/^\/+/, '');
  for (const dir of rest.split('/')) {
    struct = `${struct}${dir}/`.replace(/^\/+/, '');
    const match = struct.replace(/%[a-z_]+%/g, (tag) => DATE_TAGS[tag] ?? tag);
    rules.unshift(
      `${match}feed/(feed|rdf|rss|rss2|atom)/?$`,
      `${match}(feed|rdf|rss|rss2|atom)/?$`,
      `${match}embed/?$`,
      `${match}page/?([0-9]{1,})/?$`,
      `${match}?$`,
    );
  }
  return rules;
}

/** Meta_Surface::is_date_archive_url(): the path, without its leading slashes, matches a rule. */
export function isDateArchivePath(path: string, permalinkStructure: string): boolean {
  const relative = path.replace(/^\/+/, '');
  return dateRewriteRules(permalinkStructure).some((rule) => new RegExp(`^${rule}`).test(relative));
}
