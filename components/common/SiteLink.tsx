import { IntentLink } from '@/components/common/IntentLink';
import type { ReactNode } from 'react';
import { isGenericLinkText } from '@/lib/html/generic-link-text';
import { isSitePath } from '@/lib/html/internal-links';
import type { Link as LinkData } from '@/lib/wordpress/types/layout';
import hidden from './visually-hidden.module.css';

interface SiteLinkProps {
  link: LinkData;
  className?: string;
  children?: ReactNode;
  /** What the link is about (its block's heading): added as hidden text to a "Read more". */
  about?: string | null;
}

/**
 * A link from WordPress data: a site path navigates client-side; other addresses are plain
 * links, and those opening a new tab cannot reach back into this page (noopener). A link whose
 * text names no destination ("Read more") carries `about` as hidden text.
 */
export function SiteLink({ link, className, children, about }: SiteLinkProps) {
  const content = children ?? (
    <>
      {link.title}
      {about && isGenericLinkText(link.title) && (
        <span className={hidden.visuallyHidden}>: {about}</span>
      )}
    </>
  );
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
