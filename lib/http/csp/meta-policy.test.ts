import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentPolicy, metaPolicy } from './meta-policy';

describe('metaPolicy', () => {
  it('leaves out what a <meta> policy cannot carry, and keeps the rest in order', () => {
    expect(
      metaPolicy(
        "default-src 'self'; script-src 'self' 'sha256-a='; frame-ancestors 'none'; " +
          "report-uri /csp; report-to csp; sandbox allow-scripts; object-src 'none'",
      ),
    ).toBe("default-src 'self'; script-src 'self' 'sha256-a='; object-src 'none'");
  });
});

describe('documentPolicy', () => {
  beforeEach(() => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('NEXT_PUBLIC_WORDPRESS_URL', 'https://cms.example.com');
  });
  afterEach(() => vi.unstubAllEnvs());

  it("gives a statically generated page the site's policy without a nonce or frame-ancestors", () => {
    const policy = documentPolicy({});
    expect(policy).toMatch(/(^|; )script-src 'self' 'sha256-/);
    expect(policy).toContain("img-src 'self' data: blob: https://cms.example.com");
    expect(policy).not.toContain("'nonce-");
    expect(policy).not.toContain('frame-ancestors');
  });

  it('leaves pages rendered per request (a nonce in their header) and next dev alone', () => {
    expect(documentPolicy({ gssp: true })).toBeNull();
    vi.stubEnv('NODE_ENV', 'development');
    expect(documentPolicy({})).toBeNull();
  });
});
