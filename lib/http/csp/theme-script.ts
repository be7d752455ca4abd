/**
 * The hash of next-themes' inline colour-mode script as SiteProviders sets it up (THEME_PROPS).
 * Written out rather than rendered at run time: theme-script.test.tsx renders the script from
 * the same props and fails, with the new value, when next-themes or the props change it.
 */
export const THEME_SCRIPT_HASH = "'sha256-WHSiyh9gVSa6WPvUvUeCBM97X0IvweFPxRvKHde/380='";
