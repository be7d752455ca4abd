import { expect, it } from 'vitest';
import { buildMetadata } from './build-metadata';
import { headMarkup as headOf } from '../../tests/support/head-markup';
import { SeoHead } from './SeoHead';

it('writes title, description, robots, canonical, keywords, Open Graph and Twitter tags', () => {
  const image = { url: 'https://cms.example.com/a.png', alt: 'A & B', width: 1200, height: 630 };
  const meta = buildMetadata({
    siteName: 'Lavanda',
    siteUrl: 'https://www.example.com',
    title: 'Launch',
    path: '/launch/',
    type: 'article',
    seo: {
      title: null,
      description: 'Text "quoted" <b>',
      noindex: true,
      nofollow: false,
      canonical: null,
      focusKeyword: 'launch',
      openGraph: {
        title: null,
        description: null,
        type: null,
        image,
        publishedTime: '2026-01-05',
        modifiedTime: null,
      },
      twitter: { card: null, title: null, description: null, image: null },
      breadcrumbs: [],
      schema: null,
    },
  });
  const head = headOf(<SeoHead meta={meta} />);
  expect(head).toContain('<title>Launch - Lavanda</title>');
  expect(head).toContain('<meta name="description" content="Text &quot;quoted&quot; &lt;b&gt;"/>');
  expect(head).toContain('<meta name="robots" content="noindex, follow"/>');
  expect(head).toContain('<link rel="canonical" href="https://www.example.com/launch/"/>');
  expect(head).toContain('<meta name="keywords" content="launch"/>');
  expect(head).toContain('<meta property="og:type" content="article"/>');
  expect(head).toContain('<meta property="og:image" content="https://cms.example.com/a.png"/>');
  expect(head).toContain('<meta property="og:image:width" content="1200"/>');
  expect(head).toContain('<meta property="article:published_time" content="2026-01-05"/>');
  expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(head).toContain('<meta name="twitter:image" content="https://cms.example.com/a.png"/>');
});
