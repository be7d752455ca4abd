// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { buildMetadata } from './build-metadata';
import { SeoHead } from './SeoHead';
import { browserHead } from '../../tests/support/head-markup';

afterEach(cleanup);

const meta = buildMetadata({
  siteName: 'Lavanda',
  siteUrl: 'https://www.example.com',
  title: 'Launch',
  path: '/launch/',
  seo: null,
});
const SERVER_JSON_LD = '{"@context":"https://schema.org","@graph":[{"@type":"WebPage"}]}';

it("keeps the server's JSON-LD while the first page hydrates without it in its data", () => {
  document.head.innerHTML = `<script type="application/ld+json" data-next-head="">${SERVER_JSON_LD}</script>`;
  const head = browserHead(<SeoHead meta={meta} />);
  expect(head).toContain(`<script type="application/ld+json">${SERVER_JSON_LD}</script>`);
});

it("shows a later page's own JSON-LD, and none it was not given, once the first has hydrated", () => {
  document.head.innerHTML = `<script type="application/ld+json" data-next-head="">${SERVER_JSON_LD}</script>`;
  const next = '{"@context":"https://schema.org","@graph":[{"@type":"Article"}]}';
  expect(browserHead(<SeoHead meta={meta} jsonLd={next} />)).toContain(next);
  cleanup();
  // The head now holds another page's JSON-LD: it is not taken for this page's.
  expect(browserHead(<SeoHead meta={meta} />)).not.toContain('application/ld+json');
});
