/** The eleven flexible layouts of a page, keyed by their WPGraphQL type names. */
import type { Image, Link } from './layout';

export interface PageHeroBlock {
  typename: 'PageContentFlexibleLayoutPageHeroLayout';
  title: string;
  contentHtml: string;
  image: Image | null;
  ctas: Link[];
}

export type BlockBackground = 'white' | 'grey' | 'navy';

export interface CustomContentBlock {
  typename: 'PageContentFlexibleLayoutCustomContentLayout';
  contentHtml: string;
  background: BlockBackground;
}

export interface DiamondDuplexBlock {
  typename: 'PageContentFlexibleLayoutDiamondDuplexLayout';
  title: string;
  contentHtml: string;
  image: Image | null;
  imagePosition: 'left' | 'right';
}

export interface DuplexBlock {
  typename: 'PageContentFlexibleLayoutDuplexLayout';
  title: string;
  contentHtml: string;
  image: Image | null;
  link: Link | null;
  reverse: boolean;
}

export interface IframeBlock {
  typename: 'PageContentFlexibleLayoutIframeLayout';
  title: string;
  /** Null when the address is missing or not on an allowed https host (nothing is embedded). */
  url: string | null;
  height: number;
}

export interface MarketoFormBlock {
  typename: 'PageContentFlexibleLayoutMarketoFormLayout';
  title: string;
  description: string;
  /** Null when the form id is not a number. */
  formId: string | null;
  /** Null when the site has no Marketo account configured (the form is not embedded). */
  marketo: { baseUrl: string; munchkinId: string } | null;
}

export interface ProductCard {
  title: string;
  text: string;
  image: Image | null;
  link: Link | null;
}

export interface ProductCardsBlock {
  typename: 'PageContentFlexibleLayoutProductCardsLayout';
  title: string;
  cards: ProductCard[];
}

export interface SingleBlock {
  typename: 'PageContentFlexibleLayoutSingleLayout';
  title: string;
  contentHtml: string;
  image: Image | null;
}

export interface TwoColumnBlock {
  typename: 'PageContentFlexibleLayoutTwoColumnLayout';
  leftHtml: string;
  rightHtml: string;
}

export interface VidyardVideoBlock {
  typename: 'PageContentFlexibleLayoutVidyardVideoLayout';
  title: string;
  /** Null when the value is not a Vidyard id. */
  uuid: string | null;
}

export interface PreFooterBlock {
  typename: 'PageContentFlexibleLayoutPreFooterLayout';
  title: string;
  /** Plain text (a textarea in ACF). */
  content: string;
  link: Link | null;
}

export type Block =
  | PageHeroBlock
  | CustomContentBlock
  | DiamondDuplexBlock
  | DuplexBlock
  | IframeBlock
  | MarketoFormBlock
  | ProductCardsBlock
  | SingleBlock
  | TwoColumnBlock
  | VidyardVideoBlock
  | PreFooterBlock;

export type BlockTypename = Block['typename'];

export type PageTemplate =
  'Default' | 'Blank' | 'PageLargeHeader' | 'PageNoSeparators' | 'SinglePostNoSeparators';

export interface PageData {
  id: number;
  title: string;
  uri: string;
  template: PageTemplate;
  /** The page's own content as WordPress renders it (blocks, classic HTML), sanitised. */
  contentHtml: string;
  /** WordPress's stylesheets for the blocks the content holds (lib/block-styles/). */
  blockSheets: string[];
  /** The rules WordPress generated for the content's own layout and link-colour classes. */
  blockCss: string;
  /** WordPress withholds the content of a password-protected page from visitors. */
  passwordProtected: boolean;
  blocks: Block[];
}
