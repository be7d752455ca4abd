import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
// Relative imports: next.config.ts loads this file, and its loader resolves '@/' from the root only.
import { cookieAgreedScript } from '../../../components/layout/cookie/cookieAgreedScript';
import { siteEnv } from '../../wordpress/config/site-env';
import { type BootstrapManifest, bootstrapScriptHashes } from './bootstrap-hashes';
import { contentSecurityPolicy } from './policy';
import { scriptHashSource } from './script-hash';
import { THEME_SCRIPT_HASH } from './theme-script';
import { UNFRAMEABLE_PAGES } from '../security-headers';

let staticHashes: string[] | undefined;
const staticPolicies = new Map<string, string>();

/**
 * Every inline script a page of this build may hold: the consent mark and the colour mode of
 * _document and SiteProviders, and Turbopack's per-route bootstrap (from the build's manifest,
 * read once; none when the manifest cannot be read, as under `next dev`).
 */
function inlineScriptHashes(): string[] {
  if (!staticHashes) {
    let manifest: BootstrapManifest = {};
    try {
      const file = path.join(process.cwd(), siteEnv().distDir, 'build-manifest.json');
      manifest = JSON.parse(readFileSync(file, 'utf8')) as BootstrapManifest;
    } catch {
      manifest = {};
    }
    staticHashes = [
      scriptHashSource(cookieAgreedScript),
      THEME_SCRIPT_HASH,
      ...bootstrapScriptHashes(manifest),
    ];
  }
  return staticHashes;
}

/** A fresh nonce: 128 random bits. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The CSP of one page response. `nonce` only for pages rendered per request (search, listing
 * pages past the first, preview, status pages): a statically generated page is stored and served
 * to everyone, so a nonce in it would be one for all; those allow their scripts by hash.
 */
export function pagePolicy(pathname: string, nonce: string | null): string {
  const env = siteEnv();
  const unframeable = UNFRAMEABLE_PAGES.some(
    (page) => pathname === page || pathname.startsWith(`${page}/`),
  );
  const frameAncestors = unframeable ? "'none'" : "'self'";
  // Every page passes here: a static page's policy is written once per kind and kept.
  const kept = nonce === null ? staticPolicies.get(frameAncestors) : undefined;
  if (kept) return kept;
  const policy = contentSecurityPolicy({
    nonce,
    scriptHashes: inlineScriptHashes(),
    wordpressUrl: env.wordpressUrl,
    embedHosts: env.embedHosts,
    marketoBaseUrl: env.marketo?.baseUrl ?? null,
    frameAncestors,
  });
  if (nonce === null) staticPolicies.set(frameAncestors, policy);
  return policy;
}
