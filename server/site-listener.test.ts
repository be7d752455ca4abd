import { type IncomingHttpHeaders, type Server, createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestListener } from '../lib/microcache/with-microcache';
import { siteListener } from './site-listener';

/** Next's image optimiser's own policy (next/dist/shared/lib/image-config.js). */
const IMAGE_POLICY = "script-src 'none'; frame-src 'none'; sandbox;";

/** What every answer should carry over plain http, as a client reads the headers. */
const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * Stands in for Next's request handler: the image optimiser (its headers, set before the body),
 * the locale redirect Next answers before its header rules (no header of ours), a sign-in page
 * whose header rules set stricter framing, and a stored page (what the microcache keeps).
 */
const fakeNext =
  (calls: string[]): RequestListener =>
  (req, res) => {
    calls.push(req.url ?? '');
    if (req.url?.startsWith('/_next/image/')) {
      res.setHeader('Content-Type', 'image/webp');
      res.setHeader('Content-Security-Policy', IMAGE_POLICY);
      res.setHeader('Content-Disposition', 'attachment; filename="a.webp"');
      return void res.end(Buffer.from([1, 2, 3]));
    }
    if (req.url === '/') {
      res.statusCode = 307;
      res.setHeader('Location', '/de-DE/');
      return void res.end('/de-DE/');
    }
    if (req.url === '/login/') {
      res.setHeader('X-Frame-Options', 'DENY');
      res.setHeader('Content-Security-Policy', "default-src 'self'; frame-ancestors 'none'");
      return void res.end('sign in');
    }
    res.setHeader('x-nextjs-cache', 'HIT');
    res.setHeader('Cache-Control', 's-maxage=60');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end('<p>page</p>');
  };

let server: Server | undefined;

afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function serve(
  env: { siteUrl: string; pageMicrocacheMs: number },
  calls: string[] = [],
): Promise<string> {
  const listener = siteListener(fakeNext(calls), env);
  server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

function headersOf(url: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    }).on('error', reject);
  });
}

describe('npm start in front of Next', () => {
  it("gives the image optimiser's answers the security headers, keeping its own policy", async () => {
    const base = await serve({ siteUrl: 'http://localhost:3000', pageMicrocacheMs: 0 });
    const { headers } = await headersOf(`${base}/_next/image/?url=%2Fa.png&w=640&q=75`);
    expect(headers).toMatchObject({ ...EVERY_ANSWER, 'content-security-policy': IMAGE_POLICY });
    expect(headers['content-disposition']).toMatch(/^attachment;/);
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('gives an answer Next sends before its header rules every header, framing by the site only', async () => {
    const base = await serve({ siteUrl: 'https://news.example', pageMicrocacheMs: 0 });
    const { status, headers } = await headersOf(`${base}/`);
    expect(status).toBe(307);
    expect(headers).toMatchObject({
      ...EVERY_ANSWER,
      'content-security-policy': "frame-ancestors 'self'",
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
    });
  });

  it("leaves Next's header rules the last word where they apply", async () => {
    const base = await serve({ siteUrl: 'http://localhost:3000', pageMicrocacheMs: 0 });
    const { headers } = await headersOf(`${base}/login/`);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a page the microcache keeps with the same headers, without asking Next', async () => {
    const calls: string[] = [];
    const base = await serve({ siteUrl: 'http://localhost:3000', pageMicrocacheMs: 60_000 }, calls);
    const first = await headersOf(`${base}/about/`);
    const again = await headersOf(`${base}/about/`);
    expect(calls).toEqual(['/about/']);
    for (const answer of [first, again])
      expect(answer.headers).toMatchObject({
        ...EVERY_ANSWER,
        'content-security-policy': "frame-ancestors 'self'",
      });
  });
});
