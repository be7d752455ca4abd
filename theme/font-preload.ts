import barlowLatin400 from '../node_modules/@fontsource/barlow/files/barlow-latin-400-normal.woff2';

/**
 * The one face preloaded (pages/_document.tsx): 400 latin, the body text's, the most text above
 * the fold on every page. Its address is the hashed one theme/fonts.css's url() resolves to (the
 * same file, imported here).
 *
 * 600 (menus, buttons, card titles) and 700 (the page's title) are no longer preloaded: a
 * preload is fetched at high priority beside the lead image, and the three faces were 68 KB
 * against the lead image's 3–7 KB on a phone's bandwidth. The browser fetches them once the
 * stylesheet and the text ask for them; text paints at once in the metric-matched fallback
 * (font-display: swap, theme/barlow-fallback.css), so a later face moves no line.
 */
export const PRELOADED_FONT_URLS: readonly string[] = [barlowLatin400];
