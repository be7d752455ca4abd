// Shapes of the demo content. The data files under source/ hold values of these types; the
// generator in ../lib/ turns them into WXR items, options and media files.

/** 'YYYY-MM-DD HH:MM:SS' in the site's local time (Europe/Ljubljana). */
export type LocalDateTime = string;

export type AuthorLogin = 'editor' | 'jonas';

export interface Author {
  id: number;
  login: AuthorLogin;
  email: string;
  displayName: string;
  firstName: string;
  lastName: string;
}

export interface Category {
  id: number;
  slug: string;
  name: string;
  /** Slug of the parent category, '' for a root category. */
  parent: string;
  description: string;
}

export interface Tag {
  id: number;
  slug: string;
  name: string;
  description?: string;
}

export type Rgb = readonly [number, number, number];

export type Motif = 'circles' | 'rings' | 'stripes' | 'diamond' | 'bars' | 'steps';

/** How a generated picture looks: a vertical gradient with flat shapes on top. */
export interface Art {
  top: Rgb;
  bottom: Rgb;
  accent: Rgb;
  motif: Motif;
  /** Varies the placement of the shapes. */
  variant: number;
}

/** An image made by the generator and imported as an attachment. */
export interface MediaSource {
  id: number;
  /** File name without extension, e.g. 'home-hero'. */
  name: string;
  title: string;
  alt: string;
  caption?: string;
  /** Upload time; its year and month name the uploads folder. */
  date: LocalDateTime;
  /** Post or page the file was uploaded to, 0 when unattached. */
  parent: number;
  width: number;
  height: number;
  /** 'art' pictures are painted from `art`; 'logo' and 'icon' are the brand images. */
  kind: 'art' | 'logo' | 'icon';
  art?: Art;
}

/** A featured image written next to its post; its attachment id is the post id + 1. */
export interface FeaturedImage {
  name: string;
  alt: string;
  art: Art;
  caption?: string;
}

export interface Seo {
  title?: string;
  metadesc?: string;
  focuskw?: string;
  noindex?: boolean;
  nofollow?: boolean;
  canonical?: string;
  opengraphTitle?: string;
  opengraphDescription?: string;
  twitterTitle?: string;
  twitterDescription?: string;
  /** Attachment id used as the Twitter image. */
  twitterImage?: number;
  /** Category slug Yoast shows as the primary category. */
  primaryCategory?: string;
}

export interface PageOptions {
  stickyHeader: boolean;
  prefooter: boolean;
}

export interface CommentSource {
  id: number;
  author: string;
  email: string;
  url?: string;
  date: LocalDateTime;
  content: string;
  /** Comment id this one answers, 0 for a top-level comment. */
  parent: number;
  /** Registered user id when written by a site user, otherwise 0. */
  userId?: number;
}

export interface PostSource {
  id: number;
  slug: string;
  title: string;
  date: LocalDateTime;
  modified?: LocalDateTime;
  author: AuthorLogin;
  /** Category slugs. */
  categories: string[];
  /** Tag slugs. */
  tags: string[];
  excerpt?: string;
  /** Blocks made with the helpers in ../lib/blocks.ts; links use [[target|text]]. */
  body: string[];
  image: FeaturedImage;
  seo?: Seo;
  pageOptions?: PageOptions;
  comments?: CommentSource[];
  sticky?: boolean;
  status?: 'publish' | 'draft';
  commentStatus?: 'open' | 'closed';
}

/** A newer revision of a published post, stored as post_type revision. */
export interface RevisionSource {
  id: number;
  parentSlug: string;
  title: string;
  date: LocalDateTime;
  excerpt: string;
  body: string[];
}

/** An ACF link value. `url` may be an internal [[target]] or an absolute URL. */
export interface LinkValue {
  title: string;
  url: string;
  target: '' | '_blank';
}

export type Layout =
  | { layout: 'page_hero'; title: string; content: string; image?: number; ctas: LinkValue[] }
  | { layout: 'custom_content'; content: string; backgroundColor: 'white' | 'grey' | 'navy' }
  | {
      layout: 'diamond_duplex';
      title: string;
      content: string;
      image: number;
      imagePosition: 'left' | 'right';
    }
  | {
      layout: 'duplex';
      title: string;
      content: string;
      image: number;
      link: LinkValue;
      reverse: boolean;
    }
  | { layout: 'iframe'; title: string; iframeUrl: string; height: number }
  | { layout: 'marketo_form'; title: string; formId: string; description: string }
  | { layout: 'product_cards'; title: string; cards: ProductCard[] }
  | { layout: 'single'; title: string; content: string; image?: number }
  | { layout: 'two_column'; leftColumn: string; rightColumn: string }
  | { layout: 'vidyard_video'; uuid: string; title: string }
  | { layout: 'pre_footer'; title: string; content: string; link: LinkValue };

export type LayoutName = Layout['layout'];

export interface ProductCard {
  title: string;
  text: string;
  image?: number;
  link: LinkValue;
}

export interface PageSource {
  id: number;
  slug: string;
  title: string;
  /** Path of the parent page ('/about/'), '' for a root page. */
  parent: string;
  date: LocalDateTime;
  modified?: LocalDateTime;
  author: AuthorLogin;
  menuOrder: number;
  body: string[];
  layouts: Layout[];
  pageOptions: PageOptions;
  seo?: Seo;
  /** The page template (`_wp_page_template`, the name the site's templates go by); default when absent. */
  template?: 'Blank' | 'PageLargeHeader' | 'PageNoSeparators' | 'SinglePostNoSeparators';
}

export type MenuTarget =
  | { kind: 'page'; path: string }
  | { kind: 'post'; slug: string }
  | { kind: 'category'; slug: string }
  | { kind: 'custom'; url: string; target?: '' | '_blank'; classes?: string[] };

export interface MenuItemSource {
  id: number;
  /** Custom label; '' keeps the linked object's own title. */
  label: string;
  to: MenuTarget;
  children?: MenuItemSource[];
  /** Title attribute. */
  attrTitle?: string;
}

export interface MenuSource {
  termId: number;
  slug: string;
  name: string;
  location: string;
  items: MenuItemSource[];
}
