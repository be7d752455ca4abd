import { beforeEach, expect, it, vi } from 'vitest';

const start = vi.fn();
const refuse = vi.fn();
vi.mock('./next/forbidden-methods', () => ({ refuseForbiddenMethods: refuse }));
const connect = vi.fn();
const untilReady = vi.fn(async () => {});
vi.mock('./redis/shared-redis', () => ({ connectSharedRedis: connect, untilReady }));
const follow = vi.fn();
vi.mock('./redis/served-pages-purge', () => ({ followServedPagesPurges: follow }));
const env: { building: boolean; redisUrl: string | null; siteUrl: string } = {
  building: false,
  redisUrl: null,
  siteUrl: 'https://news.example',
};
vi.mock('./redirects/site-redirects', () => ({ siteRedirects: () => ({ start }) }));
vi.mock('./wordpress/config/site-env', () => ({ siteEnv: () => env }));

const { startServer } = await import('./server-start');
const { everyResponseHeaders } = await import('./http/security-headers');

beforeEach(() => {
  start.mockClear();
  refuse.mockClear();
  connect.mockClear();
  follow.mockClear();
  env.redisUrl = null;
});

it('begins loading the redirect list and refuses TRACE when the server starts', async () => {
  env.building = false;
  await startServer();
  expect(start).toHaveBeenCalledTimes(1);
  expect(refuse).toHaveBeenCalledTimes(1);
  // Its 405s carry the headers of every answer, HSTS included for an https site.
  expect(refuse).toHaveBeenCalledWith(everyResponseHeaders('https://news.example'));
  expect(connect).not.toHaveBeenCalled();
  expect(follow).not.toHaveBeenCalled();
});

it('connects to the shared Redis at start when REDIS_URL is set', async () => {
  env.building = false;
  env.redisUrl = 'redis://127.0.0.1:6380';
  await startServer();
  expect(connect).toHaveBeenCalledWith('redis://127.0.0.1:6380');
  // On that connection, it follows the other instances' revalidations (lib/microcache/).
  expect(follow).toHaveBeenCalledWith(connect.mock.results[0]?.value);
  // Connected (or given up on) before the redirect list's first load, which may read it.
  expect(untilReady.mock.invocationCallOrder[0]).toBeLessThan(start.mock.invocationCallOrder[0]!);
});

it('asks WordPress and Redis for nothing during next build', async () => {
  env.building = true;
  env.redisUrl = 'redis://127.0.0.1:6380';
  await startServer();
  expect(start).not.toHaveBeenCalled();
  expect(refuse).not.toHaveBeenCalled();
  expect(connect).not.toHaveBeenCalled();
});
