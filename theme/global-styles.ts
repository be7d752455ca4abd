import { defineGlobalStyles } from '@chakra-ui/react';

/**
 * The site's global styles (Chakra's `globalCss`), rendered into theme/generated/chakra-global.css
 * by theme/global-stylesheet.tsx (`npm run theme:css`).
 */
export const globalStyles = defineGlobalStyles({
  html: {
    color: 'fg',
    bg: 'bg',
    fontFamily: 'body',
    lineHeight: 'moderate',
    // The sticky header must not hide the target of an in-page link or a focused element.
    scrollPaddingTop: '5rem',
  },
  '*, *::before, *::after': {
    borderColor: 'border',
    _motionReduce: {
      transitionDuration: '0.01ms !important',
      animationDuration: '0.01ms !important',
    },
  },
  '*::placeholder': { color: 'fg.muted' },
  ':focus-visible': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  'h1, h2, h3, h4, h5, h6': { fontFamily: 'heading' },
  // A visitor who accepted cookies has the attribute set by a script in <head> before first paint
  // (pages/_document.tsx), so the server-rendered notice never flashes for them.
  'html[data-cookie-agreed] [data-cookie-notice]': { display: 'none' },
});
