import { IntentLink } from '@/components/common/IntentLink';
import type { ReactNode } from 'react';
import { isSitePath } from '@/lib/html/internal-links';
import type { Link as LinkData } from '@/lib/wordpress/types/layout';

interface SiteLinkProps {
  link: LinkData;
  className?: string;
  children?: ReactNode;
}

/**
 * A link from WordPress data: a site path navigates client-side; other addresses are plain
 * links, and those opening a new tab cannot reach back into this page (noopener).
 */
export function SiteLink({ link, className, children }: SiteLinkProps) {
  const content = children ?? link.title;
  if (isSitePath(link.url) && link.target !== '_blank') {
    return (
      <IntentLink href={link.url} className={className}>
        {content}
      </IntentLink>
    );
  }
  return (
    <a
      href={link.url}
      className={className}
      target={link.target ?? undefined}
      rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
    >
      {content}
    </a>
  );
}
