/** Paths of files (`/report.pdf`) keep their form; pages get the site's trailing slash. */
const HAS_EXTENSION = /\.[a-z0-9]{1,8}$/i;

/**
 * The Location a visitor is sent to. A site path is put under the visitor's locale prefix (a
 * redirect applies under each locale) and given the trailing slash the site's URLs carry, as
 * Yoast does for relative targets when permalinks end with one; an absolute URL is kept.
 * `localePrefix` is '' for the default locale, e.g. '/de-DE' otherwise.
 */
export function redirectLocation(location: string, localePrefix: string): string {
  if (!location.startsWith('/') || location.startsWith('//')) return location;
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(location) ?? [];
  const slashed = path.endsWith('/') || HAS_EXTENSION.test(path) ? path : `${path}/`;
  const prefixed =
    localePrefix && slashed === '/' ? `${localePrefix}/` : `${localePrefix}${slashed}`;
  return `${prefixed}${rest}`;
}
