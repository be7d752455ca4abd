import { HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerRequests, fakeNetwork } from '../../../tests/support/fake-network';
import { createWordPressClient } from '../client/graphql-client';
import { parseSiteEnv } from '../config/site-env';
import type { Backend } from './backend';
import { authorizeUrl, exchangeForTokens } from './token-exchange';

const env = parseSiteEnv({ NEXT_PUBLIC_WORDPRESS_URL: 'http://wp.test' });
const backend: Backend = {
  env,
  now: Date.now,
  client: createWordPressClient({ endpoint: env.graphqlUrl }),
};
const TOKENS = {
  accessToken: 'a',
  accessTokenExpiration: 1795360290,
  refreshToken: 'r',
  refreshTokenExpiration: 1796569590,
};
const network = fakeNetwork();

beforeEach(() => vi.stubEnv('FAUST_SECRET_KEY', 'test-secret-from-env'));
afterEach(() => vi.unstubAllEnvs());

/** WordPress on the fake network (msw), answering `answer` at any path: the tests say which. */
const authorizeAnswers = (answer: () => Response) =>
  answerRequests(network, 'http://wp.test/*', answer);

const answering = (status: number, body: JsonBodyType) => () => HttpResponse.json(body, { status });

describe('exchangeForTokens', () => {
  it('POSTs the grant to FaustWP’s authorize route with the secret header', async () => {
    const requests = authorizeAnswers(answering(200, TOKENS));
    const result = await exchangeForTokens({ code: 'c' }, backend);
    expect(result).toEqual({ kind: 'tokens', tokens: TOKENS });
    const [request] = requests;
    expect(request?.url).toBe('http://wp.test/?rest_route=/faustwp/v1/authorize');
    expect(request?.url).toBe(authorizeUrl(env));
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('x-faustwp-secret')).toBe('test-secret-from-env');
    expect(JSON.parse(request?.body ?? '')).toEqual({ code: 'c' });
  });

  it('reads FaustWP’s 500 invalid_request as a refused code or token', async () => {
    authorizeAnswers(
      answering(500, {
        code: 'invalid_request',
        message: 'Invalid authorization code or refresh token.',
        data: null,
      }),
    );
    expect(await exchangeForTokens({ refreshToken: 'old' }, backend)).toEqual({
      kind: 'rejected',
    });
  });

  it('reads a refused secret, other failures and no answer as unavailable', async () => {
    authorizeAnswers(answering(401, { code: 'rest_forbidden' }));
    expect((await exchangeForTokens({ code: 'c' }, backend)).kind).toBe('unavailable');
    network.resetHandlers();
    authorizeAnswers(answering(502, 'Bad gateway'));
    expect((await exchangeForTokens({ code: 'c' }, backend)).kind).toBe('unavailable');
    network.resetHandlers();
    authorizeAnswers(() => HttpResponse.error());
    expect((await exchangeForTokens({ code: 'c' }, backend)).kind).toBe('unavailable');
  });

  it('needs FAUST_SECRET_KEY', async () => {
    vi.stubEnv('FAUST_SECRET_KEY', '');
    const requests = authorizeAnswers(answering(200, TOKENS));
    expect(await exchangeForTokens({ code: 'c' }, backend)).toMatchObject({
      kind: 'unavailable',
      reason: expect.stringContaining('FAUST_SECRET_KEY is not set'),
    });
    expect(requests).toHaveLength(0);
  });
});
