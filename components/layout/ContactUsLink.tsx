import type { Link } from '@/lib/wordpress/types/layout';
import { cx } from '@/components/common/cx';
import { useT } from '@/lib/i18n/useT';
import { solidClass } from './buttons';
import { MenuLink } from './MenuLink';

/** The contact-us button from site options (header and drawer); nothing when no link is set. */
export function ContactUsLink({
  link,
  className,
}: {
  link: Link | null | undefined;
  className?: string;
}) {
  const t = useT();
  if (!link?.url) return null;
  return (
    <MenuLink uri={link.url} target={link.target} className={cx(solidClass, className)}>
      {link.title || t('header.contactUs')}
    </MenuLink>
  );
}
