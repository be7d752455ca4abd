import { blockSheetsOf } from '../../block-styles/block-sheets';
import { sanitizeBlockSupportCss } from '../../block-styles/block-support-css';
import { type LinkContext, createLinkContext } from '../../html/internal-links';
import { type SanitizeOptions, sanitizeWordPressHtml } from '../../html/sanitize';
import { DEFAULT_SITE_URL, type MarketoSettings, type SiteEnv } from '../config/site-env';

/** What reshaping needs besides the GraphQL answer: which links are ours, what may be embedded. */
export interface ReshapeContext {
  links: LinkContext;
  /** This site's origin (NEXT_PUBLIC_SITE_URL): where absolute addresses of its pages point. */
  siteUrl: string;
  embedHosts: string[];
  marketo: MarketoSettings | null;
  /** Server-side log (unknown layouts, dropped embeds). */
  warn: (message: string) => void;
  /** The address of WordPress's theme presets (api/block-presets.ts); null: the site's defaults. */
  presetsSheet: string | null;
}

/**
 * `homeUrl` is WordPress's own idea of its address (generalSettings.url): content written there
 * links to it even when the site reaches WordPress by another address. FaustWP rewrites links and
 * Yoast's URLs to its front-end address, which is Faust's default until an editor sets it: such
 * an address can only mean this front end, wherever it runs.
 */
export function createReshapeContext(
  env: SiteEnv,
  homeUrl: string | null,
  presetsSheet: string | null = null,
): ReshapeContext {
  return {
    links: createLinkContext(env.wordpressUrl, [homeUrl, env.siteUrl, DEFAULT_SITE_URL]),
    siteUrl: env.siteUrl,
    embedHosts: env.embedHosts,
    marketo: env.marketo,
    warn: (message) => console.warn(`[wordpress] ${message}`),
    presetsSheet,
  };
}

export function sanitizeOptions(context: ReshapeContext): SanitizeOptions {
  return { links: context.links, iframeHosts: context.embedHosts };
}

/**
 * A post's or page's content: its sanitised HTML, the stylesheets of the blocks it holds (the
 * theme's presets last: they win over the site's defaults), and the sanitised rules of its
 * generated layout and link-colour classes (`blockSupportStyles`, null without the plugin).
 */
export function richContent(
  html: string | null | undefined,
  context: ReshapeContext,
  supportStyles: string | null | undefined,
): { contentHtml: string; blockSheets: string[]; blockCss: string } {
  const contentHtml = richText(html, context);
  const sheets = blockSheetsOf(contentHtml);
  if (sheets.length > 0 && context.presetsSheet) sheets.push(context.presetsSheet);
  return { contentHtml, blockSheets: sheets, blockCss: sanitizeBlockSupportCss(supportStyles) };
}

/** Sanitised HTML of a WordPress rich-text field. */
export function richText(html: string | null | undefined, context: ReshapeContext): string {
  return sanitizeWordPressHtml(html, sanitizeOptions(context));
}
