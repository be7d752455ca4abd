import type { RequestContext } from '../context';
import { htmlEntityDecode, wpStripAllTags } from '../render';
import { homeCrumb, trail } from './breadcrumbs';
import type { OgImage } from './head';
import { defaultOgImage, imageFrom } from './post-images';
import type { Presentation } from './presentation';
import { replaceVars } from './replace-vars';
import type { Robots } from './robots';
import type { Crumb } from './schema-graph';
import { bool, int, text, titleTemplate, yoastSettings } from './settings';
import { siteSchema } from './site-schema';
import { twitterText } from './twitter-text';
import { siteLookup } from './vars';

/*
 * The two presentations Yoast's REST head serves besides posts and terms: the home page that
 * lists posts (Indexable_Home_Page_Presentation) and a date archive
 * (Indexable_Date_Archive_Presentation), as they come out of a REST request, where no main query
 * ran: no page number, no date (so `%%date%%` is empty and the date archive has no URL).
 */

interface SitePage {
  title: string;
  description: string;
  robots: Robots;
  /** The indexable's permalink: the home URL, or null for the date archive. */
  permalink: string | null;
  canonical: string;
  /** The indexable's own Open Graph texts and image (the home page's front-page settings). */
  ogTitle: string;
  ogDescription: string;
  ogImage: OgImage | undefined;
  breadcrumbs: Crumb[];
}

const render = (ctx: RequestContext, template: string): string => {
  const s = yoastSettings(ctx);
  return wpStripAllTags(replaceVars(template, siteLookup(ctx), s.separator));
};

/** Indexable_Presentation's generic parts for a page of type `website` with no object. */
function present(ctx: RequestContext, page: SitePage): Presentation {
  const s = yoastSettings(ctx);
  const ogEnabled = bool(s.social, 'opengraph');
  const twitterOn = bool(s.social, 'twitter');
  const site = text(s.social, 'twitter_site').replace(/^@/, '');
  // Social templates (`social-title-archive-wpseo`, …) are Yoast Premium's: the free plugin
  // falls back to the page's own title and description.
  const ogTitle = page.ogTitle || page.title;
  const ogDescription = page.ogDescription || page.description;
  const ogImage = ogEnabled ? (page.ogImage ?? defaultOgImage(ctx)) : undefined;
  const same = (value: string) => () => value;
  return {
    title: page.title,
    description: page.description,
    focuskw: null,
    metaKeywords: null,
    robots: page.robots,
    canonical: page.robots.index === 'noindex' ? '' : page.canonical,
    ogType: ogEnabled ? 'website' : '',
    ogTitle: ogEnabled ? ogTitle : '',
    ogDescription: ogEnabled ? ogDescription : '',
    // generate_open_graph_url(): the canonical, else the permalink (none for the date archive).
    ogUrl: ogEnabled ? page.canonical || (page.permalink ?? '') : '',
    ogSiteName: ogEnabled ? s.siteName : '',
    articlePublisher: '',
    articleAuthor: '',
    publishedTime: '',
    modifiedTime: '',
    ogImages: ogImage ? [ogImage] : [],
    ogImageRow: () => null,
    metaAuthor: '',
    twitterCard: twitterOn ? text(s.social, 'twitter_card_type') : '',
    twitterTitle: twitterText({
      enabled: twitterOn,
      own: '',
      ogEnabled,
      og: ogTitle,
      render: (tpl) => render(ctx, tpl),
      fallback: same(page.title),
    }),
    twitterDescription: twitterText({
      enabled: twitterOn,
      own: '',
      ogEnabled,
      og: ogDescription,
      render: (tpl) => render(ctx, tpl),
      fallback: same(page.description),
    }),
    // Neither page has an image of its own for Twitter; Open Graph's serves it.
    twitterImage: '',
    twitterImageRow: () => null,
    twitterCreator: '',
    twitterSite: twitterOn && site ? `@${site}` : '',
    breadcrumbs: page.breadcrumbs,
    cornerstone: false,
    readingTime: 0,
    slack: [],
    locale: ogEnabled ? s.locale : '',
    version: s.version,
    pageType: ['CollectionPage'],
    articleType: [],
    schema: () => ({
      ...siteSchema(ctx),
      canonical: page.canonical,
      mainSchemaId: page.permalink,
      pageType: ['CollectionPage'],
      name: htmlEntityDecode(page.title),
      description: htmlEntityDecode(page.description),
      breadcrumbs: page.breadcrumbs,
    }),
  };
}

/**
 * The home page that lists the posts. Its indexable (Indexable_Home_Page_Builder) holds the
 * `title-home-wpseo` and `metadesc-home-wpseo` settings (the tagline when the latter is empty),
 * the front-page Open Graph settings, the home URL, and is noindex only when the site asks
 * search engines not to index it. Its trail is the home crumb twice: in a REST request the page
 * type is not Home_Page, so Breadcrumbs_Generator puts the home page before itself.
 */
export function presentHomePage(ctx: RequestContext): Presentation {
  const s = yoastSettings(ctx);
  const t = s.titles;
  const home = s.homeSlash;
  const homeText = text(t, 'breadcrumbs-home');
  return present(ctx, {
    title: render(ctx, titleTemplate(s, 'title-home-wpseo')),
    description: render(ctx, text(t, 'metadesc-home-wpseo') || s.siteDescription),
    robots: { index: s.blogPublic ? 'index' : 'noindex', follow: 'follow' },
    permalink: home,
    canonical: home,
    ogTitle: render(ctx, text(t, 'open_graph_frontpage_title')),
    ogDescription: render(ctx, text(t, 'open_graph_frontpage_desc')),
    ogImage: imageFrom(
      ctx,
      int(t, 'open_graph_frontpage_image_id'),
      text(t, 'open_graph_frontpage_image'),
    ),
    breadcrumbs: trail(homeCrumb(ctx), [], { text: homeText, url: home }),
  });
}

/**
 * A date archive (Indexable_Date_Archive_Builder: the `title-archive-wpseo` and
 * `metadesc-archive-wpseo` settings, noindex by `noindex-archive-wpseo`, no permalink). Without a
 * date query, Current_Page_Helper::get_date_archive_permalink() is empty, so the page has no
 * canonical or og:url, its WebPage node has `"@id": null` and `"url": ""`, and its own crumb has
 * neither text nor URL, which leaves the home crumb alone and so no BreadcrumbList.
 */
export function presentDateArchive(ctx: RequestContext): Presentation {
  const s = yoastSettings(ctx);
  const t = s.titles;
  return present(ctx, {
    title: render(ctx, titleTemplate(s, 'title-archive-wpseo')),
    description: render(ctx, text(t, 'metadesc-archive-wpseo')),
    robots: {
      index: !s.blogPublic || bool(t, 'noindex-archive-wpseo') ? 'noindex' : 'index',
      follow: 'follow',
    },
    permalink: null,
    canonical: '',
    ogTitle: '',
    ogDescription: '',
    ogImage: undefined,
    breadcrumbs: trail(homeCrumb(ctx), [], { text: '', url: '' }),
  });
}
