import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The security headers, over plain HTTP, on each kind of response the site gives: pages (static,
 * regenerated and server-rendered, in a locale), `_next/data` JSON, API routes, XML documents,
 * the optimiser's images (with Next's own headers), and the answers Next or the method guard
 * give before Next's header rules.
 */
const BASE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
};

/** What every answer carries but a page's (which has its whole policy) and the sign-in page's. */
const EVERY_ANSWER = {
  ...BASE,
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': "frame-ancestors 'self'",
};

/** Next's own policy for its optimiser's images, every directive of which is kept. */
const IMAGE_SANDBOX = ["script-src 'none'", "frame-src 'none'", 'sandbox'];

/** The directives of a Content-Security-Policy header, trimmed. */
const directives = (policy: string | undefined) =>
  (policy ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);

/** An optimised image's address on the demo's post, as its page writes it. */
async function optimisedImage(request: APIRequestContext, baseURL: string | undefined) {
  const post = await (await request.get(`${baseURL}/news/company/lavanda-turns-five/`)).text();
  const image = /\/_next\/image\/?\?url=[^"\s,]+/.exec(post)?.[0]?.replaceAll('&amp;', '&');
  expect(image, 'the post shows an optimised image').toBeTruthy();
  return image!;
}

test('every kind of response carries the security headers and names no stack', async ({
  request,
  baseURL,
}) => {
  const home = await request.get(`${baseURL}/`);
  const html = await home.text();
  const buildId = /"buildId":"([^"]+)"/.exec(html)?.[1];
  expect(buildId).toBeTruthy();
  const image = await optimisedImage(request, baseURL);

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

  // Next answers its optimiser's images before any header rule of ours: the site's server sets
  // them (lib/http/with-security-headers.ts), the policy is Next's with the site's framing.
  const optimised = await request.get(`${baseURL}${image}`);
  expect(optimised.status()).toBe(200);
  expect(optimised.headers()).toMatchObject({
    ...BASE,
    'x-frame-options': 'SAMEORIGIN',
    'content-type': expect.stringMatching(/^image\//),
    'content-disposition': expect.stringMatching(/^attachment;/),
  });
  expect(directives(optimised.headers()['content-security-policy'])).toEqual([
    ...IMAGE_SANDBOX,
    "frame-ancestors 'self'",
  ]);
});

test("the image optimiser's answers carry every security header, its refusals too", async ({
  request,
  baseURL,
}) => {
  const image = await optimisedImage(request, baseURL);
  for (const path of [image, image.replace('/_next/image/', '/_next/image')]) {
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers, path).toMatchObject({ ...BASE, 'x-frame-options': 'SAMEORIGIN' });
    expect(directives(headers['content-security-policy']), path).toContain(
      "frame-ancestors 'self'",
    );
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
  // Refused by the optimiser (no width, a host it does not fetch from): its own 400s.
  for (const path of [
    '/_next/image/?url=%2Fimg%2Ffavicon.ico',
    `/_next/image/?url=${encodeURIComponent('https://elsewhere.example/a.png')}&w=640&q=75`,
  ]) {
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
    expect(response.headers(), path).toMatchObject(EVERY_ANSWER);
  }
});

test('the locale redirect Next answers before its header rules carries the security headers', async ({
  request,
  baseURL,
}) => {
  const response = await request.get(`${baseURL}/`, {
    headers: { 'accept-language': 'de-DE,de;q=0.9' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toMatch(/\/de-DE\/?$/);
  expect(response.headers()).toMatchObject({
    ...EVERY_ANSWER,
    'content-security-policy': expect.stringContaining("frame-ancestors 'self'"),
  });
});

test("the method guard's 405s carry the security headers", async ({ request, baseURL }) => {
  for (const [method, path] of [
    ['TRACE', '/'],
    ['OPTIONS', '/about/'],
    ['TRACE', '/login/'],
    ['OPTIONS', '/de-DE/search/lavanda/'],
  ] as const) {
    const response = await request.fetch(`${baseURL}${path}`, { method, maxRedirects: 0 });
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers(), `${method} ${path}`).toMatchObject({
      ...EVERY_ANSWER,
      allow: 'GET, HEAD',
    });
    expect(response.headers()['strict-transport-security'], path).toBeUndefined();
  }
});
