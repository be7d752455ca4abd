import type { Store } from '../../store/open-store';
import { readOption } from '../../store/options';
import type { RequestContext } from '../context';
import { THEME_CUSTOM_TEMPLATES, type ThemeTemplate } from '../render/theme';
import { memo } from './loaders';

/**
 * The page templates the site's theme offers: Twenty Twenty-Five's custom templates, plus those a
 * site declares in the option `content_service_theme_templates` (`[{ slug, title, postTypes }]`),
 * as a theme's template files declare them to WordPress (a WXR export carries no theme; the demo
 * declares the layouts its pages choose). WP_Theme::get_page_templates() lists them, and WPGraphQL
 * answers a post's `template` from that list, with one ContentTemplate type each.
 */
export function declaredTemplates(db: Store): ThemeTemplate[] {
  const declared = readOption<unknown>(db, 'content_service_theme_templates');
  const valid = Array.isArray(declared)
    ? declared.filter(
        (t): t is ThemeTemplate =>
          typeof t?.slug === 'string' &&
          t.slug !== '' &&
          typeof t.title === 'string' &&
          t.title !== '' &&
          Array.isArray(t.postTypes),
      )
    : [];
  const known = new Set(THEME_CUSTOM_TEMPLATES.map((t) => t.slug));
  return [...THEME_CUSTOM_TEMPLATES, ...valid.filter((t) => !known.has(t.slug))];
}

export function offeredTemplates(ctx: RequestContext): ThemeTemplate[] {
  return memo(ctx, 'theme-templates', () => declaredTemplates(ctx.db));
}

/** PHP's ucwords(): the first letter of each space-separated word upper-cased. */
export const ucwords = (text: string) =>
  text.replace(/(^|[ \t\r\n\f\v])([a-z])/g, (m) => m.toUpperCase());

/**
 * The GraphQL type of a template (Utils::format_type_name_for_wp_template): its title in words
 * without non-word characters, prefixed "Template_" unless it says "template".
 */
export function templateTypeName(title: string): string {
  const name = ucwords(title).replace(/[^\w]/g, '');
  return /^\d/.test(name) || !name.toLowerCase().includes('template') ? `Template_${name}` : name;
}

/** SDL of the ContentTemplate types the reference schema does not hold (a declared template's). */
export function templateTypeDefs(db: Store, served: (name: string) => boolean): string {
  return declaredTemplates(db)
    .map((t) => templateTypeName(t.title))
    .filter((name, i, all) => !served(name) && all.indexOf(name) === i)
    .map(
      (name) =>
        `"""The template assigned to the node"""\ntype ${name} implements ContentTemplate {\n` +
        `  """The name of the template"""\n  templateName: String\n}\n`,
    )
    .join('\n');
}
