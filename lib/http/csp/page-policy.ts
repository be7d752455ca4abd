import { readFileSync } from 'node:fs';
import path from 'node:path';
// Relative imports: next.config.ts loads this file, and its loader resolves '@/' from the root only.
import { cookieAgreedScript } from '../../../components/layout/cookie/cookieAgreedScript';
import { afterPaintLoader } from '../../next/after-paint-scripts';
import { siteEnv } from '../../wordpress/config/site-env';
import { type BootstrapManifest, bootstrapScriptHashes } from '../../next/bootstrap-hashes';
import { contentSecurityPolicy } from './policy';
import { scriptHashSource } from './script-hash';
import { THEME_SCRIPT_HASH } from './theme-script';
import { UNFRAMEABLE_PAGES } from '../security-headers';

let staticHashes: string[] | undefined;

/**
 * Every inline script a page of this build may hold: the consent mark, the script loader and the
 * colour mode of _document and SiteProviders, and Turbopack's per-route bootstrap (from the
 * build's manifest, read once; none when the manifest cannot be read, as under `next dev`).
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
      scriptHashSource(afterPaintLoader),
      ...bootstrapScriptHashes(manifest),
    ];
  }
  return staticHashes;
}

/**
 * The CSP of the site's pages under `pathname` ('/', or one of UNFRAMEABLE_PAGES): scripts by
 * hash, for every page, stored or rendered per request: a nonce would need a proxy on every
 * request, and in a stored page it would be one for all. Written into the header rules by
 * `next start` (lib/next/served-header-rules.ts).
 */
export function pagePolicy(pathname: string): string {
  const env = siteEnv();
  const unframeable = UNFRAMEABLE_PAGES.some(
    (page) => pathname === page || pathname.startsWith(`${page}/`),
  );
  return contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(),
    wordpressUrl: env.wordpressUrl,
    embedHosts: env.embedHosts,
    marketoBaseUrl: env.marketo?.baseUrl ?? null,
    frameAncestors: unframeable ? "'none'" : "'self'",
  });
}
