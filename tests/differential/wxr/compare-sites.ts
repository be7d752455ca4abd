import path from 'node:path';
import { runCorpus, type DifferentialResult } from '../differential';
import { normalise, REFERENCE_ORIGIN } from '../normalise';
import {
  importIntoWordPress,
  readCarriedOverSettings,
  startContentServiceSite,
  startEmptyWordPress,
} from './backends';
import { readWxrSample, wxrCorpus } from './corpus';
import type { WxrSite } from './sites';
import { giveWordPressTheStoreIds } from './same-ids';
import { undoKitArtefacts } from './undo-kit-artefacts';

/**
 * Yoast's person `@id` ends in wp_hash(login . id), keyed by the site's security salts: an export
 * never carries them, so the content service's hashes (empty salts) differ from any WordPress's.
 * The live WordPress's are hidden by normalise(); the content service's are hidden the same way
 * (normalising from the reference origin leaves its addresses as they are).
 */
export function hidePersonHashes(body: unknown): unknown {
  return normalise(body, REFERENCE_ORIGIN);
}

export const wxrKnownDifferencesFile = path.join(__dirname, 'known-differences.json');

/**
 * Each export imported into a fresh live WordPress (the kit's importer) and into the content
 * service, then the site's corpus sent to both. Sites run one after the other: the kit's import
 * replaces the instance's content.
 */
export async function compareWxrSites(sites: readonly WxrSite[]): Promise<DifferentialResult[]> {
  const wordpress = await startEmptyWordPress();
  const results: DifferentialResult[] = [];
  try {
    for (const site of sites) {
      importIntoWordPress(wordpress, site);
      const contentService = await startContentServiceSite(
        site,
        readCarriedOverSettings(wordpress),
      );
      try {
        giveWordPressTheStoreIds(wordpress, contentService.ids());
        await undoKitArtefacts(wordpress, site.file);
        const corpus = wxrCorpus(site.name, await readWxrSample(wordpress.url));
        results.push(
          ...(await runCorpus(corpus, wordpress.url, contentService.url, hidePersonHashes)),
        );
      } finally {
        await contentService.close();
      }
    }
  } finally {
    wordpress.stop();
  }
  return results;
}
