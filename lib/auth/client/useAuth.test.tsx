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

  it('exchanges a code in the address, then removes it from the address', async () => {
    at('http://localhost:3000/preview/?p=1&preview=true&code=abc');
    const requests = tokenRouteAnswers(tokens);
    const { result } = renderHook(() => useAuth());
    await waitFor(() => expect(result.current).toBe('authenticated'));
    expect(requests[0]?.url).toBe(`http://localhost:3000${TOKEN_PATH}`);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ code: 'abc' });
    expect(replaceState.mock.calls[0]?.[2]).toBe('/preview/?p=1&preview=true');
    expect(replace).not.toHaveBeenCalled();
  });

  it('after a code exchange, goes to redirect_uri when it is a path on this site', async () => {
    at('http://localhost:3000/login/?code=abc&redirect_uri=%2Fpreview%2F%3Fp%3D1');
    tokenRouteAnswers(tokens);
    renderHook(() => useAuth());
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/preview/?p=1'));
  });

  it('does not follow a redirect_uri to another site', async () => {
    at('http://localhost:3000/login/?code=abc&redirect_uri=%2F%2Fevil.example');
    tokenRouteAnswers(tokens);
    const { result } = renderHook(() => useAuth());
    await waitFor(() => expect(result.current).toBe('authenticated'));
    expect(replace).not.toHaveBeenCalled();
    expect(replaceState.mock.calls[0]?.[2]).toBe('/login/?redirect_uri=%2F%2Fevil.example');
  });
});
