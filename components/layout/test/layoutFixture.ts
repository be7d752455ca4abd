import type { LayoutData, MenuItem } from '@/lib/wordpress/types/layout';

const item = (
  id: number,
  label: string,
  uri: string | null,
  parentId = 0,
  extra: Partial<MenuItem> = {},
): MenuItem => ({ id, label, uri, parentId, order: id, target: null, cssClasses: [], ...extra });

/** A small site like the demo's: a three-level header menu and a footer menu. */
export const layoutFixture: LayoutData = {
  siteName: 'Lavanda',
  siteDescription: 'News from Lavanda',
  icon: null,
  publisher: { name: 'Lavanda Software', logo: null, language: 'en-US' },
  headerMenu: [
    item(1, 'Home', '/'),
    item(2, 'Products', '/products/'),
    item(3, 'Studio', '/products/studio/', 2),
    item(4, 'Studio 4.0 launch', '/studio-4-0-released/', 3),
    item(5, 'Release notes', '/release-notes/', 3),
    item(6, 'Cloud', '/products/cloud/', 2),
    item(7, 'Regions', '/cloud-eu-north-region/', 6),
    item(8, 'Connect', '/products/connect/', 2),
    item(9, 'Careers', '/careers/'),
    item(10, 'Open positions', '/careers/open-positions/', 9),
    item(11, 'Developers', 'https://developers.lavanda.example/', 0, { target: '_blank' }),
  ],
  footerMenu: [
    item(20, 'Company', '#'),
    item(21, 'About us', '/about/', 20),
    item(22, 'Press', null, 20),
    item(23, 'Legal', '/legal/'),
    item(24, 'Privacy', '/privacy/', 23),
  ],
  siteOptions: {
    logo: null,
    footerCopyright: '© 2024 Lavanda Software. All rights reserved.',
    cookieNoticeHtml: '<p>We use cookies. Read our <a href="/privacy/">privacy policy</a>.</p>',
    contactUsLink: { url: '/contact/', title: 'Contact us', target: null },
    footerSocialLinks: [],
    footerSubLinks: [],
  },
};
