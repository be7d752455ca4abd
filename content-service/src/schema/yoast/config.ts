import type { RequestContext } from '../context';
import { option, postById, userById } from '../model/loaders';
import type { PostRow } from '../model/rows';
import { formatString } from './php-text';
import { seoRedirects } from './redirects';
import { replaceVars } from './replace-vars';
import { bool, int, text, titleTemplate, yoastSettings, type YoastSettings } from './settings';
import { schemaSiteName } from './site-schema';
import { siteLookup } from './vars';

/** The post types WPGraphQL exposes, by their SEOContentTypes field. */
const CONTENT_TYPES: [field: string, postType: string][] = [
  ['post', 'post'],
  ['page', 'page'],
  ['mediaItem', 'attachment'],
];

function media(ctx: RequestContext, id: number): PostRow | null {
  const row = id > 0 ? postById(ctx, id) : undefined;
  return row && row.post_type === 'attachment' ? row : null;
}

/**
 * get_post_type_archive_link(): posts → the home page (or the posts page); others have none:
 * false, which graphql-php's String serialises as '' (the live WordPress answers "" for pages
 * and media items).
 */
function archiveLink(ctx: RequestContext, s: YoastSettings, postType: string): string {
  if (postType !== 'post') return '';
  const postsPage = Number(option(ctx, 'page_for_posts'));
  if (option(ctx, 'show_on_front') === 'page' && postsPage > 0) {
    const row = postById(ctx, postsPage);
    if (row) return `${s.home}/${row.post_name}/`;
  }
  return s.home;
}

function contentType(ctx: RequestContext, s: YoastSettings, postType: string) {
  const t = s.titles;
  const fill = (key: string): string | null => {
    const v = t[key];
    return typeof v === 'string'
      ? formatString(replaceVars(v, siteLookup(ctx), s.separator))
      : null;
  };
  const optional = (key: string): string | null =>
    typeof t[key] === 'string' ? formatString(t[key] as string) : null;
  return {
    title: fill(`title-${postType}`),
    metaDesc: fill(`metadesc-${postType}`),
    metaRobotsNoindex: bool(t, `noindex-${postType}`),
    schemaType:
      typeof t[`schema-page-type-${postType}`] === 'string'
        ? t[`schema-page-type-${postType}`]
        : null,
    // None of these types has an archive, so Yoast has no archive presentation for them.
    schema: { raw: null },
    archive: {
      hasArchive: false,
      archiveLink: archiveLink(ctx, s, postType),
      title: null,
      metaDesc: optional(`metadesc-ptarchive-${postType}`),
      metaRobotsNoindex: true,
      metaRobotsNofollow: true,
      metaRobotsIndex: 'noindex',
      metaRobotsFollow: 'nofollow',
      breadcrumbTitle: optional(`bctitle-ptarchive-${postType}`),
      fullHead: '',
    },
  };
}

/** The taxonomies WPGraphQL exposes, by their SEOTaxonomyTypes field (graphql_single_name). */
const TAXONOMIES: [field: string, taxonomy: string][] = [
  ['category', 'category'],
  ['tag', 'post_tag'],
  ['postFormat', 'post_format'],
];

/**
 * A taxonomy's archive settings (wp_gql_seo_build_taxonomy_data): its title and description
 * templates with the site's variables replaced (no term: `%%term_title%%` is empty) and its
 * noindex setting. Yoast's enriched defaults stand in for what the site never stored: the
 * "%%term_title%% Archives" title, no description, and noindex only for post formats.
 */
function taxonomyArchive(ctx: RequestContext, s: YoastSettings, taxonomy: string) {
  const t = s.titles;
  const fill = (template: string) =>
    formatString(replaceVars(template, siteLookup(ctx), s.separator));
  const noindexKey = `noindex-tax-${taxonomy}`;
  return {
    archive: {
      title: fill(titleTemplate(s, `title-tax-${taxonomy}`)),
      metaDesc: fill(text(t, `metadesc-tax-${taxonomy}`)),
      metaRobotsNoindex: noindexKey in t ? bool(t, noindexKey) : taxonomy === 'post_format',
    },
  };
}

/** `RootQuery.seo`: the site-wide Yoast settings, as WPGraphQL Yoast SEO 5 reports them. */
export function seoConfig(ctx: RequestContext) {
  const s = yoastSettings(ctx);
  const { titles: t, social, wpseo } = s;
  const fill = (key: string): string | null =>
    formatString(replaceVars(text(t, key), siteLookup(ctx), s.separator));
  const str = (d: Record<string, unknown>, key: string): string | null =>
    formatString(text(d, key));
  const others = social.other_social_urls;
  return {
    contentTypes: Object.fromEntries(CONTENT_TYPES.map(([f, pt]) => [f, contentType(ctx, s, pt)])),
    taxonomyArchives: Object.fromEntries(
      TAXONOMIES.map(([f, tax]) => [f, taxonomyArchive(ctx, s, tax)]),
    ),
    meta: {
      homepage: { title: fill('title-home-wpseo'), description: fill('metadesc-home-wpseo') },
      author: { title: fill('title-author-wpseo'), description: fill('metadesc-author-wpseo') },
      date: { title: fill('title-archive-wpseo'), description: fill('metadesc-archive-wpseo') },
      config: { separator: str(t, 'separator') },
      notFound: { title: fill('title-404-wpseo'), breadcrumb: fill('breadcrumbs-404crumb') },
    },
    webmaster: {
      baiduVerify: str(wpseo, 'baiduverify'),
      googleVerify: str(wpseo, 'googleverify'),
      msVerify: str(wpseo, 'msverify'),
      yandexVerify: str(wpseo, 'yandexverify'),
    },
    social: {
      facebook: {
        url: str(social, 'facebook_site'),
        defaultImage: () => media(ctx, int(social, 'og_default_image_id')),
      },
      twitter: {
        username: str(social, 'twitter_site'),
        // An enum (SEOCardType): anything else stored there cannot be answered.
        cardType: ['summary', 'summary_large_image'].includes(text(social, 'twitter_card_type'))
          ? text(social, 'twitter_card_type')
          : null,
      },
      instagram: { url: str(social, 'instagram_url') },
      linkedIn: { url: str(social, 'linkedin_url') },
      mySpace: { url: str(social, 'myspace_url') },
      pinterest: { url: str(social, 'pinterest_url'), metaTag: str(social, 'pinterestverify') },
      youTube: { url: str(social, 'youtube_url') },
      wikipedia: { url: str(social, 'wikipedia_url') },
      otherSocials: Array.isArray(others) ? others : [],
    },
    breadcrumbs: {
      enabled: bool(t, 'breadcrumbs-enable'),
      boldLast: bool(t, 'breadcrumbs-boldlast'),
      showBlogPage: bool(t, 'breadcrumbs-display-blog-page'),
      archivePrefix: str(t, 'breadcrumbs-archiveprefix'),
      prefix: str(t, 'breadcrumbs-prefix'),
      notFoundText: str(t, 'breadcrumbs-404crumb'),
      homeText: str(t, 'breadcrumbs-home'),
      searchPrefix: str(t, 'breadcrumbs-searchprefix'),
      separator: str(t, 'breadcrumbs-sep'),
    },
    schema: {
      companyName: str(t, 'company_name'),
      personName: formatString(userById(ctx, int(t, 'company_or_person_user_id'))?.user_nicename),
      companyLogo: () => media(ctx, int(t, 'company_logo_id')),
      personLogo: () => media(ctx, int(t, 'person_logo_id')),
      logo: () =>
        media(
          ctx,
          text(t, 'company_or_person') === 'company'
            ? int(t, 'company_logo_id')
            : int(t, 'person_logo_id'),
        ),
      companyOrPerson: str(t, 'company_or_person'),
      siteName: formatString(schemaSiteName(s)),
      wordpressSiteName: formatString(s.siteName),
      siteUrl: formatString(s.siteUrl),
      homeUrl: formatString(s.home),
      inLanguage: s.language,
    },
    // Redirects are a Yoast Premium feature: without its options the list is empty.
    redirects: seoRedirects(ctx),
    openGraph: {
      defaultImage: () => media(ctx, int(social, 'og_default_image_id')),
      frontPage: {
        title: fill('open_graph_frontpage_title'),
        description: fill('open_graph_frontpage_desc'),
        image: () => media(ctx, int(t, 'open_graph_frontpage_image_id')),
      },
    },
  };
}
