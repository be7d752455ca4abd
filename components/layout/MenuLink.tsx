import type { AnchorHTMLAttributes } from 'react';
import { IntentLink } from '@/components/common/IntentLink';
import { useLavanda } from '@/lib/i18n/LavandaContext';
import { isCurrentPath, isSitePath, menuHref } from './menu/menuHref';

type MenuLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> & {
  uri: string | null | undefined;
  target?: string | null;
};

/**
 * A menu item's link: client-side navigation for paths on this site, a plain link for other
 * origins (a new tab when WordPress says `_blank`). Marks the link to the page shown.
 */
export function MenuLink({ uri, target, children, ...props }: MenuLinkProps) {
  const { path } = useLavanda();
  const href = menuHref(uri);
  const newTab = target === '_blank';
  const shared = {
    ...props,
    target: newTab ? '_blank' : undefined,
    rel: newTab ? 'noopener noreferrer' : undefined,
    'aria-current': isCurrentPath(href, path) ? ('page' as const) : undefined,
  };
  if (isSitePath(href)) {
    return (
      <IntentLink href={href} {...shared}>
        {children}
      </IntentLink>
    );
  }
  return (
    <a href={href} {...shared}>
      {children}
    </a>
  );
}
