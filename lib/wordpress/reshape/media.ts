import { toSiteHref } from '../../html/internal-links';
import type { Image, Link } from '../types/layout';
import type { ReshapeContext } from './context';

interface MediaFields {
  sourceUrl: string | null;
  altText: string | null;
  mediaDetails: { width: number | null; height: number | null } | null;
}

/** An image with an http(s) address, or null (next/image refuses anything else). */
export function reshapeImage(media: MediaFields | null | undefined): Image | null {
  const url = media?.sourceUrl;
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return {
    url,
    alt: media.altText ?? '',
    width: media.mediaDetails?.width ?? null,
    height: media.mediaDetails?.height ?? null,
  };
}

interface AcfLinkFields {
  title: string | null;
  url: string | null;
  target: string | null;
}

const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

/**
 * An ACF link with a usable address (http(s), mailto, tel, a site path or a fragment): internal
 * URLs become site paths; `javascript:`, other schemes and bare words are dropped.
 */
export function reshapeLink(
  link: AcfLinkFields | null | undefined,
  context: ReshapeContext,
): Link | null {
  const raw = link?.url?.trim();
  if (!raw) return null;
  if (!SAFE_LINK.test(raw)) return null;
  return {
    url: toSiteHref(raw, context.links),
    title: link?.title?.trim() || '',
    target: link?.target === '_blank' ? '_blank' : null,
  };
}
