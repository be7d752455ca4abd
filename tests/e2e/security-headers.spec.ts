import { expect, test } from './support/fixtures';

/**
 * The security headers, over plain HTTP, on each kind of response the site gives: pages (static,
 * regenerated and server-rendered, in a locale), `_next/data` JSON, API routes, XML documents,
 * and the optimiser's images (with Next's own headers).
 */
const BASE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
};

test('every kind of response carries the security headers and names no stack', async ({
  request,
  baseURL,
}) => {
  const home = await request.get(`${baseURL}/`);
  const html = await home.text();
  const buildId = /"buildId":"([^"]+)"/.exec(html)?.[1];
  expect(buildId).toBeTruthy();
  const post = await (await request.get(`${baseURL}/news/company/lavanda-turns-five/`)).text();
  const image = /\/_next\/image\/?\?url=[^"\s,]+/.exec(post)?.[0]?.replaceAll('&amp;', '&');
  expect(image, 'the post shows an optimised image').toBeTruthy();

  const framable = [
    '/',
    '/about/',
    '/de-DE/about/',
    '/search/lavanda/',
    '/not-a-page-at-all/',
    `/_next/data/${buildId}/en-US/about.json`,
    '/api/site-document/?path=feed.xml',
    '/feed.xml',
    '/sitemap.xml',
    '/robots.txt',
  ];
  for (const path of framable) {
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers, path).toMatchObject({
      ...BASE,
      'x-frame-options': 'SAMEORIGIN',
      'content-security-policy': expect.stringContaining("frame-ancestors 'self'"),
    });
    expect(headers['x-using'], path).toBeUndefined();
    expect(headers['x-powered-by'], path).toBeUndefined();
    // No HSTS over plain http (the demo's address).
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }

  for (const path of ['/login/', '/de-DE/login/', '/preview/?p=1&preview=true']) {
    const headers = (await request.get(`${baseURL}${path}`, { maxRedirects: 0 })).headers();
    expect(headers, path).toMatchObject({
      ...BASE,
      'x-frame-options': 'DENY',
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
    });
  }

  // Next answers its optimiser's images before any header rule of ours; it sends its own.
  const optimised = await request.get(`${baseURL}${image}`);
  expect(optimised.status()).toBe(200);
  expect(optimised.headers()).toMatchObject({
    'content-type': expect.stringMatching(/^image\//),
    'content-security-policy': "script-src 'none'; frame-src 'none'; sandbox;",
    'content-disposition': expect.stringMatching(/^attachment;/),
  });
});
