/**
 * What must differ between the live WordPress and the content service and is made equal before
 * comparing, each with its reason. Nothing else is touched.
 */

/** The origin the reference data was recorded on; the content service serves it unchanged. */
export const REFERENCE_ORIGIN = '127.0.0.1:8080';

/**
 * 1. The live WordPress runs on a free port and its kit rewrites every stored `127.0.0.1:8080`
 *    URL for that port (its README); the content service keeps the reference's origin.
 * 2. Yoast's person `@id` ends in a hash of the site's security salts; the kit's fixed salts are
 *    not the reference's (kit README, "Differences from a production WordPress").
 */
export function normaliseText(text: string, wordpressOrigin: string): string {
  return text
    .split(wordpressOrigin)
    .join(REFERENCE_ORIGIN)
    .replace(/(#\/schema\/person\/)[0-9a-f]{32}/g, '$1SALTED-HASH');
}

/** Applies normaliseText to every string of a JSON value (keys included). */
export function normalise(value: unknown, wordpressOrigin: string): unknown {
  if (typeof value === 'string') return normaliseText(value, wordpressOrigin);
  if (Array.isArray(value)) return value.map((item) => normalise(item, wordpressOrigin));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        normaliseText(key, wordpressOrigin),
        normalise(item, wordpressOrigin),
      ]),
    );
  }
  return value;
}
