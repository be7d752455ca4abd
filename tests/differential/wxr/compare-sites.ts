import path from 'node:path';
import { runCorpus, type DifferentialResult } from '../differential';
import {
  importIntoWordPress,
  readCarriedOverSettings,
  startContentServiceSite,
  startEmptyWordPress,
} from './backends';
import { readWxrSample, wxrCorpus } from './corpus';
import type { WxrSite } from './sites';

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
        const corpus = wxrCorpus(site.name, await readWxrSample(wordpress.url));
        results.push(...(await runCorpus(corpus, wordpress.url, contentService.url)));
      } finally {
        await contentService.close();
      }
    }
  } finally {
    wordpress.stop();
  }
  return results;
}
