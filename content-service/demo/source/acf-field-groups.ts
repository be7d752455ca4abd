// The project's ACF content model: one options page and three field groups. Field names, types,
// layout names and GraphQL names match the reference site's, so WPGraphQL for ACF derives the
// same types and fields (siteOptionsPage.siteOptions, pageOptions, pageContent.flexibleLayout).
import {
  fieldGroup,
  flexibleContent,
  image,
  layout,
  link,
  number,
  repeater,
  select,
  text,
  textarea,
  trueFalse,
  url,
  wysiwyg,
  type AcfField,
  type FieldSpec,
} from '../lib/acf-fields';

export const OPTIONS_PAGE_SLUG = 'site-options';

export const OPTIONS_PAGES: Record<string, AcfField> = {
  [OPTIONS_PAGE_SLUG]: {
    page_title: 'Site Options',
    menu_title: 'Site Options',
    menu_slug: OPTIONS_PAGE_SLUG,
    capability: 'edit_posts',
    parent_slug: '',
    position: 1,
    icon_url: false,
    redirect: false,
    post_id: 'options',
    autoload: false,
    update_button: 'Update',
    updated_message: 'Options Updated',
    show_in_graphql: true,
    graphql_field_name: 'siteOptionsPage',
    graphql_type_name: 'SiteOptionsPage',
  },
};

/** A field spec whose name is the last segment of its path. */
function spec(path: string, label: string): FieldSpec {
  return { path, label, name: path.slice(path.lastIndexOf('/') + 1) };
}

const so = (path: string, label: string): FieldSpec => spec(`site_options/${path}`, label);

const siteOptions = fieldGroup(
  'site_options',
  'Site Options',
  'siteOptions',
  [[{ param: 'options_page', operator: '==', value: OPTIONS_PAGE_SLUG }]],
  [
    image(so('site_logo', 'Site Logo')),
    image(so('favicon', 'Favicon')),
    text(so('footer_copyright', 'Footer Copyright')),
    wysiwyg(so('cookie_notice_msg', 'Cookie Notice Msg')),
    link(so('contact_us_link', 'Contact Us Link')),
    url(so('contact_us_url', 'Contact Us Url')),
    repeater(so('footer_social_links', 'Footer Social Links'), 'table', [
      url(so('footer_social_links/url', 'URL')),
      select(so('footer_social_links/type', 'Type'), {
        facebook: 'Facebook',
        twitter: 'Twitter / X',
        linkedin: 'LinkedIn',
        youtube: 'YouTube',
        instagram: 'Instagram',
      }),
    ]),
    repeater(so('footer_sub_links', 'Footer Sub Links'), 'table', [
      link(so('footer_sub_links/link', 'Link')),
    ]),
  ],
);

const pageOptions = fieldGroup(
  'page_options',
  'Page Options',
  'pageOptions',
  [
    [{ param: 'post_type', operator: '==', value: 'page' }],
    [{ param: 'post_type', operator: '==', value: 'post' }],
  ],
  [
    trueFalse(spec('page_options/sticky_header', 'Sticky Header'), 0, 1),
    trueFalse(spec('page_options/prefooter', 'Show Prefooter'), 1, 1),
  ],
);

const pc = (layoutName: string, path: string, label: string): FieldSpec =>
  spec(`page_content/${layoutName}/${path}`, label);

const layouts = [
  layout('page_content/custom_content', 'custom_content', 'Custom Content', [
    wysiwyg(pc('custom_content', 'content', 'Content')),
    select(pc('custom_content', 'background_color', 'Background Color'), {
      white: 'White',
      grey: 'Grey',
      navy: 'Navy',
    }),
  ]),
  layout('page_content/diamond_duplex', 'diamond_duplex', 'Diamond Duplex', [
    text(pc('diamond_duplex', 'title', 'Title')),
    wysiwyg(pc('diamond_duplex', 'content', 'Content')),
    image(pc('diamond_duplex', 'image', 'Image')),
    select(pc('diamond_duplex', 'image_position', 'Image Position'), {
      left: 'Left',
      right: 'Right',
    }),
  ]),
  layout('page_content/duplex', 'duplex', 'Duplex', [
    text(pc('duplex', 'title', 'Title')),
    wysiwyg(pc('duplex', 'content', 'Content')),
    image(pc('duplex', 'image', 'Image')),
    link(pc('duplex', 'link', 'Link')),
    trueFalse(pc('duplex', 'reverse', 'Reverse'), 0, 0),
  ]),
  layout('page_content/iframe', 'iframe', 'Iframe', [
    text(pc('iframe', 'title', 'Title')),
    url(pc('iframe', 'iframe_url', 'Iframe Url')),
    number(pc('iframe', 'height', 'Height')),
  ]),
  layout('page_content/marketo_form', 'marketo_form', 'Marketo Form', [
    text(pc('marketo_form', 'title', 'Title')),
    text(pc('marketo_form', 'form_id', 'Form Id')),
    textarea(pc('marketo_form', 'description', 'Description')),
  ]),
  layout('page_content/page_hero', 'page_hero', 'Page Hero', [
    text(pc('page_hero', 'title', 'Title')),
    wysiwyg(pc('page_hero', 'content', 'Content')),
    image(pc('page_hero', 'image', 'Image')),
    repeater(pc('page_hero', 'ctas', 'Calls to action'), 'table', [
      link(pc('page_hero', 'ctas/link', 'Link')),
    ]),
  ]),
  layout('page_content/pre_footer', 'pre_footer', 'Pre Footer', [
    text(pc('pre_footer', 'title', 'Title')),
    textarea(pc('pre_footer', 'content', 'Content')),
    link(pc('pre_footer', 'link', 'Link')),
  ]),
  layout('page_content/product_cards', 'product_cards', 'Product Cards', [
    text(pc('product_cards', 'title', 'Title')),
    repeater(pc('product_cards', 'cards', 'Cards'), 'block', [
      text(pc('product_cards', 'cards/title', 'Title')),
      textarea(pc('product_cards', 'cards/text', 'Text')),
      image(pc('product_cards', 'cards/image', 'Image')),
      link(pc('product_cards', 'cards/link', 'Link')),
    ]),
  ]),
  layout('page_content/single', 'single', 'Single', [
    text(pc('single', 'title', 'Title')),
    wysiwyg(pc('single', 'content', 'Content')),
    image(pc('single', 'image', 'Image')),
  ]),
  layout('page_content/two_column', 'two_column', 'Two Column', [
    wysiwyg(pc('two_column', 'left_column', 'Left Column')),
    wysiwyg(pc('two_column', 'right_column', 'Right Column')),
  ]),
  layout('page_content/vidyard_video', 'vidyard_video', 'Vidyard Video', [
    text(pc('vidyard_video', 'uuid', 'Vidyard UUID')),
    text(pc('vidyard_video', 'title', 'Title')),
  ]),
];

const pageContent = fieldGroup(
  'page_content',
  'Page Content',
  'pageContent',
  [[{ param: 'post_type', operator: '==', value: 'page' }]],
  [flexibleContent(spec('page_content/flexible_layout', 'Flexible Layout'), layouts)],
);

export const FIELD_GROUPS: AcfField[] = [siteOptions, pageOptions, pageContent];
