import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { MenuItem } from '@/lib/wordpress/types/layout';
import { MenuLink } from '../MenuLink';

/** A column's links, as the mega-menu and the footer both list them under a column heading. */
export function MenuLinkList({
  links,
  ...props
}: { links: readonly MenuItem[] } & HTMLChakraProps<'ul'>) {
  return (
    <chakra.ul listStyle="none" display="grid" gap="2" {...props}>
      {links.map((link) => (
        <li key={link.id}>
          <MenuLink
            uri={link.uri}
            target={link.target}
            color="fg.muted"
            _hover={{ color: 'brand.fg' }}
          >
            {link.label}
          </MenuLink>
        </li>
      ))}
    </chakra.ul>
  );
}
