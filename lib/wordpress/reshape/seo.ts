import { toSiteHref } from '../../html/internal-links';
import { toPlainText } from '../../html/plain-text';
import type {
  PostTypeSeoFieldsFragment,
  TaxonomySeoFieldsFragment,
  UserSeoFieldsFragment,
} from '../generated/graphql';
import type { SeoData } from '../types/content';
import type { ReshapeContext } from './context';
import { reshapeImage } from './media';
import { reshapeYoastSchema } from './yoast-schema';

type SeoFields = PostTypeSeoFieldsFragment | TaxonomySeoFieldsFragment | UserSeoFieldsFragment;

const text = (value: string | null | undefined) => toPlainText(value) || null;

/**
 * Yoast's fields, as plain text; absent Yoast gives an empty SeoData (the page's own title
 * rules) but for `ownDescription` (WordPress's own excerpt), used when Yoast has no description.
 */
export function reshapeSeo(
  seo: SeoFields | null | undefined,
  context: ReshapeContext,
  ownDescription?: string | null,
): SeoData {
  const published = seo && 'opengraphPublishedTime' in seo ? seo.opengraphPublishedTime : null;
  const modified = seo && 'opengraphModifiedTime' in seo ? seo.opengraphModifiedTime : null;
  // A user's SEO type has no focus keyword, Open Graph type, Twitter card or breadcrumbs.
  const terms = seo && 'focuskw' in seo ? seo : null;
  return {
    title: text(seo?.title),
    description: text(seo?.metaDesc) ?? (seo ? null : text(ownDescription)),
    noindex: seo?.metaRobotsNoindex === 'noindex',
    nofollow: seo?.metaRobotsNofollow === 'nofollow',
    canonical: seo?.canonical ? toSiteHref(seo.canonical, context.links) : null,
    focusKeyword: text(terms?.focuskw),
    openGraph: {
      title: text(seo?.opengraphTitle),
      description: text(seo?.opengraphDescription),
      type: text(terms?.opengraphType),
      image: reshapeImage(seo?.opengraphImage),
      publishedTime: published || null,
      modifiedTime: modified || null,
    },
    twitter: {
      card: text(terms?.twitterCardType),
      title: text(seo?.twitterTitle),
      description: text(seo?.twitterDescription),
      image: reshapeImage(seo?.twitterImage),
    },
    breadcrumbs: (terms?.breadcrumbs ?? []).flatMap((crumb) => {
      const label = text(crumb?.text);
      if (!label) return [];
      return [{ text: label, url: crumb?.url ? toSiteHref(crumb.url, context.links) : null }];
    }),
    schema: reshapeYoastSchema(seo?.schema?.raw, context),
  };
}
