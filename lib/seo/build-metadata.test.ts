import { describe, expect, it } from 'vitest';
import type { SeoData } from '../wordpress/types/content';
import { buildMetadata } from './build-metadata';

const site = { siteName: 'Lavanda', siteUrl: 'https://www.example.com' };
const image = { url: 'https://cms.example.com/a.png', alt: 'A', width: 1200, height: 630 };

const seo: SeoData = {
  title: 'Launch - Lavanda',
  description: 'What launched.',
  noindex: false,
  nofollow: true,
  canonical: null,
  focusKeyword: 'launch',
  openGraph: {
    title: null,
    description: null,
    type: 'article',
    image,
    publishedTime: '2026-01-05T10:00:00+00:00',
    modifiedTime: null,
  },
  twitter: { card: null, title: 'On Twitter', description: null, image: null },
  breadcrumbs: [],
  schema: null,
};

describe('buildMetadata', () => {
  it("takes Yoast's fields, the canonical on the site's origin and keywords from the focus keyphrase", () => {
    expect(buildMetadata({ ...site, seo, title: 'Launch', path: '/launch/' })).toEqual({
      title: 'Launch - Lavanda',
      description: 'What launched.',
      robots: 'index, nofollow',
      canonical: 'https://www.example.com/launch/',
      keywords: 'launch',
      openGraph: {
        title: 'Launch - Lavanda',
        description: 'What launched.',
        url: 'https://www.example.com/launch/',
        type: 'article',
        siteName: 'Lavanda',
        image,
        publishedTime: '2026-01-05T10:00:00+00:00',
        modifiedTime: null,
      },
      twitter: {
        card: 'summary_large_image',
        title: 'On Twitter',
        description: 'What launched.',
        image,
      },
    });
  });

  it("uses Yoast's canonical when it names another page, on this site or elsewhere", () => {
    const on = buildMetadata({
      ...site,
      seo: { ...seo, canonical: '/original/' },
      title: 'x',
      path: '/copy/',
    });
    expect(on.canonical).toBe('https://www.example.com/original/');
    const off = buildMetadata({
      ...site,
      seo: { ...seo, canonical: 'https://other.example/a/' },
      title: 'x',
      path: '/a/',
    });
    expect(off.canonical).toBe('https://other.example/a/');
  });

  it('falls back to the page title and site name, and can forbid indexing', () => {
    const meta = buildMetadata({
      ...site,
      seo: null,
      title: 'Search: x',
      path: '/search/x/',
      noindex: true,
    });
    expect(meta).toMatchObject({
      title: 'Search: x - Lavanda',
      description: null,
      robots: 'noindex, follow',
      keywords: null,
      openGraph: { type: 'website', image: null },
      twitter: { card: 'summary' },
    });
    expect(buildMetadata({ ...site, seo: null, title: '', path: '/' }).title).toBe('Lavanda');
  });
});
