import type { RequestContext } from '../context';
import { memo } from '../model/loaders';
import { attachmentInfo } from './media';
import type { SchemaInput } from './schema-graph';
import { int, siteRepresents, text, yoastSettings, type YoastSettings } from './settings';

type SitePart = Pick<
  SchemaInput,
  'siteUrl' | 'siteName' | 'siteDescription' | 'alternateName' | 'language' | 'organization'
>;

/** Profiles the Organization is `sameAs`: Facebook, X (from the Twitter handle), then the rest. */
export function organizationSameAs(s: YoastSettings): string[] {
  const urls: string[] = [];
  const facebook = text(s.social, 'facebook_site');
  if (facebook) urls.push(facebook);
  const twitter = text(s.social, 'twitter_site').replace(/^@/, '');
  if (twitter) urls.push(`https://x.com/${twitter}`);
  for (const key of [
    'instagram_url',
    'linkedin_url',
    'myspace_url',
    'pinterest_url',
    'youtube_url',
    'wikipedia_url',
    'mastodon_url',
  ]) {
    const url = text(s.social, key);
    if (url) urls.push(url);
  }
  const others = s.social.other_social_urls;
  if (Array.isArray(others)) for (const u of others) if (typeof u === 'string' && u) urls.push(u);
  return urls;
}

/** Yoast's site name for schema and templates: its own `website_name`, else the blog name. */
export function schemaSiteName(s: YoastSettings): string {
  return text(s.titles, 'website_name') || s.siteName;
}

/** The site-wide part of every graph: WebSite and, when the site represents one, Organization. */
export function siteSchema(ctx: RequestContext): SitePart {
  return memo(ctx, 'yoast:site-schema', () => {
    const s = yoastSettings(ctx);
    const part: SitePart = {
      siteUrl: s.homeSlash,
      siteName: schemaSiteName(s),
      siteDescription: s.siteDescription,
      language: s.language,
    };
    const alternate = text(s.titles, 'alternate_website_name');
    if (alternate) part.alternateName = alternate;
    if (siteRepresents(s) === 'company') {
      const logo = attachmentInfo(ctx, int(s.titles, 'company_logo_id'));
      const fallback = s.titles.company_logo_meta as Record<string, unknown> | undefined;
      part.organization = {
        name: text(s.titles, 'company_name'),
        logo: logo
          ? { url: logo.url, width: logo.width, height: logo.height }
          : fallback && typeof fallback.url === 'string'
            ? { url: fallback.url, width: Number(fallback.width), height: Number(fallback.height) }
            : undefined,
        sameAs: organizationSameAs(s),
      };
    }
    return part;
  });
}
