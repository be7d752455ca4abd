import { createHash } from 'node:crypto';
import { type RefreshedValue, createRefreshedValue } from '../../cache/refreshed-value';
import { sanitizePresetCss } from '../../block-styles/preset-css';
import { RELEARN_AFTER_MS } from '../capabilities/schema-knowledge';
import type { SiteEnv } from '../config/site-env';
import { logOnce } from '../capabilities/log-once';
import { type Backend, defaultBackend } from './backend';
import { processWide } from '../../cache/process-wide';

/** Where the site serves WordPress's presets (pages/api/block-presets.ts). */
export const BLOCK_PRESETS_PATH = '/api/block-presets/';

/** WordPress's presets as a page may use them: the stylesheet and its address (hashed). */
export interface BlockPresets {
  css: string;
  /** `/api/block-presets/?v=<hash>`: a new address when the presets change. */
  href: string;
}

/** The plugin's route, with plain permalinks so that it works whatever WordPress's setting. */
export function blockPresetsUrl(env: SiteEnv): string {
  return `${env.wordpressUrl}/?rest_route=/lavanda/v1/global-styles`;
}

/**
 * The theme's presets from the lavanda-headless plugin (GET /lavanda/v1/global-styles),
 * sanitised; null when WordPress does not give them (no plugin: the site's defaults apply,
 * lib/block-styles/site-blocks.css).
 */
export async function fetchBlockPresets(
  env: SiteEnv,
  fetchImpl: typeof fetch = fetch,
): Promise<BlockPresets | null> {
  const response = await fetchImpl(blockPresetsUrl(env), {
    cache: 'no-store',
    signal: AbortSignal.timeout(env.wordpressTimeoutMs),
  });
  if (response.status === 404) {
    await response.arrayBuffer().catch(() => undefined);
    return null;
  }
  if (!response.ok) throw new Error(`global-styles answered ${response.status}`);
  const body = (await response.json()) as { css?: unknown };
  const css = typeof body.css === 'string' ? sanitizePresetCss(body.css) : '';
  if (!css) return null;
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  return { css, href: `${BLOCK_PRESETS_PATH}?v=${hash}` };
}

/**
 * This process's copy of WordPress's presets, asked again in the background as often as the
 * site relearns WordPress's schema (a theme switched shows within minutes); one per process, as
 * the seam is bundled into each route.
 */
export function blockPresets(
  backend: Backend = defaultBackend(),
): RefreshedValue<BlockPresets | null> {
  return processWide('blockPresets', () =>
    createRefreshedValue<BlockPresets | null>({
      load: () => fetchBlockPresets(backend.env),
      initial: null,
      refreshMs: RELEARN_AFTER_MS,
      retryMs: 10_000,
      firstLoadWaitMs: 3_000,
      warn: (error) =>
        logOnce(
          'block-presets',
          `[wordpress] the theme's block presets could not be read (${String(error)}): the site's defaults apply.`,
        ),
    }),
  );
}
