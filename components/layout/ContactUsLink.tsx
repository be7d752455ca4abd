import type { HTMLChakraProps } from '@chakra-ui/react';
import type { Link } from '@/lib/wordpress/types/layout';
import { useT } from '@/lib/i18n/useT';
import { solidStyles } from './buttons';
import { MenuLink } from './MenuLink';

/** The contact-us button from site options (header and drawer); nothing when no link is set. */
export function ContactUsLink({
  link,
  ...props
}: { link: Link | null | undefined } & Omit<HTMLChakraProps<'a'>, 'href' | 'target'>) {
  const t = useT();
  if (!link?.url) return null;
  return (
    <MenuLink uri={link.url} target={link.target} {...solidStyles} {...props}>
      {link.title || t('header.contactUs')}
    </MenuLink>
  );
}
