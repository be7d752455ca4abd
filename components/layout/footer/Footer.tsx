import { Box, chakra, Flex, Grid } from '@chakra-ui/react';
import type { Image, MenuItem } from '@/lib/wordpress/types/layout';
import { useT } from '@/lib/i18n/useT';
import { LogoLink } from '../LogoLink';
import { MenuLink } from '../MenuLink';
import { buildMenuTree } from '../menu/buildMenuTree';
import { MenuLinkList } from '../menu/MenuLinkList';
import { menuHref } from '../menu/menuHref';
import { copyrightOwner } from './copyrightOwner';
import { LocaleSwitcher } from './LocaleSwitcher';

interface FooterProps {
  siteName: string;
  logo: Image | null | undefined;
  menu: readonly MenuItem[];
  copyright: string | null | undefined;
}

/**
 * The logo (60 px high as SPEC's 60x60: a square logo fills it, a wider one keeps its proportions
 * up to 240 px wide, so a wordmark stays readable), one column per top-level footer-menu item with its children as links, the
 * copyright line with the current year, and the locale switcher. Content at most `sizes.content`
 * wide.
 */
export function Footer({ siteName, logo, menu, copyright }: FooterProps) {
  const t = useT();
  const columns = buildMenuTree(menu, 2);
  const year = new Date().getFullYear();
  return (
    <chakra.footer bg="bg.subtle" borderTopWidth="1px" mt="auto">
      <Box maxW="content" mx="auto" px={{ base: '4', md: '8' }} py="12">
        <Grid templateColumns={{ base: '1fr', lg: 'auto 1fr' }} gap="10">
          <Box alignSelf="start">
            <LogoLink image={logo} siteName={siteName} height={60} maxWidth={240} />
          </Box>
          {columns.length > 0 && (
            <chakra.nav aria-label={t('footer.navigation')}>
              <Grid
                as="ul"
                listStyle="none"
                templateColumns="repeat(auto-fit, minmax(10rem, 1fr))"
                gap="8"
              >
                {columns.map((column) => (
                  <li key={column.id}>
                    <chakra.h2 fontSize="md" fontWeight="bold" mb="3">
                      {menuHref(column.uri) === '#' ? (
                        column.label
                      ) : (
                        <MenuLink
                          uri={column.uri}
                          target={column.target}
                          _hover={{ color: 'brand.fg' }}
                        >
                          {column.label}
                        </MenuLink>
                      )}
                    </chakra.h2>
                    <MenuLinkList links={column.children} />
                  </li>
                ))}
              </Grid>
            </chakra.nav>
          )}
        </Grid>
        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          gap="4"
          justifyContent="space-between"
          alignItems={{ base: 'flex-start', md: 'center' }}
          direction={{ base: 'column', md: 'row' }}
        >
          <chakra.p fontSize="sm" color="fg.muted">
            {t('footer.copyright', {
              year: String(year),
              owner: copyrightOwner(copyright, siteName),
            }).trim()}
          </chakra.p>
          <LocaleSwitcher />
        </Flex>
      </Box>
    </chakra.footer>
  );
}
