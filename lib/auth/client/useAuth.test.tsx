// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerRequests, fakeNetwork } from '../../../tests/support/fake-network';
import { TOKEN_PATH } from '../paths';
import { accessTokens } from './session';
import { useAuth } from './useAuth';

const replace = vi.fn();
const replaceState = vi.fn();
const network = fakeNetwork();
const json = (status: number, body: JsonBodyType) => HttpResponse.json(body, { status });

/** The site's token route on the fake network (msw), answering `answer`; records requests. */
const tokenRouteAnswers = (answer: () => Response) =>
  answerRequests(network, `*${TOKEN_PATH}`, answer);
const tokens = () => json(200, { accessToken: 't', accessTokenExpiration: 4102444800 });

function at(address: string) {
  const url = new URL(address);
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { href: url.href, origin: url.origin, replace },
  });
}

beforeEach(() => {
  vi.spyOn(window.history, 'replaceState').mockImplementation(replaceState);
});
afterEach(() => {
  cleanup();
  accessTokens.clear();
  vi.restoreAllMocks();
  replace.mockReset();
  replaceState.mockReset();
});

describe('useAuth', () => {
  it('is loading, then authenticated from the refresh cookie', async () => {
    at('http://localhost:3000/preview/?p=1&preview=true');
    const requests = tokenRouteAnswers(tokens);
    const { result } = renderHook(() => useAuth());
    expect(result.current).toBe('loading');
    await waitFor(() => expect(result.current).toBe('authenticated'));
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({});
  });

  it('is unauthenticated when the token route refuses', async () => {
    at('http://localhost:3000/preview/?p=1&preview=true');
    tokenRouteAnswers(() => json(401, { error: 'unauthorized' }));
    const { result } = renderHook(() => useAuth());
    await waitFor(() => expect(result.current).toBe('unauthenticated'));
  });

  it('hands a code in the address to the token route (which checks its state), not fetching it', async () => {
    at('http://localhost:3000/preview/?p=1&preview=true&code=a%2Bc');
    const requests = tokenRouteAnswers(tokens);
    const { result } = renderHook(() => useAuth());
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(
        `${TOKEN_PATH}?redirect_uri=${encodeURIComponent('/preview/?p=1&preview=true')}&code=a%2Bc`,
      ),
    );
    expect(requests).toEqual([]);
    expect(result.current).toBe('loading');
  });

  it('asks the token route to come back to redirect_uri when it is a path on this site', async () => {
    at('http://localhost:3000/login/?code=abc&redirect_uri=%2Fpreview%2F%3Fp%3D1');
    renderHook(() => useAuth());
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(
        `${TOKEN_PATH}?redirect_uri=${encodeURIComponent('/preview/?p=1')}&code=abc`,
      ),
    );
  });

  it('does not send the browser on to a redirect_uri on another site', async () => {
    at('http://localhost:3000/login/?code=abc&redirect_uri=%2F%2Fevil.example');
    renderHook(() => useAuth());
    await waitFor(() => expect(replace).toHaveBeenCalled());
    const address = new URL(String(replace.mock.calls[0]?.[0]), 'http://localhost:3000');
    expect(address.searchParams.get('redirect_uri')).toBe(
      '/login/?redirect_uri=%2F%2Fevil.example',
    );
  });
});
