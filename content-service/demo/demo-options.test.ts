import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaSignature, type AcfExportJson } from './lib/acf-json';
import { acf, attachments, HOME, options, REFERENCE_ACF, wxr } from './lib/demo-files';
import { needsShared } from '../../tests/support/needs-shared';

const hasReference = needsShared('wordpress-reference');

describe('options.json and acf-field-groups.json', () => {
  it('has the site settings the content service reads', () => {
    for (const key of [
      'blogname',
      'blogdescription',
      'date_format',
      'time_format',
      'timezone_string',
    ]) {
      expect(typeof options[key], key).toBe('string');
    }
    expect(options).toMatchObject({
      home: HOME,
      siteurl: HOME,
      permalink_structure: '/%category%/%postname%/',
      category_base: '',
      tag_base: '',
      show_on_front: 'posts',
      page_on_front: '0',
      page_for_posts: '0',
      blog_public: '1',
      WPLANG: '',
      faustwp_settings: { frontend_uri: 'http://localhost:3000' },
      wpseo_titles: { 'breadcrumbs-enable': true },
    });
    for (const key of [
      'posts_per_page',
      'gmt_offset',
      'start_of_week',
      'default_category',
      'wpseo',
    ]) {
      expect(options[key], key).toBeDefined();
    }
    expect(options.wpseo_social).toBeTypeOf('object');
    expect(options.wpseo_taxonomy_meta).toHaveProperty('category');
    expect(String((options.faustwp_settings as Record<string, string>).secret_key)).toMatch(
      /demo-only/,
    );
  });

  it('has ACF options-page rows pointing at real attachments, pages and menus', () => {
    expect(attachments.has(Number(options.options_site_logo))).toBe(true);
    expect(attachments.has(Number(options.options_favicon))).toBe(true);
    expect(options.options_cookie_notice_msg).toContain(`href="${HOME}/privacy/"`);
    expect(options.options_contact_us_link).toEqual({
      title: 'Contact us',
      url: `${HOME}/contact/`,
      target: '',
    });
    expect(Number(options.options_footer_social_links)).toBeGreaterThan(0);
    expect(Number(options.options_footer_sub_links)).toBeGreaterThan(0);
    const locations = options.nav_menu_locations as Record<
      string,
      { term_id: number; slug: string; name: string }
    >;
    for (const slug of ['header-menu', 'footer-menu']) {
      const term = wxr.terms.find((t) => t.taxonomy === 'nav_menu' && t.slug === slug);
      expect(locations[slug]).toEqual({ term_id: term?.id, slug, name: term?.name });
    }
  });

  it.runIf(hasReference)('defines the same GraphQL shape as the reference site', () => {
    const reference = JSON.parse(readFileSync(REFERENCE_ACF, 'utf8')) as AcfExportJson;
    expect(schemaSignature(acf)).toEqual(schemaSignature(reference));
  });
});
