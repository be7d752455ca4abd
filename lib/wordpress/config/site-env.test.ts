import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMBED_HOSTS,
  SiteEnvError,
  faustSecretKey,
  parseSiteEnv,
  revalidateSecret,
  trustedProxyCount,
} from './site-env';

describe('parseSiteEnv', () => {
  it('defaults to the embedded content service and Faust front-end address', () => {
    expect(parseSiteEnv({})).toEqual({
      wordpressUrl: 'http://127.0.0.1:4000',
      graphqlUrl: 'http://127.0.0.1:4000/graphql',
      siteUrl: 'http://localhost:3000',
      revalidateSeconds: 60,
      wordpressTimeoutMs: 10_000,
      embedHosts: DEFAULT_EMBED_HOSTS,
      marketo: null,
      revalidateSecret: null,
      faustSecretKey: null,
      distDir: '.next',
      building: false,
      redisUrl: null,
      pageMicrocacheMs: 1_000,
      plainNext: false,
      port: 3000,
      trustedProxyCount: 0,
    });
  });

  it('takes REDIS_URL as a redis:// or rediss:// address, never echoing it', () => {
    expect(parseSiteEnv({ REDIS_URL: ' redis://:pw@127.0.0.1:6380/0 ' }).redisUrl).toBe(
      'redis://:pw@127.0.0.1:6380/0',
    );
    expect(parseSiteEnv({ REDIS_URL: 'rediss://cache.example.com' }).redisUrl).toBe(
      'rediss://cache.example.com',
    );
    expect(() => parseSiteEnv({ REDIS_URL: 'http://user:secret@cache' })).toThrow(
      /REDIS_URL must start with redis:\/\/ or rediss:\/\/$/,
    );
    expect(() => parseSiteEnv({ REDIS_URL: 'secret-not-a-url' })).toThrow(SiteEnvError);
    expect(() => parseSiteEnv({ REDIS_URL: 'secret-not-a-url' })).not.toThrow(/secret/);
  });

  it('takes WordPress below a path, without the trailing slash, and a custom GraphQL URL', () => {
    const env = parseSiteEnv({
      NEXT_PUBLIC_WORDPRESS_URL: ' https://cms.example.com/wp/ ',
      WORDPRESS_GRAPHQL_URL: 'https://api.example.com/graphql',
    });
    expect(env.wordpressUrl).toBe('https://cms.example.com/wp');
    expect(env.graphqlUrl).toBe('https://api.example.com/graphql');
  });

  it.each([
    ['not a URL', 'wordpress', /NEXT_PUBLIC_WORDPRESS_URL must be an http\(s\) URL/],
    ['another scheme', 'ftp://cms.example.com', /must start with http:\/\/ or https:\/\//],
    ['credentials', 'https://user:pw@cms.example.com', /must not carry credentials/],
    ['a query', 'https://cms.example.com/?x=1', /must not carry credentials, a query/],
  ])('names the variable when the WordPress URL is %s', (_case, value, message) => {
    expect(() => parseSiteEnv({ NEXT_PUBLIC_WORDPRESS_URL: value })).toThrow(message);
    expect(() => parseSiteEnv({ NEXT_PUBLIC_WORDPRESS_URL: value })).toThrow(SiteEnvError);
  });

  it('reads REVALIDATE_SECONDS as whole seconds from 1 to a year', () => {
    expect(parseSiteEnv({ REVALIDATE_SECONDS: '300' }).revalidateSeconds).toBe(300);
    for (const bad of ['0', '-5', '1.5', 'soon', '99999999']) {
      expect(() => parseSiteEnv({ REVALIDATE_SECONDS: bad })).toThrow(/REVALIDATE_SECONDS/);
    }
  });

  it('reads PAGE_MICROCACHE_MS as milliseconds from 0 (off) to a minute, 1 s when unset', () => {
    expect(parseSiteEnv({}).pageMicrocacheMs).toBe(1_000);
    expect(parseSiteEnv({ PAGE_MICROCACHE_MS: '0' }).pageMicrocacheMs).toBe(0);
    expect(parseSiteEnv({ PAGE_MICROCACHE_MS: '250' }).pageMicrocacheMs).toBe(250);
    for (const bad of ['-1', '1.5', 'fast', '60001']) {
      expect(() => parseSiteEnv({ PAGE_MICROCACHE_MS: bad })).toThrow(/PAGE_MICROCACHE_MS/);
    }
  });

  it('reads TRUSTED_PROXY_COUNT as a number of proxies from 0 (none, the default) to 10', () => {
    expect(parseSiteEnv({}).trustedProxyCount).toBe(0);
    expect(parseSiteEnv({ TRUSTED_PROXY_COUNT: '0' }).trustedProxyCount).toBe(0);
    expect(parseSiteEnv({ TRUSTED_PROXY_COUNT: ' 2 ' }).trustedProxyCount).toBe(2);
    expect(trustedProxyCount({ TRUSTED_PROXY_COUNT: '1' })).toBe(1);
    for (const bad of ['-1', '1.5', 'yes', 'true', '11']) {
      expect(() => parseSiteEnv({ TRUSTED_PROXY_COUNT: bad })).toThrow(SiteEnvError);
      expect(() => parseSiteEnv({ TRUSTED_PROXY_COUNT: bad })).toThrow(
        `TRUSTED_PROXY_COUNT must be a whole number of proxies from 0 (none) to 10 (got "${bad}")`,
      );
    }
  });

  it('reads PORT as a port number', () => {
    expect(parseSiteEnv({ PORT: '8080' }).port).toBe(8080);
    for (const bad of ['0', '65536', 'http', '80.5']) {
      expect(() => parseSiteEnv({ PORT: bad })).toThrow(/PORT must be a whole number/);
    }
  });

  it('reads EMBED_ALLOWED_HOSTS as a list of host names', () => {
    expect(
      parseSiteEnv({ EMBED_ALLOWED_HOSTS: 'www.YouTube.com, maps.example.org' }).embedHosts,
    ).toEqual(['www.youtube.com', 'maps.example.org']);
    expect(() => parseSiteEnv({ EMBED_ALLOWED_HOSTS: 'https://evil.example/' })).toThrow(
      /EMBED_ALLOWED_HOSTS/,
    );
  });

  it('needs both Marketo settings, an https marketo.com host and a munchkin id', () => {
    const marketo = {
      MARKETO_BASE_URL: 'https://app-ab12.marketo.com',
      MARKETO_MUNCHKIN_ID: '123-ABC-456',
    };
    expect(parseSiteEnv(marketo).marketo).toEqual({
      baseUrl: 'https://app-ab12.marketo.com',
      munchkinId: '123-ABC-456',
    });
    expect(() => parseSiteEnv({ MARKETO_BASE_URL: marketo.MARKETO_BASE_URL })).toThrow(/together/);
    expect(() => parseSiteEnv({ ...marketo, MARKETO_BASE_URL: 'https://evil.example' })).toThrow(
      /marketo\.com/,
    );
    expect(() => parseSiteEnv({ ...marketo, MARKETO_MUNCHKIN_ID: 'x' })).toThrow(/MUNCHKIN/);
  });

  it('stops at start on a REVALIDATE_SECRET too short to be one', () => {
    expect(() => parseSiteEnv({ REVALIDATE_SECRET: 'short' })).toThrow(
      'REVALIDATE_SECRET must be at least 16 characters long',
    );
    expect(
      parseSiteEnv({ REVALIDATE_SECRET: ' a-test-secret-of-some-length ' }).revalidateSecret,
    ).toBe('a-test-secret-of-some-length');
  });

  it('reads WORDPRESS_TIMEOUT_SECONDS as the budget of one request, 1 to 60 seconds', () => {
    expect(parseSiteEnv({ WORDPRESS_TIMEOUT_SECONDS: '4.5' }).wordpressTimeoutMs).toBe(4_500);
    for (const bad of ['0', '0.5', '61', 'soon', '-3']) {
      expect(() => parseSiteEnv({ WORDPRESS_TIMEOUT_SECONDS: bad })).toThrow(
        /WORDPRESS_TIMEOUT_SECONDS/,
      );
    }
  });

  it('reads PLAIN_NEXT as 1 or 0 and names it when it is anything else', () => {
    expect(parseSiteEnv({ PLAIN_NEXT: '1' }).plainNext).toBe(true);
    expect(parseSiteEnv({ PLAIN_NEXT: '0' }).plainNext).toBe(false);
    expect(() => parseSiteEnv({ PLAIN_NEXT: 'yes' })).toThrow(/PLAIN_NEXT must be 1/);
  });

  it('knows the build phase and the build folder', () => {
    const env = parseSiteEnv({ NEXT_PHASE: 'phase-production-build', NEXT_DIST_DIR: '.data/x' });
    expect(env.building).toBe(true);
    expect(env.distDir).toBe('.data/x');
  });
});

describe('secrets, read on each call', () => {
  it('revalidateSecret is null when unset or blank, else the trimmed secret', () => {
    expect(revalidateSecret({})).toBeNull();
    expect(revalidateSecret({ REVALIDATE_SECRET: '  ' })).toBeNull();
    expect(revalidateSecret({ REVALIDATE_SECRET: 'a-test-secret-of-some-length' })).toBe(
      'a-test-secret-of-some-length',
    );
  });

  it('faustSecretKey names the variable when it is missing', () => {
    expect(() => faustSecretKey({})).toThrow(/FAUST_SECRET_KEY is not set/);
    expect(faustSecretKey({ FAUST_SECRET_KEY: ' k ' })).toBe('k');
  });
});
