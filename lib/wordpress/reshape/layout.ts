import { toPlainText } from '../../html/plain-text';
import type { LayoutFieldsFragment, LayoutMenuItemFieldsFragment } from '../generated/graphql';
import type { LayoutData } from '../types/layout';
import type { ReshapeContext } from './context';
import { reshapeImage } from './media';
import { reshapeMenuItems } from './menu';
import { reshapeSiteIcon } from './site-icon';
import { reshapeSiteOptions } from './site-options';

/** Menu items of both menus, including any pages fetched after the first (see fetch-layout). */
export interface LayoutMenus {
  header: LayoutMenuItemFieldsFragment[];
  footer: LayoutMenuItemFieldsFragment[];
}

export function reshapeLayout(
  fields: LayoutFieldsFragment,
  menus: LayoutMenus,
  context: ReshapeContext,
): LayoutData {
  const icon = reshapeSiteIcon(fields);
  const siteOptions = reshapeSiteOptions(fields.siteOptionsPage?.siteOptions, context);
  return {
    siteName: toPlainText(fields.generalSettings?.title),
    siteDescription: toPlainText(fields.generalSettings?.description),
    icon,
    publisher: {
      // Yoast names the company when the site represents one; otherwise the site speaks for itself.
      name:
        (fields.seo?.schema?.companyOrPerson === 'company' &&
          toPlainText(fields.seo.schema.companyName)) ||
        toPlainText(fields.generalSettings?.title),
      logo: reshapeImage(fields.seo?.schema?.logo),
      language: fields.seo?.schema?.inLanguage || null,
    },
    headerMenu: reshapeMenuItems(menus.header, context),
    footerMenu: reshapeMenuItems(menus.footer, context),
    // Without a logo in the site options (or without the options at all), WordPress's Site Icon
    // stands for the site before the project's own logo does.
    siteOptions: { ...siteOptions, logo: siteOptions.logo ?? icon },
  };
}
