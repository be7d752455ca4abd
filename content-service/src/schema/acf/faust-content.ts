import type { RequestContext } from '../context';
import { option } from '../model/loaders';

export interface FaustSettings {
  frontendUri: string;
  /** `enable_rewrites`: links in content point at the front end. */
  rewrites: boolean;
  /** `enable_image_source`: media URLs in content stay on the WordPress domain. */
  wpDomainForMedia: boolean;
}

function truthy(v: unknown): boolean {
  return v === true || v === 1 || v === '1';
}

export function faustSettings(ctx: RequestContext): FaustSettings {
  const raw = option<Record<string, unknown>>(ctx, 'faustwp_settings');
  const s = raw && typeof raw === 'object' ? raw : {};
  const uri = typeof s.frontend_uri === 'string' ? s.frontend_uri.replace(/\/+$/, '') : '';
  return {
    frontendUri: uri,
    rewrites: truthy(s.enable_rewrites),
    wpDomainForMedia: truthy(s.enable_image_source),
  };
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * FaustWP 1.5's `the_content` filter (content_replacement): with rewrites on, every WordPress URL
 * in rendered content moves to the front-end URI except media under the uploads folder when media
 * stay on the WordPress domain. `siteUrl` is WordPress's site_url() without trailing slash.
 */
export function faustContentReplacement(
  content: string,
  siteUrl: string,
  settings: FaustSettings,
): string {
  const wpDomainForPermalinks = !settings.rewrites;
  if ((wpDomainForPermalinks && settings.wpDomainForMedia) || siteUrl === '') return content;
  const replacement = settings.frontendUri || '/';
  const mediaDir = '/wp-content/uploads';
  if (wpDomainForPermalinks) {
    return content.split(siteUrl + mediaDir).join(replacement + mediaDir);
  }
  if (!settings.wpDomainForMedia) return content.split(siteUrl).join(replacement);
  return content.replace(
    new RegExp(`${escapeRegExp(siteUrl)}(?!${escapeRegExp(mediaDir)})`, 'g'),
    replacement,
  );
}
