import { getTurbopackChunkGroupBootstrap } from 'next/dist/server/get-page-files';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import { scriptHashSource } from './script-hash';

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
