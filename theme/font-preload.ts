import barlowLatin400 from '../node_modules/@fontsource/barlow/files/barlow-latin-400-normal.woff2';
import barlowLatin600 from '../node_modules/@fontsource/barlow/files/barlow-latin-600-normal.woff2';
import barlowLatin700 from '../node_modules/@fontsource/barlow/files/barlow-latin-700-normal.woff2';

/**
 * The faces above the fold on every page, latin subset: 400 (body text), 600 (menus, buttons, a
 * card's meta line and title) and 700 (the page's title). pages/_document.tsx preloads them so
 * that they are there, or nearly, when the browser first lays text out: a face there by then is
 * used from the first paint, with no swap at all. Their addresses are the hashed ones that theme/fonts.css's url()
 * resolves to (the same files, imported here).
 */
export const PRELOADED_FONT_URLS: readonly string[] = [
  barlowLatin400,
  barlowLatin600,
  barlowLatin700,
];
