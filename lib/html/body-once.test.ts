import type { NextData as NEXT_DATA } from '@/lib/next/page-data';
import { expect, it } from 'vitest';
import { BODY_IN_DOCUMENT, withoutBodyHtml } from './body-once';

const nextData = (pageProps: Record<string, unknown>) =>
  ({ props: { pageProps }, page: '/[[...uri]]', query: {}, buildId: 'b' }) as NEXT_DATA;

const BODY = '<h2>Launch</h2><p>The long body of the post.</p>';

it("leaves a post's body out of __NEXT_DATA__ and keeps the page data whole", () => {
  const post = { title: 'Launch', contentHtml: BODY, excerptHtml: '<p>Short</p>' };
  const data = nextData({ template: 'single', view: { kind: 'post', post } });
  const stored = data.props;
  withoutBodyHtml(data);
  expect(JSON.stringify(data)).not.toContain('long body');
  expect(data.props.pageProps).toEqual({
    template: 'single',
    view: {
      kind: 'post',
      post: { title: 'Launch', contentHtml: BODY_IN_DOCUMENT, excerptHtml: '<p>Short</p>' },
    },
  });
  // The props Next stores as the page's data (client-side navigations read them) keep it.
  expect(stored.pageProps.view.post.contentHtml).toBe(BODY);
});

it("leaves a page's body out too", () => {
  const data = nextData({ view: { kind: 'page', page: { title: 'About', contentHtml: BODY } } });
  withoutBodyHtml(data);
  expect(data.props.pageProps.view.page.contentHtml).toBe(BODY_IN_DOCUMENT);
});

it('keeps an empty body (views test for it), listings, and pages without a view', () => {
  for (const pageProps of [
    { view: { kind: 'page', page: { title: 'Blocks only', contentHtml: '' } } },
    { view: { kind: 'listing', listing: { title: 'News', contentHtml: BODY } } },
    { statusCode: 404 },
  ]) {
    const data = nextData(pageProps);
    const before = data.props;
    withoutBodyHtml(data);
    expect(data.props).toBe(before);
  }
});
