import { chakra, Flex } from '@chakra-ui/react';
import type { Image, Link } from '@/lib/wordpress/types/layout';
import { ContactUsLink } from '../ContactUsLink';
import { MobileMenu } from '../drawer/MobileMenu';
import { LogoLink } from '../LogoLink';
import type { MenuNode } from '../menu/buildMenuTree';
import { SearchOverlay } from '../search/SearchOverlay';
import { ColorModeToggle } from './ColorModeToggle';
import { MegaMenu } from './MegaMenu';

interface HeaderProps {
  siteName: string;
  logo: Image | null | undefined;
  tree: MenuNode[];
  contactUs: Link | null | undefined;
  sticky: boolean;
}

/**
 * The header: logo, main menu with mega-menus (xl and up), contact-us button, search, colour
 * mode, and below xl the hamburger for the drawer. Sticky unless the page says otherwise; content
 * at most `sizes.content` wide. It is the positioning box of the mega-menu and search panels.
 */
export function Header({ siteName, logo, tree, contactUs, sticky }: HeaderProps) {
  return (
    <chakra.header
      position={sticky ? 'sticky' : 'relative'}
      top="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
    >
      <Flex
        maxW="content"
        mx="auto"
        height="16"
        px={{ base: '4', md: '8' }}
        alignItems="center"
        gap="4"
      >
        <LogoLink image={logo} siteName={siteName} height={40} maxWidth={200} priority />
        {tree.length > 0 && (
          <chakra.div
            hideBelow="xl"
            alignSelf="stretch"
            flex="1"
            display="flex"
            justifyContent="center"
          >
            <MegaMenu tree={tree} />
          </chakra.div>
        )}
        <Flex alignItems="center" gap="1" marginInlineStart="auto">
          <ContactUsLink link={contactUs} hideBelow="xl" me="2" />
          <SearchOverlay siteName={siteName} />
          <ColorModeToggle />
          {tree.length > 0 && (
            <MobileMenu tree={tree} logo={logo} siteName={siteName} contactUs={contactUs} />
          )}
        </Flex>
      </Flex>
    </chakra.header>
  );
}
