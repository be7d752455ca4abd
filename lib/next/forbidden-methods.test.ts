import { type IncomingHttpHeaders, Server, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { refuseForbiddenMethods } from './forbidden-methods';
import { isPageMethod } from '../http/page-methods';
import { everyResponseHeaders } from '../http/security-headers';

/** A server class of its own, so the test leaves node:http's Server as it was. */
class TestServer extends Server {}

let server: Server;
let port: number;
const seen: string[] = [];

beforeAll(async () => {
  refuseForbiddenMethods(everyResponseHeaders('https://news.example'), TestServer);
  refuseForbiddenMethods([], TestServer);
  server = new TestServer((req, res) => {
    seen.push(req.method ?? '');
    res.end('page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function send(method: string, path = '/') {
  return new Promise<{
    status: number;
    allow?: string;
    body: string;
    headers: IncomingHttpHeaders;
  }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          allow: res.headers.allow,
          body,
          headers: res.headers,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

it('answers TRACE with 405 and the methods a page takes, before the application sees it', async () => {
  expect(await send('TRACE')).toMatchObject({
    status: 405,
    allow: 'GET, HEAD',
    body: 'Method Not Allowed\n',
  });
  expect(seen).toEqual([]);
});

it('gives its 405s the security headers of every answer', async () => {
  for (const [method, path] of [
    ['TRACE', '/'],
    ['OPTIONS', '/about/'],
  ]) {
    expect((await send(method!, path)).headers, `${method} ${path}`).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('camera=()'),
      'x-frame-options': 'SAMEORIGIN',
      'content-security-policy': "frame-ancestors 'self'",
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'content-type': 'text/plain; charset=utf-8',
    });
  }
});

it('answers OPTIONS with 405 on pages, and lets the API routes answer it', async () => {
  for (const path of ['/', '/search/x/', '/de-DE/about/?q=1', '/apiary/'])
    expect(await send('OPTIONS', path), path).toMatchObject({ status: 405, allow: 'GET, HEAD' });
  expect(seen).toEqual([]);
  expect((await send('OPTIONS', '/api/revalidate/')).body).toBe('page');
  expect(seen).toEqual(['OPTIONS']);
  seen.length = 0;
});

it('passes every other method on, once', async () => {
  expect((await send('GET')).body).toBe('page');
  expect((await send('POST')).body).toBe('page');
  expect(seen).toEqual(['GET', 'POST']);
});

it('knows the methods a page takes', () => {
  expect(['GET', 'HEAD'].every(isPageMethod)).toBe(true);
  expect(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'].some(isPageMethod)).toBe(false);
});
