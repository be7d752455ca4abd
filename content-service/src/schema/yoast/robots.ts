/** Yoast's index/follow decision for posts and terms (presentation generate_robots()). */
export interface Robots {
  index: 'index' | 'noindex';
  follow: 'follow' | 'nofollow';
}

/**
 * A post: `_yoast_wpseo_meta-robots-noindex` "1" forces noindex, "2" forces index, anything else
 * defers to the post type's `noindex-<type>` setting and to private status.
 * `_yoast_wpseo_meta-robots-nofollow` "1" is nofollow. A site that asks search engines not to
 * index it (`blog_public` 0) is noindex throughout.
 */
export function postRobots(input: {
  noindexMeta: unknown;
  nofollowMeta: unknown;
  typeNoindex: boolean;
  isPrivate: boolean;
  blogPublic: boolean;
}): Robots {
  const meta = String(input.noindexMeta ?? '');
  let noindex: boolean;
  if (meta === '1') noindex = true;
  else if (meta === '2') noindex = false;
  else noindex = input.isPrivate || input.typeNoindex;
  if (!input.blogPublic) noindex = true;
  return {
    index: noindex ? 'noindex' : 'index',
    follow: String(input.nofollowMeta ?? '') === '1' ? 'nofollow' : 'follow',
  };
}

/**
 * A term: `wpseo_noindex` in wpseo_taxonomy_meta is "noindex", "index" or "default" (taxonomy's
 * `noindex-tax-<taxonomy>` setting applies).
 */
export function termRobots(input: {
  noindexMeta: unknown;
  taxonomyNoindex: boolean;
  blogPublic: boolean;
}): Robots {
  const meta = String(input.noindexMeta ?? '');
  let noindex = meta === 'noindex' ? true : meta === 'index' ? false : input.taxonomyNoindex;
  if (!input.blogPublic) noindex = true;
  return { index: noindex ? 'noindex' : 'index', follow: 'follow' };
}
