import type { SiteIconFieldsFragment } from '../generated/graphql';
import type { Image } from '../types/layout';
import { reshapeImage } from './media';

/**
 * The site's icon as WordPress names it: the site options' favicon field, else the Site Icon of
 * WordPress's settings; null when it has neither (the site then shows the project's own icon).
 */
export function reshapeSiteIcon(fields: SiteIconFieldsFragment): Image | null {
  return (
    reshapeImage(fields.siteOptionsPage?.siteOptions?.favicon?.node) ??
    reshapeImage(fields.generalSettings?.siteIcon?.node)
  );
}
