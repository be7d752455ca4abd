import { wpToKebabCase } from './kebab-case';
import { isPhpArray, phpTruthy } from './php-loose';

/*
 * wp_style_engine_get_styles( [ 'spacing' => $spacing ] )['declarations'] for padding (WordPress
 * 7's style engine, BLOCK_STYLE_DEFINITIONS_METADATA spacing.padding), which wp_get_layout_style()
 * reads for the negative margins of full-width children. Values keep their JSON types: the layout
 * code prints them as PHP would.
 */

/** WP_Style_Engine::is_valid_style_value(). */
const isValid = (value: unknown) => value === '0' || phpTruthy(value);

/** get_css_var_value() for the spacing presets: `var:preset|spacing|50` → `var(--wp--preset--spacing--50)`. */
function spacingVar(value: string): string {
  if (!value.includes('var:preset|spacing|')) return '';
  const slug = wpToKebabCase(value.slice(value.lastIndexOf('|') + 1));
  return isValid(slug) ? `var(--wp--preset--spacing--${slug})` : '';
}

export function paddingDeclarations(spacing: unknown): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!isPhpArray(spacing) || Array.isArray(spacing) || !phpTruthy(spacing)) return out;
  const padding = spacing.padding;
  if (!isValid(padding)) return out;
  if (typeof padding === 'string' && padding.includes('var:')) {
    const css = spacingVar(padding);
    if (isValid(css)) out.set('padding', css);
    return out;
  }
  if (!isPhpArray(padding)) {
    out.set('padding', padding);
    return out;
  }
  for (const [key, raw] of Object.entries(padding)) {
    const value = typeof raw === 'string' && raw.includes('var:') ? spacingVar(raw) : raw;
    const property = `padding-${wpToKebabCase(key)}`;
    if (isValid(value)) out.set(property, value);
  }
  return out;
}
