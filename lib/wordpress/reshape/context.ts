import { type LinkContext, createLinkContext } from '../../html/internal-links';
import { type SanitizeOptions, sanitizeWordPressHtml } from '../../html/sanitize';
import type { MarketoSettings, SiteEnv } from '../config/site-env';

/** What reshaping needs besides the GraphQL answer: which links are ours, what may be embedded. */
export interface ReshapeContext {
  links: LinkContext;
  /** This site's origin (NEXT_PUBLIC_SITE_URL): where absolute addresses of its pages point. */
  siteUrl: string;
  embedHosts: string[];
  marketo: MarketoSettings | null;
  /** Server-side log (unknown layouts, dropped embeds). */
  warn: (message: string) => void;
}

/**
 * `homeUrl` is WordPress's own idea of its address (generalSettings.url): content written there
 * links to it even when the site reaches WordPress by another address.
 */
export function createReshapeContext(env: SiteEnv, homeUrl: string | null): ReshapeContext {
  return {
    links: createLinkContext(env.wordpressUrl, [homeUrl, env.siteUrl]),
    siteUrl: env.siteUrl,
    embedHosts: env.embedHosts,
    marketo: env.marketo,
    warn: (message) => console.warn(`[wordpress] ${message}`),
  };
}

export function sanitizeOptions(context: ReshapeContext): SanitizeOptions {
  return { links: context.links, iframeHosts: context.embedHosts };
}

/** Sanitised HTML of a WordPress rich-text field. */
export function richText(html: string | null | undefined, context: ReshapeContext): string {
  return sanitizeWordPressHtml(html, sanitizeOptions(context));
}
