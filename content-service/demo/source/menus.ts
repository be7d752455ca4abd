// The two classic menus. Item order in the arrays is the menu order; nesting is the
// _menu_item_menu_item_parent hierarchy. An empty label keeps the linked object's title.
import { HOME } from './site';
import type { MenuSource } from './types';

export const HEADER_MENU: MenuSource = {
  termId: 40,
  slug: 'header-menu',
  name: 'Header Menu',
  location: 'header-menu',
  items: [
    { id: 300, label: 'Home', to: { kind: 'custom', url: `${HOME}/` } },
    {
      id: 301,
      label: '',
      to: { kind: 'page', path: '/products/' },
      children: [
        {
          id: 302,
          label: 'Studio',
          to: { kind: 'page', path: '/products/studio/' },
          children: [
            {
              id: 303,
              label: 'Studio 4.0 launch',
              to: { kind: 'post', slug: 'studio-4-0-released' },
            },
            { id: 304, label: '', to: { kind: 'category', slug: 'release-notes' } },
          ],
        },
        {
          id: 305,
          label: 'Cloud',
          to: { kind: 'page', path: '/products/cloud/' },
          children: [
            { id: 306, label: 'Regions', to: { kind: 'post', slug: 'cloud-eu-north-region' } },
            { id: 307, label: 'Monitoring', to: { kind: 'post', slug: 'monitoring-dashboards' } },
          ],
        },
        { id: 308, label: 'Connect', to: { kind: 'page', path: '/products/connect/' } },
        { id: 309, label: '', to: { kind: 'page', path: '/products/pricing/' } },
      ],
    },
    {
      id: 310,
      label: '',
      to: { kind: 'category', slug: 'news' },
      children: [
        {
          id: 311,
          label: '',
          to: { kind: 'category', slug: 'product-updates' },
          children: [{ id: 312, label: '', to: { kind: 'category', slug: 'release-notes' } }],
        },
        { id: 313, label: 'Company news', to: { kind: 'category', slug: 'company' } },
      ],
    },
    {
      id: 314,
      label: '',
      to: { kind: 'category', slug: 'guides' },
      attrTitle: 'Tutorials and best practices',
      children: [
        {
          id: 315,
          label: '',
          to: { kind: 'category', slug: 'tutorials' },
          children: [
            {
              id: 316,
              label: 'Your first workflow',
              to: { kind: 'post', slug: 'build-your-first-workflow' },
            },
            {
              id: 317,
              label: 'API v2 quickstart',
              to: { kind: 'post', slug: 'api-v2-quickstart' },
            },
          ],
        },
        { id: 318, label: '', to: { kind: 'category', slug: 'best-practices' } },
      ],
    },
    {
      id: 319,
      label: '',
      to: { kind: 'category', slug: 'events' },
      children: [
        { id: 320, label: '', to: { kind: 'category', slug: 'webinars' } },
        { id: 321, label: '', to: { kind: 'category', slug: 'conferences' } },
      ],
    },
    {
      id: 322,
      label: 'Company',
      to: { kind: 'page', path: '/about/' },
      children: [
        { id: 323, label: 'About us', to: { kind: 'page', path: '/about/' } },
        { id: 324, label: '', to: { kind: 'page', path: '/about/team/' } },
        {
          id: 325,
          label: '',
          to: { kind: 'page', path: '/careers/' },
          children: [
            { id: 326, label: '', to: { kind: 'page', path: '/careers/open-positions/' } },
          ],
        },
        { id: 327, label: '', to: { kind: 'page', path: '/contact/' } },
      ],
    },
    {
      id: 328,
      label: 'Developers',
      to: {
        kind: 'custom',
        url: 'https://developers.lavanda.example/',
        target: '_blank',
        classes: ['external'],
      },
    },
  ],
};

export const FOOTER_MENU: MenuSource = {
  termId: 41,
  slug: 'footer-menu',
  name: 'Footer Menu',
  location: 'footer-menu',
  items: [
    {
      id: 340,
      label: 'Products',
      to: { kind: 'custom', url: '#' },
      children: [
        { id: 341, label: 'Studio', to: { kind: 'page', path: '/products/studio/' } },
        { id: 342, label: 'Cloud', to: { kind: 'page', path: '/products/cloud/' } },
        { id: 343, label: 'Connect', to: { kind: 'page', path: '/products/connect/' } },
        { id: 344, label: '', to: { kind: 'page', path: '/products/pricing/' } },
      ],
    },
    {
      id: 345,
      label: 'Company',
      to: { kind: 'custom', url: '#' },
      children: [
        { id: 346, label: 'About us', to: { kind: 'page', path: '/about/' } },
        { id: 347, label: '', to: { kind: 'page', path: '/about/team/' } },
        { id: 348, label: '', to: { kind: 'page', path: '/careers/' } },
        { id: 349, label: '', to: { kind: 'page', path: '/about/press/' } },
        { id: 350, label: '', to: { kind: 'page', path: '/contact/' } },
      ],
    },
    {
      id: 351,
      label: 'Resources',
      to: { kind: 'custom', url: '#' },
      children: [
        { id: 352, label: '', to: { kind: 'category', slug: 'news' } },
        { id: 353, label: '', to: { kind: 'category', slug: 'tutorials' } },
        { id: 354, label: '', to: { kind: 'category', slug: 'best-practices' } },
        { id: 355, label: '', to: { kind: 'category', slug: 'events' } },
        { id: 356, label: 'API quickstart', to: { kind: 'post', slug: 'api-v2-quickstart' } },
      ],
    },
    {
      id: 357,
      label: 'Legal',
      to: { kind: 'custom', url: '#' },
      children: [
        { id: 358, label: '', to: { kind: 'page', path: '/privacy/' } },
        { id: 359, label: '', to: { kind: 'page', path: '/terms/' } },
        { id: 360, label: 'Cookies', to: { kind: 'custom', url: `${HOME}/privacy/#cookies` } },
      ],
    },
  ],
};

export const MENUS: MenuSource[] = [HEADER_MENU, FOOTER_MENU];
