import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'lightningcss';

/** The browsers the site supports: no CSS syntax newer than these is written (media ranges). */
const TARGETS = { chrome: 100 << 16, firefox: 100 << 16, safari: 15 << 16 };

/** What the site reads: which sheet holds which block's styles (lib/block-styles/). */
export interface BlockStyleManifest {
  /** The package and version the sheets come from, e.g. `@wordpress/block-library@9.42.0`. */
  source: string;
  /** WordPress's styles every block page needs (`common.css`: has-* classes, screen-reader-text). */
  common: string;
  /** The site's own: presets, layouts, buttons (lib/block-styles/site-blocks.css). */
  site: string;
  /** Block name (`columns`, `media-text`) → the address of its `style.css`. */
  blocks: Record<string, string>;
}

export function minifyCss(css: string, filename: string): string {
  return transform({
    filename,
    code: Buffer.from(css),
    minify: true,
    targets: TARGETS,
  }).code.toString();
}

/** `name.<hash>.css`: a changed sheet gets a new address, so a sheet can be cached for good. */
export function hashedName(name: string, css: string): string {
  return `${name}.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
}

/** A sheet as served: minified, under its hashed name. */
export function servedSheet(name: string, file: string): { fileName: string; css: string } {
  const css = minifyCss(readFileSync(file, 'utf8'), path.basename(file));
  return { fileName: hashedName(name, css), css };
}

/**
 * Writes each block's `style.css` of a `build-style/` folder, its `common.css` and the site's own
 * sheet minified under `outDir`, replacing what was there, and returns the manifest of their
 * addresses under `urlBase`.
 */
export function vendorBlockStyles(
  buildStyleDir: string,
  siteSheet: string,
  outDir: string,
  urlBase: string,
  source: string,
): BlockStyleManifest {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const write = (name: string, file: string): string => {
    const { fileName, css } = servedSheet(name, file);
    writeFileSync(path.join(outDir, fileName), css);
    return `${urlBase}/${fileName}`;
  };
  const blocks: Record<string, string> = {};
  for (const name of readdirSync(buildStyleDir).sort()) {
    const file = path.join(buildStyleDir, name, 'style.css');
    if (existsSync(file)) blocks[name] = write(name, file);
  }
  return {
    source,
    common: write('common', path.join(buildStyleDir, 'common.css')),
    site: write('site', siteSheet),
    blocks,
  };
}
