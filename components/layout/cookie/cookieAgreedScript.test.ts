import { describe, expect, it } from 'vitest';
import { cookieAgreedScript } from './cookieAgreedScript';

function run(cookie: string): boolean {
  const attributes = new Set<string>();
  const document = {
    cookie,
    documentElement: { setAttribute: (name: string) => attributes.add(name) },
  };
  new Function('document', cookieAgreedScript)(document);
  return attributes.has('data-cookie-agreed');
}

describe('cookieAgreedScript', () => {
  it('marks the page when the consent cookie exists', () => {
    expect(run('cookie-agreed=2')).toBe(true);
    expect(run('a=1; cookie-agreed=2; b=3')).toBe(true);
    expect(run('a=1; cookie-agreed')).toBe(true);
  });

  it('leaves it alone otherwise', () => {
    expect(run('')).toBe(false);
    expect(run('my-cookie-agreed=2')).toBe(false);
    expect(run('cookie-agreed-later=2')).toBe(false);
  });
});
