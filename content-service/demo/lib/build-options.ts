// options.json: option name → value, like the reference's site-options.json.
import { MENUS } from '../source/menus';
import { CORE_OPTIONS, SITE_OPTION_VALUES, type OptionValue } from '../source/options';
import { seoOptions } from '../source/options-seo';
import { redirectOptions } from '../source/redirects';
import type { LinkValue } from '../source/types';
import type { BuildContext } from './context';

type Row = [string, OptionValue];

/**
 * The ACF options-page rows: `options_<field>` → value and `_options_<field>` → field key, with
 * repeaters flattened to `options_<field>_<i>_<sub>` plus a row count, as ACF stores them.
 */
function siteOptionRows(ctx: BuildContext): Row[] {
  const v = SITE_OPTION_VALUES;
  const key = (...names: string[]): string => ctx.keys.key('siteOptions', names);
  const link = (l: LinkValue): OptionValue => ({
    title: l.title,
    url: ctx.index.href(l.url),
    target: l.target,
  });
  const rows: Row[] = [];
  const add = (name: string, value: OptionValue, fieldKey: string): void => {
    rows.push([`options_${name}`, value], [`_options_${name}`, fieldKey]);
  };
  add('site_logo', String(v.site_logo), key('site_logo'));
  add('favicon', String(v.favicon), key('favicon'));
  add('footer_copyright', v.footer_copyright, key('footer_copyright'));
  add('cookie_notice_msg', ctx.index.expand(v.cookie_notice_msg), key('cookie_notice_msg'));
  add('contact_us_link', link(v.contact_us_link), key('contact_us_link'));
  add('contact_us_url', ctx.index.href(v.contact_us_url), key('contact_us_url'));
  v.footer_social_links.forEach((row, i) => {
    add(`footer_social_links_${i}_url`, row.url, key('footer_social_links', 'url'));
    add(`footer_social_links_${i}_type`, row.type, key('footer_social_links', 'type'));
  });
  add('footer_social_links', String(v.footer_social_links.length), key('footer_social_links'));
  v.footer_sub_links.forEach((row, i) => {
    add(`footer_sub_links_${i}_link`, link(row.link), key('footer_sub_links', 'link'));
  });
  add('footer_sub_links', String(v.footer_sub_links.length), key('footer_sub_links'));
  return rows;
}

export function buildOptions(ctx: BuildContext): Record<string, OptionValue> {
  const sticky = ctx.posts.filter((p) => p.sticky).map((p) => p.id);
  const locationIds = Object.fromEntries(MENUS.map((m) => [m.location, m.termId]));
  return {
    ...CORE_OPTIONS,
    sticky_posts: sticky,
    theme_mods_twentytwentyfive: { custom_css_post_id: -1, nav_menu_locations: locationIds },
    ...seoOptions((id) => ctx.mediaUrl(id)),
    ...redirectOptions(),
    ...Object.fromEntries(siteOptionRows(ctx)),
    nav_menu_locations: Object.fromEntries(
      MENUS.map((m) => [m.location, { term_id: m.termId, slug: m.slug, name: m.name }]),
    ),
  };
}
