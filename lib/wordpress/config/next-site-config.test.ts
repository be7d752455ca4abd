import { describe, expect, it } from 'vitest';
import { IMAGE_DEVICE_SIZES } from '../../html/responsive-image';
import {
  PAGED_ROUTE,
  imageRemotePatterns,
  pagedArchiveRewrites,
  wordpressOnPrivateHost,
} from './next-site-config';
import { parseSiteEnv } from './site-env';

describe('imageRemotePatterns', () => {
  it("allows WordPress's own host and port only", () => {
    const env = parseSiteEnv({ NEXT_PUBLIC_WORDPRESS_URL: 'https://cms.example.com:8443/wp' });
    expect(imageRemotePatterns(env)).toEqual([
      { protocol: 'https', hostname: 'cms.example.com', port: '8443', pathname: '/**' },
    ]);
  });
});

describe('wordpressOnPrivateHost', () => {
  it('is true for loopback and private addresses only', () => {
    const on = (url: string) =>
      wordpressOnPrivateHost(parseSiteEnv({ NEXT_PUBLIC_WORDPRESS_URL: url }));
    for (const url of [
      'http://127.0.0.1:4000',
      'http://localhost:8080',
      'http://10.0.0.5',
      'http://192.168.1.2',
      'http://172.20.0.3',
      'http://[::1]:4000',
    ]) {
      expect(on(url), url).toBe(true);
    }
    for (const url of [
      'https://cms.example.com',
      'http://172.32.0.1',
      'http://8.8.8.8',
      'http://127.0.0.1.example.com',
    ]) {
      expect(on(url), url).toBe(false);
    }
  });
});

describe('pagedArchiveRewrites', () => {
  const [rule] = pagedArchiveRewrites().beforeFiles;
  // The source's parameter pattern, as path-to-regexp will match it against the path.
  const pattern = new RegExp(`^/${/\((.*)\)$/.exec(rule?.source ?? '')?.[1]}$`);

  it('sends content paths asked for with q to the server-rendered route', () => {
    expect(rule?.has).toEqual([{ type: 'query', key: 'q' }]);
    expect(rule?.destination).toBe(`${PAGED_ROUTE}/:path`);
    for (const path of ['/', '/category/news/', '/about/team/'])
      expect(pattern.test(path)).toBe(true);
  });

  it('leaves search, the paged route itself, Next assets and API routes alone', () => {
    for (const path of [
      '/search/x/',
      '/search',
      '/~paged/x/',
      '/_next/data/x.json',
      '/api/faust/x',
    ]) {
      expect(pattern.test(path)).toBe(false);
    }
  });
});

it('uses device widths the image optimizer accepts (ascending)', () => {
  expect([...IMAGE_DEVICE_SIZES].sort((a, b) => a - b)).toEqual(IMAGE_DEVICE_SIZES);
});
