import { Box, Grid } from '@chakra-ui/react';
import { useT } from '@/lib/i18n/useT';
import { MenuLink } from '../MenuLink';
import type { MenuNode } from '../menu/buildMenuTree';
import { MenuLinkList } from '../menu/MenuLinkList';
import { menuHref } from '../menu/menuHref';

interface MegaMenuPanelProps {
  id: string;
  item: MenuNode;
  open: boolean;
}

/**
 * One top-level item's panel: its children as columns, each with its own children below. The
 * item's own page comes first as 'All {label}', since its header control is the disclosure button.
 * Closed panels stay in the HTML (hidden), so every menu link is in the server-rendered page.
 */
export function MegaMenuPanel({ id, item, open }: MegaMenuPanelProps) {
  const t = useT();
  const hasOwnPage = menuHref(item.uri) !== '#';
  return (
    <Box
      id={id}
      hidden={!open}
      position="absolute"
      insetInline="0"
      top="100%"
      bg="bg.panel"
      borderTopWidth="2px"
      borderTopColor="brand.accent"
      boxShadow="lg"
      data-mega-menu-panel=""
    >
      <Box maxW="content" mx="auto" px={{ base: '4', md: '8' }} py="8">
        {hasOwnPage && (
          <MenuLink
            uri={item.uri}
            target={item.target}
            display="inline-block"
            mb="6"
            fontWeight="bold"
            color="brand.fg"
            _hover={{ textDecoration: 'underline' }}
          >
            {t('menu.all', { label: item.label })}
          </MenuLink>
        )}
        <Grid
          as="ul"
          templateColumns="repeat(auto-fill, minmax(14rem, 1fr))"
          gap="8"
          listStyle="none"
        >
          {item.children.map((column) => (
            <li key={column.id}>
              <MenuLink
                uri={column.uri}
                target={column.target}
                fontWeight="semibold"
                fontSize="lg"
                _hover={{ color: 'brand.fg' }}
              >
                {column.label}
              </MenuLink>
              {column.children.length > 0 && <MenuLinkList links={column.children} mt="3" />}
            </li>
          ))}
        </Grid>
      </Box>
    </Box>
  );
}
