import { withFaust } from '@faustwp/core';
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import {
  IMAGE_DEVICE_SIZES,
  IMAGE_OPTIMIZER_PATH,
  IMAGE_QUALITY,
  IMAGE_SIZES,
} from './lib/html/responsive-image';
import { BLOCK_SHEETS_CACHE_RULE } from './lib/block-styles/sheet-cache';
import { NEXT_IMAGE_DEFAULT_POLICY } from './lib/next/image-default-policy';
import { pagePolicy } from './lib/http/csp/page-policy';
import {
  type PolicyOfPages,
  imageContentSecurityPolicy,
  securityHeaders,
  withoutStackNames,
} from './lib/http/security-headers';
import { markChunksCalledOnLoad } from './lib/next/compile-hints';
import { builtPlain, writeBuildMode } from './lib/next/build-mode';
import { writeServedHeaderRules } from './lib/next/served-header-rules';
import {
  imageRemotePatterns,
  pagedArchiveRewrites,
  wordpressOnPrivateHost,
} from './lib/wordpress/config/next-site-config';
import { siteDocumentRewrite } from './lib/site-documents/document-paths';
import { siteEnv } from './lib/wordpress/config/site-env';

// Every variable, validated at build and at start: a wrong address or a REVALIDATE_SECRET too
// short to be one stops here with a message naming the variable, not at the first request.
const env = siteEnv();

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // No `X-Powered-By: Next.js`: naming the stack helps only an attacker.
  poweredByHeader: false,
  // Where the build lives; the browser tests run one build against two backends side by side,
  // each server from its own copy (regenerated pages are written into it).
  distDir: env.distDir,
  // With REDIS_URL (read again by `next start`, so one build runs either way) every instance keeps
  // its regenerated pages in one Redis; without it, each keeps them in its build folder.
  cacheHandler: env.redisUrl ? path.resolve('lib/redis/cache-handler.mjs') : undefined,
  // Faust 3.4.1 under Next 16's Turbopack build fails at request time with
  // "NextRouter was not mounted" unless it is transpiled with the app.
  transpilePackages: ['@faustwp/core'],
  // PLAIN_NEXT=1 (lib/next/plain-next.ts) reaches the pages' and the browser's code of this build.
  env: { PLAIN_NEXT: env.plainNext ? '1' : '0' },
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      writeBuildMode(distDir, env.plainNext);
      // The browser's chunks are compiled as they stream in, off the main thread
      // (lib/next/compile-hints.ts).
      if (!env.plainNext) await markChunksCalledOnLoad({ distDir });
    },
  },
  experimental: {
    // Turbopack splits the app's first-load code into several chunks by default, each gzipped on
    // its own and compressing worse: one chunk, React DOM included, is 4.6 KB gzip less on every
    // page and one request instead of six. The cost: a deployment changes the one chunk, React DOM's
    // code included, where a separate React DOM chunk could stay cached. Code loaded on intent (the
    // drawer) keeps chunks of its own.
    turbopackChunking: {
      maxChunkCountPerGroup: 1,
      minChunkSize: 500_000,
      maxMergeChunkSize: 1_000_000,
    },
  },
  i18n: {
    locales: ['en-US', 'de-DE', 'fr-FR', 'es-ES'],
    defaultLocale: 'en-US',
  },
  // WordPress's URIs end with a slash; keeping them lets canonical URLs and links match WordPress.
  trailingSlash: true,
  // Content images are resized by /_next/image from WordPress's host only; the widths are the
  // ones lib/html/responsive-image.ts builds its srcset from.
  images: {
    // The trailing-slash address (no 308 per image), the one lib/html/responsive-image.ts builds.
    path: IMAGE_OPTIMIZER_PATH,
    remotePatterns: imageRemotePatterns(env),
    dangerouslyAllowLocalIP: wordpressOnPrivateHost(env),
    // A redirect from WordPress's host is not followed: the optimiser would fetch its target
    // whatever the host (the remote patterns are checked on the first address only).
    maximumRedirects: 0,
    // Next answers images before the header rules, with this policy in place of theirs: its own
    // sandboxing one, and the site's frame-ancestors (lib/http/security-headers.ts).
    contentSecurityPolicy: imageContentSecurityPolicy(NEXT_IMAGE_DEFAULT_POLICY),
    deviceSizes: IMAGE_DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: [IMAGE_QUALITY],
  },
  rewrites: async () => {
    const rewrites = pagedArchiveRewrites();
    return {
      ...rewrites,
      beforeFiles: [...rewrites.beforeFiles, siteDocumentRewrite()],
    };
  },
};

/**
 * The site's header rules, as withFaust leaves them. withFaust also redirects (307) every address
 * with `preview=true` to /preview/ (WordPress's preview links keep the post's path):
 * pages/preview.tsx. Its API route is called without that parameter for this reason.
 */
function siteConfig(policyOfPages?: PolicyOfPages): NextConfig {
  const withFaustConfig = withFaust({
    ...nextConfig,
    headers: async () => [...securityHeaders(env.siteUrl, policyOfPages), BLOCK_SHEETS_CACHE_RULE],
  });
  const faustHeaders = withFaustConfig.headers;
  return {
    ...withFaustConfig,
    headers: async () => withoutStackNames((await faustHeaders?.()) ?? []),
  };
}

/**
 * `next start` serves the header rules the build compiled, not `headers()`: as it loads this
 * file, the rules are written again with what only the server knows, the pages' whole
 * Content-Security-Policy (lib/next/served-header-rules.ts). `next build` and `next dev` declare
 * the pages' `frame-ancestors` only (`next dev` runs scripts of its own).
 */
export default async function config(phase: string): Promise<NextConfig> {
  // A plain build (PLAIN_NEXT=1) is served with the rules it was built with.
  if (phase !== PHASE_PRODUCTION_SERVER || builtPlain(env.distDir)) return siteConfig();
  const served = siteConfig(pagePolicy);
  writeServedHeaderRules(env.distDir, (await served.headers?.()) ?? []);
  return served;
}
