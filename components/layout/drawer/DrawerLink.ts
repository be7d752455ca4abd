import { chakra } from '@chakra-ui/react';
import { ContactUsLink } from '../ContactUsLink';
import { MenuLink } from '../MenuLink';

/*
 * The drawer loads on intent, with Chakra's style props: its links are the chrome's links taking
 * them. The always-rendered chrome styles the same links with CSS Modules instead (first-load JS).
 */
export const DrawerLink = chakra(MenuLink);
export const DrawerContactUsLink = chakra(ContactUsLink);
