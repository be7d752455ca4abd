import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageResponse } from './page-response';

const request = () =>
  new Request('http://127.0.0.1:3000/about/', { headers: { accept: 'text/html', cookie: 'a=b' } });

const scriptSrc = (policy: string | null) =>
  policy?.split('; ').find((part) => part.startsWith('script-src '));

describe('pageResponse', () => {
  beforeEach(() => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('NEXT_PUBLIC_WORDPRESS_URL', 'https://cms.example.com');
  });
  afterEach(() => vi.unstubAllEnvs());

  it("lets a stored page's request through unchanged, with the page's policy and no nonce", () => {
    const response = pageResponse(request(), { pathname: '/about/', search: '' });
    const policy = response.headers.get('content-security-policy');
    expect(scriptSrc(policy)).toMatch(/^script-src 'self' 'sha256-/);
    expect(policy).not.toContain("'nonce-");
    // No request headers overridden: Next would copy each of them on every cached view.
    expect(response.headers.get('x-middleware-override-headers')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it("hands a per-request page's nonce to the renderer through the request's own CSP", () => {
    const response = pageResponse(request(), { pathname: '/search/word/', search: '' });
    const policy = response.headers.get('content-security-policy');
    expect(scriptSrc(policy)).toMatch(/'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(response.headers.get('x-middleware-override-headers')).toContain(
      'content-security-policy',
    );
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
  });

  it('gives a later page of a listing (?q=) a nonce of its own', () => {
    const first = pageResponse(request(), { pathname: '/category/news/', search: '?q=abc' });
    const second = pageResponse(request(), { pathname: '/category/news/', search: '?q=abc' });
    const policy = first.headers.get('content-security-policy');
    expect(policy).toContain("'nonce-");
    expect(policy).not.toBe(second.headers.get('content-security-policy'));
  });
});
