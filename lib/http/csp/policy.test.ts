import { describe, expect, it } from 'vitest';
import {
  bootstrapScriptHashes,
  getTurbopackChunkGroupBootstrap,
  htmlEscapeJsonString,
} from '../../next/bootstrap-hashes';
import { contentSecurityPolicy } from './policy';
import { scriptHashSource } from './script-hash';

const base = {
  scriptHashes: ["'sha256-abc='"],
  wordpressUrl: 'https://cms.example.com/wp',
  embedHosts: ['www.youtube-nocookie.com', 'play.vidyard.com'],
  marketoBaseUrl: null,
  frameAncestors: "'self'" as const,
};

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('contentSecurityPolicy', () => {
  it('runs scripts from the site and the known inline ones only; no inline script by default', () => {
    const policy = contentSecurityPolicy(base);
    expect(directive(policy, 'script-src')).toBe("'self' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(directive(policy, 'object-src')).toBe("'none'");
    expect(directive(policy, 'base-uri')).toBe("'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("'self'");
  });

  it("takes images from WordPress's origin and frames from the embed hosts only", () => {
    const policy = contentSecurityPolicy(base);
    expect(directive(policy, 'img-src')).toBe("'self' data: blob: https://cms.example.com");
    expect(directive(policy, 'frame-src')).toBe(
      'https://www.youtube-nocookie.com https://play.vidyard.com',
    );
    expect(directive(policy, 'connect-src')).toBe("'self'");
  });

  it('lets the Marketo block load its form from its host when it is configured', () => {
    const policy = contentSecurityPolicy({
      ...base,
      marketoBaseUrl: 'https://app-ab12.marketo.com',
    });
    for (const name of ['script-src', 'frame-src', 'form-action', 'connect-src']) {
      expect(directive(policy, name), name).toContain('https://app-ab12.marketo.com');
    }
  });

  it('frames nothing at all when the embed list is empty', () => {
    expect(directive(contentSecurityPolicy({ ...base, embedHosts: [] }), 'frame-src')).toBe(
      "'none'",
    );
  });
});

describe('bootstrapScriptHashes', () => {
  it("hashes each route's Turbopack bootstrap as Next writes it into the page", () => {
    const manifest = {
      chunkLoadingGlobal: 'TURBOPACK',
      pagesChunkGroupBootstrapParams: {
        '/_app': { otherChunks: ['static/chunks/app.js'], runtimeModuleIds: [1] },
        '/login': { otherChunks: ['static/chunks/<login>.js'], runtimeModuleIds: [2] },
      },
    };
    const written = htmlEscapeJsonString(
      getTurbopackChunkGroupBootstrap(manifest.pagesChunkGroupBootstrapParams, 'TURBOPACK', [
        '/_app',
        '/login',
      ])!,
    );
    // Escaped as in HTML: the hash is of the text the browser sees.
    expect(written).toContain('\\u003clogin\\u003e');
    expect(bootstrapScriptHashes(manifest)).toEqual([scriptHashSource(written)]);
    expect(bootstrapScriptHashes({})).toEqual([]);
  });
});
