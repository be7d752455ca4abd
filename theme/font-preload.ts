import barlowLatin400 from '../node_modules/@fontsource/barlow/files/barlow-latin-400-normal.woff2';

/**
 * The face of the body text, above the fold on every page: Barlow 400, latin subset (the one
 * face preloaded: every further preload would compete with the page's main image).
 * pages/_document.tsx preloads it so that it arrives with the stylesheet rather than after the
 * browser has laid out text that needs it. Its address is the hashed one that
 * theme/fonts.css's url() resolves to (the same file, imported here).
 */
export const PRELOADED_FONT_URL: string = barlowLatin400;
