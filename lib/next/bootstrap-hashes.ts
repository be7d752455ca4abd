/*
 * Framework internals (one seam: lib/next/). Relies on Turbopack builds writing an inline
 * bootstrap script per page made by `getTurbopackChunkGroupBootstrap(params, global, pages)`
 * (`next/dist/server/get-page-files`) from build-manifest.json's `pagesChunkGroupBootstrapParams`
 * and `chunkLoadingGlobal`, escaped by `htmlEscapeJsonString` (`next/dist/shared/lib/htmlescape`),
 * exactly as next/document's Head writes it. How to tell it broke: lib/next/framework-canary.test.ts
 * names "Turbopack bootstrap"; or the browser console shows a CSP violation for an inline script
 * on every page (the csp browser tests fail).
 */
import { getTurbopackChunkGroupBootstrap } from 'next/dist/server/get-page-files';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import { scriptHashSource } from '../http/csp/script-hash';

export { getTurbopackChunkGroupBootstrap, htmlEscapeJsonString };

/** The part of a Turbopack build's `build-manifest.json` the inline bootstrap is made from. */
export interface BootstrapManifest {
  pagesChunkGroupBootstrapParams?: Record<string, object>;
  chunkLoadingGlobal?: string;
}

/**
 * The hashes of the inline script a Turbopack build writes into each page (it queues the page's
 * chunks), made as Next's _document makes it, with Next's own functions: the build fixes the
 * script of every route, so static pages can allow it by hash. Empty for other builds.
 */
export function bootstrapScriptHashes(manifest: BootstrapManifest): string[] {
  const params = manifest.pagesChunkGroupBootstrapParams;
  const global = manifest.chunkLoadingGlobal;
  if (!params || !global) return [];
  return Object.keys(params)
    .filter((page) => page !== '/_app')
    .map((page) => getTurbopackChunkGroupBootstrap(params, global, ['/_app', page]))
    .filter((script): script is string => typeof script === 'string')
    .map((script) => scriptHashSource(htmlEscapeJsonString(script)));
}
