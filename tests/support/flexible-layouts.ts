/** The site's eleven flexible layouts, by the name in their WPGraphQL type (`PageContentFlexibleLayout<Name>Layout`). */
export const FLEXIBLE_LAYOUTS = [
  'CustomContent',
  'DiamondDuplex',
  'Duplex',
  'Iframe',
  'MarketoForm',
  'PageHero',
  'PreFooter',
  'ProductCards',
  'Single',
  'TwoColumn',
  'VidyardVideo',
] as const;
