import { expect, test } from '../support/fixtures';

/**
 * The health route (docs/deploying.md) against the real WordPress: it answers its GraphQL
 * endpoint, and this site runs without REDIS_URL.
 */
test('the health route says WordPress answers and Redis is not configured', async ({ request }) => {
  const response = await request.get('/api/health/');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  expect(await response.json()).toEqual({
    status: 'ok',
    wordpress: 'up',
    redis: 'off',
    // The full kit and the project's plugin: every plugin the site reads through (the matrix spec
    // has the others).
    capabilities: {
      yoast: { present: true },
      acf: { present: true },
      offsetPagination: { present: true },
      faustwp: { present: true },
      blockSupportStyles: { present: true },
    },
  });
  expect((await request.post('/api/health/')).status()).toBe(405);
});
