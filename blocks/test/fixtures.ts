import type { Block } from '@/lib/wordpress/types/blocks';

const image = (name: string) => ({
  url: `http://127.0.0.1:4000/wp-content/uploads/${name}.png`,
  alt: `${name} image`,
  width: 1200,
  height: 675,
});

/** One block of each of the eleven layouts, as the seam hands them over. */
export const everyBlock: Block[] = [
  {
    typename: 'PageContentFlexibleLayoutPageHeroLayout',
    title: 'Hero title',
    contentHtml: '<p>Hero <strong>content</strong>.</p>',
    image: image('hero'),
    ctas: [
      { title: 'Get started', url: '/about/', target: null },
      { title: 'Docs', url: 'https://wordpress.org/documentation/', target: '_blank' },
    ],
  },
  {
    typename: 'PageContentFlexibleLayoutCustomContentLayout',
    contentHtml: '<p>Custom text</p>',
    background: 'navy',
  },
  {
    typename: 'PageContentFlexibleLayoutDiamondDuplexLayout',
    title: 'Diamond title',
    contentHtml: '<p>Diamond text</p>',
    image: image('diamond'),
    imagePosition: 'right',
  },
  {
    typename: 'PageContentFlexibleLayoutDuplexLayout',
    title: 'Duplex title',
    contentHtml: '<p>Duplex text</p>',
    image: image('duplex'),
    link: { title: 'Read more', url: '/level-1/', target: null },
    reverse: true,
  },
  {
    typename: 'PageContentFlexibleLayoutIframeLayout',
    title: 'Embedded map',
    url: 'https://www.openstreetmap.org/export/embed.html',
    height: 480,
  },
  {
    typename: 'PageContentFlexibleLayoutMarketoFormLayout',
    title: 'Contact sales',
    description: 'Fill in the form.\nWe reply within a day.',
    formId: '1234',
    marketo: { baseUrl: 'https://app-ab12.marketo.com', munchkinId: '123-ABC-456' },
  },
  {
    typename: 'PageContentFlexibleLayoutProductCardsLayout',
    title: 'Our products',
    cards: [
      {
        title: 'Card one',
        text: 'First card text.',
        image: image('one'),
        link: { title: 'Card one link', url: '/about/', target: null },
      },
      { title: 'Card two', text: 'Second card text.', image: null, link: null },
    ],
  },
  {
    typename: 'PageContentFlexibleLayoutSingleLayout',
    title: 'Single title',
    contentHtml: '<p>Single text</p>',
    image: image('single'),
  },
  {
    typename: 'PageContentFlexibleLayoutTwoColumnLayout',
    leftHtml: '<p>Left column</p>',
    rightHtml: '<p>Right column</p>',
  },
  {
    typename: 'PageContentFlexibleLayoutVidyardVideoLayout',
    title: 'Product video',
    uuid: 'abc123XYZvidyardUUID',
  },
  {
    typename: 'PageContentFlexibleLayoutPreFooterLayout',
    title: 'Ready to talk?',
    content: 'Pre-footer text.',
    link: { title: 'Contact us', url: '/contact/', target: null },
  },
];
