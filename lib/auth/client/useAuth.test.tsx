// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_PATH } from '../paths';
import { accessTokens } from './session';
import { useAuth } from './useAuth';

const replace = vi.fn();
const replaceState = vi.fn();
let fetchMock: ReturnType<typeof vi.fn>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function at(address: string) {
  const url = new URL(address);
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { href: url.href, origin: url.origin, replace },
  });
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window.history, 'replaceState').mockImplementation(replaceState);
});
afterEach(() => {
  cleanup();
  accessTokens.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  replace.mockReset();
  replaceState.mockReset();
});

describe('useAuth', () => {
  it('is loading, then authenticated from the refresh cookie', async () => {
    at('http://localhost:3000/preview/?p=1&preview=true');
    fetchMock.mockImplementation(async () =>
      json(200, { accessToken: 't', accessTokenExpiration: 4102444800 }),
    );
    const { result } = renderHook(() => useAuth());
    expect(result.current).toBe('loading');
    await waitFor(() => expect(result.current).toBe('authenticated'));
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1].body)).toEqual({});
  });

  it('is unauthenticated when the token route refuses', async () => {
    at('http://localhost:3000/preview/?p=1&preview=true');
    fetchMock.mockResolvedValue(json(401, { error: 'unauthorized' }));
    const { result } = renderHook(() => useAuth());
    await waitFor(() => expect(result.current).toBe('unauthenticated'));
  });

  it('exchanges a code in the address, then removes it from the address', async () => {
    at('http://localhost:3000/preview/?p=1&preview=true&code=abc');
    fetchMock.mockImplementation(async () =>
      json(200, { accessToken: 't', accessTokenExpiration: 4102444800 }),
    );
    const { result } = renderHook(() => useAuth());
    await waitFor(() => expect(result.current).toBe('authenticated'));
    expect(fetchMock).toHaveBeenCalledWith(TOKEN_PATH, expect.anything());
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1].body)).toEqual({ code: 'abc' });
    expect(replaceState.mock.calls[0]?.[2]).toBe('/preview/?p=1&preview=true');
    expect(replace).not.toHaveBeenCalled();
  });

  it('after a code exchange, goes to redirect_uri when it is a path on this site', async () => {
    at('http://localhost:3000/login/?code=abc&redirect_uri=%2Fpreview%2F%3Fp%3D1');
    fetchMock.mockImplementation(async () =>
      json(200, { accessToken: 't', accessTokenExpiration: 4102444800 }),
    );
    renderHook(() => useAuth());
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/preview/?p=1'));
  });

  it('does not follow a redirect_uri to another site', async () => {
    at('http://localhost:3000/login/?code=abc&redirect_uri=%2F%2Fevil.example');
    fetchMock.mockImplementation(async () =>
      json(200, { accessToken: 't', accessTokenExpiration: 4102444800 }),
    );
    const { result } = renderHook(() => useAuth());
    await waitFor(() => expect(result.current).toBe('authenticated'));
    expect(replace).not.toHaveBeenCalled();
    expect(replaceState.mock.calls[0]?.[2]).toBe('/login/?redirect_uri=%2F%2Fevil.example');
  });
});
