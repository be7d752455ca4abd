import type { NextApiRequest, NextApiResponse } from 'next';
import { expect, it } from 'vitest';
import { type HealthDependencies, createHealthHandler } from './health-handler';

const none = async () => null;

async function call(deps: HealthDependencies, method = 'GET') {
  const answer = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const res = {
    setHeader(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
    },
  } as unknown as NextApiResponse;
  await createHealthHandler(deps)({ method } as NextApiRequest, res);
  return answer;
}

it('answers 200 when WordPress and Redis answer, never cached', async () => {
  const answer = await call({
    wordpress: async () => true,
    redis: async () => 'up',
    capabilities: none,
  });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ status: 'ok', wordpress: 'up', redis: 'up' });
  expect(answer.headers['cache-control']).toBe('no-store');
});

it('answers 200 without Redis configured', async () => {
  const answer = await call({
    wordpress: async () => true,
    redis: async () => 'off',
    capabilities: none,
  });
  expect(answer).toMatchObject({ status: 200, body: { status: 'ok', redis: 'off' } });
});

it('answers 503 and names what is down', async () => {
  expect(
    await call({ wordpress: async () => false, redis: async () => 'up', capabilities: none }),
  ).toMatchObject({
    status: 503,
    body: { status: 'degraded', wordpress: 'down', redis: 'up' },
  });
  expect(
    await call({ wordpress: async () => true, redis: async () => 'down', capabilities: none }),
  ).toMatchObject({
    status: 503,
    body: { status: 'degraded', wordpress: 'up', redis: 'down' },
  });
});

it('takes GET and HEAD only', async () => {
  const answer = await call(
    { wordpress: async () => true, redis: async () => 'off', capabilities: none },
    'POST',
  );
  expect(answer.status).toBe(405);
  expect(answer.headers.allow).toBe('GET, HEAD');
});

it("reports each plugin, and is degraded while WordPress refuses the site's queries", async () => {
  const capabilities = {
    capabilities: {
      yoast: { present: true as const },
      acf: { present: false as const, without: 'no flexible layouts' },
    },
    refused: [],
  };
  const ok = await call({
    wordpress: async () => true,
    redis: async () => 'off',
    capabilities: async () => capabilities,
  });
  expect(ok).toMatchObject({
    status: 200,
    body: { status: 'ok', capabilities: capabilities.capabilities },
  });
  const refused = await call({
    wordpress: async () => true,
    redis: async () => 'off',
    capabilities: async () => ({ ...capabilities, refused: ['Unknown argument "where"'] }),
  });
  expect(refused).toMatchObject({
    status: 503,
    body: { status: 'degraded', wordpress: 'up', refused: ['Unknown argument "where"'] },
  });
});
