import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { needsShared } from '../../../tests/support/needs-shared';
import { referenceFile } from '../../../tests/support/shared-dir';
import type { LayoutFieldsFragment, LayoutMenuItemFieldsFragment } from '../generated/graphql';
import { reshapeLayout } from './layout';
import { reshapeMenuItems } from './menu';
import { reshapeSiteOptions } from './site-options';
import { testContext } from './test/context';

const hasReference = needsShared('wordpress-reference');

const { context } = testContext();

function item(overrides: Partial<LayoutMenuItemFieldsFragment>): LayoutMenuItemFieldsFragment {
  return {
    databaseId: 1,
    label: 'Item',
    uri: '/',
    parentDatabaseId: 0,
    order: 1,
    target: null,
    cssClasses: [],
    ...overrides,
  };
}

describe('reshapeMenuItems', () => {
  it('orders items, keeps the parent id, cleans labels and internal addresses', () => {
    const items = reshapeMenuItems(
      [
        item({
          databaseId: 2,
          order: 2,
          label: 'Q&amp;A',
          uri: 'http://127.0.0.1:8080/qa/',
          parentDatabaseId: 1,
        }),
        item({
          databaseId: 1,
          order: 1,
          label: '<b>Home</b>',
          target: '_blank',
          cssClasses: ['x', null],
        }),
        item({ databaseId: 3, order: 3, uri: null, parentDatabaseId: null, target: '_self' }),
      ],
      context,
    );
    expect(items).toEqual([
      {
        id: 1,
        label: 'Home',
        uri: '/',
        parentId: 0,
        order: 1,
        target: '_blank',
        cssClasses: ['x'],
      },
      { id: 2, label: 'Q&A', uri: '/qa/', parentId: 1, order: 2, target: null, cssClasses: [] },
      { id: 3, label: 'Item', uri: null, parentId: 0, order: 3, target: null, cssClasses: [] },
    ]);
  });
});

describe('reshapeSiteOptions', () => {
  it('gives empty options when the options page is missing', () => {
    expect(reshapeSiteOptions(null, context)).toEqual({
      logo: null,
      footerCopyright: null,
      cookieNoticeHtml: null,
      contactUsLink: null,
      footerSocialLinks: [],
      footerSubLinks: [],
    });
  });

  it('sanitises the cookie notice and falls back to contactUsUrl', () => {
    const options = reshapeSiteOptions(
      {
        footerCopyright: ' ',
        cookieNoticeMsg: '<p onclick="x()">Cookies <script>1</script></p>',
        contactUsUrl: 'http://127.0.0.1:8080/contact/',
        siteLogo: null,
        favicon: null,
        contactUsLink: null,
        footerSocialLinks: [
          { url: 'javascript:x', type: ['x'] },
          { url: 'https://x.test/', type: [null] },
        ],
        footerSubLinks: [null, { link: null }],
      },
      context,
    );
    expect(options.cookieNoticeHtml).toBe('<p>Cookies </p>');
    expect(options.contactUsLink).toEqual({ url: '/contact/', title: 'Contact us', target: null });
    expect(options.footerCopyright).toBeNull();
    expect(options.footerSocialLinks).toEqual([]);
    expect(options.footerSubLinks).toEqual([]);
  });

  it('has no cookie notice when the message is empty (no banner at all)', () => {
    for (const cookieNoticeMsg of ['', '  ', '<p> </p>', '<script>x</script>']) {
      expect(reshapeSiteOptions({ cookieNoticeMsg } as never, context).cookieNoticeHtml).toBeNull();
    }
  });
});

describe.runIf(hasReference)("the reference site's layout", () => {
  const read = (name: string) =>
    JSON.parse(readFileSync(referenceFile(`cases/${name}.json`), 'utf8')).data;

  it('reshapes the recorded site options and both menus', () => {
    const options = read('acf_site_options_variant_page');
    const menus = read('dump_both_menus');
    const fields = {
      generalSettings: {
        title: 'RealWP Test Site',
        description: 'Just another site',
        url: 'http://127.0.0.1:8080',
      },
      headerMenu: null,
      footerMenu: null,
      siteOptionsPage: options.siteOptionsPage,
    } as LayoutFieldsFragment;
    const layout = reshapeLayout(
      fields,
      { header: menus.header.menuItems.nodes, footer: menus.footer.menuItems.nodes },
      context,
    );
    expect(layout.siteName).toBe('RealWP Test Site');
    expect(layout.headerMenu.map((entry) => entry.label)).toEqual([
      'Home',
      'About The Tests',
      'Level 1',
      'Level 2',
      'Level 3',
      'Markup',
      'WordPress.org',
    ]);
    expect(layout.headerMenu.find((entry) => entry.label === 'Level 3')?.parentId).toBe(1835);
    expect(layout.headerMenu.at(-1)).toMatchObject({ target: '_blank', cssClasses: ['external'] });
    expect(layout.footerMenu).toHaveLength(4);
    expect(layout.siteOptions).toMatchObject({
      logo: { alt: 'Horizontal Featured Image', width: 1200, height: 800 },
      footerCopyright: '© 2026 RealWP Test Site. All rights reserved.',
      contactUsLink: { url: '/contact/', title: 'Contact us', target: null },
      footerSubLinks: [
        { url: '/privacy/', title: 'Privacy', target: null },
        { url: '/terms/', title: 'Terms', target: '_blank' },
      ],
    });
    expect(layout.siteOptions.footerSocialLinks.map((link) => link.type)).toEqual([
      'facebook',
      'twitter',
      'linkedin',
    ]);
    // The notice links to the front end's own address (FaustWP): a site path here.
    expect(layout.siteOptions.cookieNoticeHtml).toContain('<a href="/privacy/">');
  });
});

describe('reshapeLayout without the site options (no ACF content model)', () => {
  const icon = {
    sourceUrl: 'http://127.0.0.1:8080/wp-content/uploads/icon.png',
    altText: '',
    mediaDetails: { width: 512, height: 512 },
  };
  const fields = {
    generalSettings: {
      title: 'My Site',
      description: 'Tagline',
      url: null,
      siteIcon: { node: icon },
    },
    seo: null,
    headerMenu: null,
    footerMenu: null,
    siteOptionsPage: null,
  } as unknown as LayoutFieldsFragment;

  it("WordPress's Site Icon stands for the logo; no copyright, no cookie notice of its own", () => {
    const layout = reshapeLayout(fields, { header: [], footer: [] }, context);
    expect(layout.siteOptions.logo).toEqual({
      url: icon.sourceUrl,
      alt: '',
      width: 512,
      height: 512,
    });
    expect(layout.siteOptions.footerCopyright).toBeNull();
    expect(layout.siteOptions.cookieNoticeHtml).toBeNull();
    expect(layout.siteName).toBe('My Site');
  });
});
