import { toPlainText } from '../../html/plain-text';
import type { LayoutFieldsFragment } from '../generated/graphql';
import type { Link, SiteOptions, SocialLink } from '../types/layout';
import { type ReshapeContext, richText } from './context';
import { reshapeImage, reshapeLink } from './media';

type SiteOptionsFields = NonNullable<
  NonNullable<LayoutFieldsFragment['siteOptionsPage']>['siteOptions']
>;

function socialLinks(fields: SiteOptionsFields | null, context: ReshapeContext): SocialLink[] {
  return (fields?.footerSocialLinks ?? []).flatMap((entry) => {
    const link = reshapeLink({ url: entry?.url ?? null, title: null, target: null }, context);
    const type = entry?.type?.find((value): value is string => Boolean(value));
    return link && type ? [{ type, url: link.url }] : [];
  });
}

/** The ACF options page; an absent page (plugin not installed) gives empty options. */
export function reshapeSiteOptions(
  fields: SiteOptionsFields | null | undefined,
  context: ReshapeContext,
): SiteOptions {
  const options = fields ?? null;
  const contactUsLink =
    reshapeLink(options?.contactUsLink, context) ??
    reshapeLink({ url: options?.contactUsUrl ?? null, title: 'Contact us', target: null }, context);
  const cookieNoticeHtml = richText(options?.cookieNoticeMsg, context);
  return {
    logo: reshapeImage(options?.siteLogo?.node),
    footerCopyright: options?.footerCopyright?.trim() || null,
    // A notice without text (an empty paragraph from the editor) is no notice: no banner at all.
    cookieNoticeHtml: toPlainText(cookieNoticeHtml) ? cookieNoticeHtml : null,
    contactUsLink,
    footerSocialLinks: socialLinks(options, context),
    footerSubLinks: (options?.footerSubLinks ?? [])
      .map((entry) => reshapeLink(entry?.link, context))
      .filter((link): link is Link => link !== null),
  };
}
