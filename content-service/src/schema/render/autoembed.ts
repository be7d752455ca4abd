import { wpReplaceInHtmlTags } from './html-split';

/*
 * WP_Embed::autoembed() (the_content, priority 8) as it behaves when no oEmbed provider
 * answers, as on the reference site: a URL alone on its line or in its own paragraph goes
 * through WP_Embed::shortcode(), which decodes `&amp;` to `&` and, finding no embed, gives the
 * URL back unlinked. wptexturize later turns that `&` into `&#038;`.
 */
function callback(_m: string, before: string, url: string, after: string): string {
  return before + url.split('&amp;').join('&') + after;
}

export function autoembed(input: string): string {
  let content = wpReplaceInHtmlTags(input, { '\n': '<!-- wp-line-break -->' });
  if (/(^|[\t\n\v\f\r ]|>)https?:\/\//i.test(content)) {
    content = content.replace(
      /^([\t\v\f\r ]*)(https?:\/\/[^\t\n\v\f\r <>"]+)([\t\v\f\r ]*)$/gim,
      callback,
    );
    content = content.replace(
      /(<p(?: [^>]*)?>[\t\n\v\f\r ]*)(https?:\/\/[^\t\n\v\f\r <>"]+)([\t\n\v\f\r ]*<\/p>)/gi,
      callback,
    );
  }
  return content.split('<!-- wp-line-break -->').join('\n');
}
