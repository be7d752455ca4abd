import type { RequestContext } from '../context';
import { memo, postById } from '../model/loaders';
import type { TermRow } from '../model/rows';
import { termTrail } from './breadcrumbs';
import { termIndexablePermalink } from './indexable';
import { htmlEntityDecode, wpStripAllTags } from '../render';
import { decodeUrl } from './php-text';
import { defaultOgImage, imageFrom } from './post-images';
import { seoSource, type Presentation, type SeoSource } from './presentation';
import { replaceVars } from './replace-vars';
import { termRobots } from './robots';
import { bool, text, titleTemplate, yoastSettings } from './settings';
import { siteSchema } from './site-schema';
import { termSeoMeta, termSeoText } from './term-meta';
import { termLookup } from './vars';
import { twitterText } from './twitter-text';

export function presentTerm(ctx: RequestContext, term: TermRow): Presentation {
  const s = yoastSettings(ctx);
  const meta = (key: string): string => termSeoText(ctx, term, `wpseo_${key}`);
  const render = (tpl: string): string =>
    wpStripAllTags(replaceVars(tpl, termLookup(ctx, term), s.separator));
  const title = render(meta('title') || titleTemplate(s, `title-tax-${term.taxonomy}`));
  const description = render(meta('desc') || text(s.titles, `metadesc-tax-${term.taxonomy}`));
  const robots = termRobots({
    noindexMeta: meta('noindex'),
    taxonomyNoindex: bool(s.titles, `noindex-tax-${term.taxonomy}`),
    blogPublic: s.blogPublic,
  });
  const permalink = decodeUrl(termIndexablePermalink(ctx, term));
  const canonical = meta('canonical') || permalink;
  const ogEnabled = bool(s.social, 'opengraph');
  const termDescription = wpStripAllTags(term.description);
  const ogTitle = render(meta('opengraph-title')) || title;
  const ogDescription = render(meta('opengraph-description')) || description || termDescription;
  const setOg = imageFrom(ctx, Number(meta('opengraph-image-id')), meta('opengraph-image'));
  const ogImage = ogEnabled ? (setOg ?? defaultOgImage(ctx)) : undefined;
  const twitterOn = bool(s.social, 'twitter');
  const setTwitter = imageFrom(ctx, Number(meta('twitter-image-id')), meta('twitter-image'));
  // Only an image set on the term: otherwise Open Graph's image serves Twitter too.
  const twitterImage = twitterOn && setTwitter ? setTwitter.url : '';
  const site = text(s.social, 'twitter_site').replace(/^@/, '');
  const values = termSeoMeta(ctx, term);
  const rowOf = (key: string) => () => {
    // WPGraphQL Yoast reads term images by their stored ids only.
    const id = Number(values[key]);
    const row = id > 0 ? postById(ctx, id) : undefined;
    return row && row.post_type === 'attachment' ? row : null;
  };
  return {
    title,
    description,
    // WPSEO_Taxonomy_Meta fills every known key with '' (wpseo_metakeywords is no longer one).
    focuskw: meta('focuskw'),
    metaKeywords: typeof values.wpseo_metakeywords === 'string' ? values.wpseo_metakeywords : null,
    robots,
    canonical: robots.index === 'noindex' ? '' : canonical,
    ogType: 'article',
    ogTitle: ogEnabled ? ogTitle : '',
    ogDescription: ogEnabled ? ogDescription : '',
    ogUrl: ogEnabled ? canonical : '',
    ogSiteName: ogEnabled ? s.siteName : '',
    articlePublisher: '',
    articleAuthor: '',
    publishedTime: '',
    modifiedTime: '',
    ogImages: ogImage ? [ogImage] : [],
    ogImageRow: rowOf('wpseo_opengraph-image-id'),
    metaAuthor: '',
    twitterCard: twitterOn ? text(s.social, 'twitter_card_type') : '',
    twitterTitle: twitterText({
      enabled: twitterOn,
      own: meta('twitter-title'),
      ogEnabled,
      og: ogTitle,
      render,
      fallback: () => title,
    }),
    twitterDescription: twitterText({
      enabled: twitterOn,
      own: meta('twitter-description'),
      ogEnabled,
      og: ogDescription,
      render,
      fallback: () => description || termDescription,
    }),
    twitterImage,
    twitterImageRow: rowOf('wpseo_twitter-image-id'),
    twitterCreator: '',
    twitterSite: twitterOn && site ? `@${site}` : '',
    breadcrumbs: termTrail(ctx, term),
    cornerstone: false,
    readingTime: 0,
    slack: [],
    locale: ogEnabled ? s.locale : '',
    version: s.version,
    pageType: ['CollectionPage'],
    articleType: [],
    schema: () => ({
      ...siteSchema(ctx),
      canonical,
      mainSchemaId: permalink,
      pageType: ['CollectionPage'],
      name: htmlEntityDecode(title),
      description: htmlEntityDecode(description),
      breadcrumbs: termTrail(ctx, term),
    }),
  };
}

/** `Category.seo`, `Tag.seo`: TaxonomySEO of a term. */
export function termSeo(ctx: RequestContext, term: TermRow): SeoSource {
  return memo(ctx, `yoast:term:${term.term_taxonomy_id}`, () =>
    seoSource(presentTerm(ctx, term), 'term'),
  );
}
