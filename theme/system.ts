import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from '@chakra-ui/react';
import { globalStyles } from './global-styles';
import { semanticTokens } from './semanticTokens';
import { tokens } from './tokens';

/** The site's breakpoints (Chakra's defaults are sm 30em, md 48em, lg 62em, xl 80em, 2xl 96em). */
export const breakpoints = { sm: '40em', md: '52em', lg: '64em', xl: '80em', xxl: '121em' };

/**
 * The site's Chakra system: the base config (conditions, utilities) plus our tokens. No recipes are
 * registered. Its tokens reach every page as CSS variables (theme/generated/chakra-global.css), which
 * the chrome's and the content's CSS Modules read; its style engine runs only where style props
 * are used (the drawer, loaded on intent), so none of it is in a page's first-load JavaScript.
 */
export const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: globalStyles,
  theme: {
    breakpoints,
    tokens,
    semanticTokens,
    keyframes: {
      spin: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
      'drawer-slide-down': { from: { transform: 'translateY(-100%)' }, to: { transform: 'none' } },
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);

/**
 * The system pages run: the same, without the global styles (reset, global CSS, token variables),
 * which reach the browser as a cached stylesheet (theme/generated/chakra-global.css, imported by
 * pages/_app.tsx) instead of about 13 KB of <style> in every page's HTML, serialised again by
 * Emotion on every load.
 */
export const pageSystem: SystemContext = { ...system, _global: [] };
