import type { NextData as NEXT_DATA } from '@/lib/next/page-data';
import { expect, it } from 'vitest';
import { withoutJsonLd } from './json-ld-once';

const nextData = (pageProps: Record<string, unknown>) =>
  ({ props: { pageProps }, page: '/[[...uri]]', query: {}, buildId: 'b' }) as NEXT_DATA;

it("leaves the JSON-LD out of the page's __NEXT_DATA__ and keeps the rest of its props", () => {
  const props = {
    pageProps: { jsonLd: '{"@graph":[]}', template: 'single', view: { kind: 'post' } },
  };
  const data = { ...nextData({}), props };
  withoutJsonLd(data);
  expect(JSON.stringify(data)).not.toContain('jsonLd');
  expect(data.props).toEqual({ pageProps: { template: 'single', view: { kind: 'post' } } });
  // The props Next stores as the page's data (client-side navigations read them) keep it.
  expect(props.pageProps.jsonLd).toBe('{"@graph":[]}');
});

it('changes nothing on a page without structured data', () => {
  const data = nextData({ statusCode: 404 });
  const before = data.props;
  withoutJsonLd(data);
  expect(data.props).toBe(before);
});
