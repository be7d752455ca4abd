/**
 * Yoast's defaults for the site-wide `wpseo_titles` settings the content service reads
 * (WPSEO_Option_Titles: `$defaults` with `translate_defaults()`, English). Yoast merges its stored
 * option over these, so a site whose import carries no Yoast settings (a plain WXR) answers as a
 * fresh Yoast install does: it "represents a company", breadcrumbs on, "Home", "»" and so on.
 * Per-post-type and per-taxonomy keys keep their own fallbacks (settings.ts titleTemplate).
 */
export const YOAST_TITLES_DEFAULTS: Readonly<Record<string, unknown>> = {
  separator: 'sc-dash',
  'title-home-wpseo': '%%sitename%% %%page%% %%sep%% %%sitedesc%%',
  'title-author-wpseo': '%%name%%, Author at %%sitename%% %%page%% ',
  'title-archive-wpseo': '%%date%% %%page%% %%sep%% %%sitename%%',
  'title-search-wpseo': 'You searched for %%searchphrase%% %%page%% %%sep%% %%sitename%%',
  'title-404-wpseo': 'Page not found %%sep%% %%sitename%%',
  'social-title-author-wpseo': '%%name%%',
  'social-title-archive-wpseo': '%%date%%',
  'noindex-author-wpseo': false,
  'noindex-author-noposts-wpseo': true,
  'noindex-archive-wpseo': true,
  'disable-author': false,
  'disable-date': false,
  'disable-post_format': false,
  'disable-attachment': true,
  'breadcrumbs-404crumb': 'Error 404: Page not found',
  'breadcrumbs-display-blog-page': true,
  'breadcrumbs-boldlast': false,
  'breadcrumbs-archiveprefix': 'Archives for',
  'breadcrumbs-enable': true,
  'breadcrumbs-home': 'Home',
  'breadcrumbs-prefix': '',
  'breadcrumbs-searchprefix': 'You searched for',
  'breadcrumbs-sep': '»',
  company_or_person: 'company',
  open_graph_frontpage_title: '%%sitename%%',
};
