import { beforeEach, expect, it, vi } from 'vitest';

const start = vi.fn();
const refuse = vi.fn();
vi.mock('./http/forbidden-methods', () => ({ refuseForbiddenMethods: refuse }));
const env = { building: false };
vi.mock('./redirects/site-redirects', () => ({ siteRedirects: () => ({ start }) }));
vi.mock('./wordpress/config/site-env', () => ({ siteEnv: () => env }));

const { startServer } = await import('./server-start');

beforeEach(() => {
  start.mockClear();
  refuse.mockClear();
});

it('begins loading the redirect list and refuses TRACE when the server starts', () => {
  env.building = false;
  startServer();
  expect(start).toHaveBeenCalledTimes(1);
  expect(refuse).toHaveBeenCalledTimes(1);
});

it('asks WordPress for nothing during next build', () => {
  env.building = true;
  startServer();
  expect(start).not.toHaveBeenCalled();
  expect(refuse).not.toHaveBeenCalled();
});
