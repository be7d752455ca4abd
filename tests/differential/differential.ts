import { describeDifference, firstDifference } from '../conformance/json-diff';
import type { CorpusEntry } from './corpus';
import { normalise } from './normalise';
import { type Answer, mapLimited, send } from './send';

/** One corpus entry's outcome: null when both answered the same after normalisation. */
export interface DifferentialResult {
  name: string;
  difference: string | null;
}

/** A difference still expected, with why it is there (known-differences.json). */
export interface KnownDifference {
  kind: string;
  reason: string;
}

/** The first difference between WordPress's answer and the content service's, or null. */
export function compareAnswers(
  wordpress: Answer,
  contentService: Answer,
  wordpressOrigin: string,
): string | null {
  if (wordpress.status !== contentService.status) {
    return `HTTP status: expected ${wordpress.status}, got ${contentService.status}`;
  }
  const refused = refusal(wordpress.body, contentService.body);
  if (refused) return refused;
  const found = firstDifference(normalise(wordpress.body, wordpressOrigin), contentService.body, {
    mode: 'exact',
  });
  return found ? describeDifference(found) : null;
}

/**
 * When only the content service answered with errors, its first message says more than the
 * missing `data` (usually a validation error: a type, field or argument it lacks).
 */
function refusal(wordpress: unknown, contentService: unknown): string | null {
  const errors = (body: unknown): { message?: string }[] | undefined =>
    typeof body === 'object' && body !== null && 'errors' in body
      ? (body.errors as { message?: string }[])
      : undefined;
  const ours = errors(contentService);
  if (!ours || errors(wordpress)) return null;
  return `content service error: ${ours[0]?.message ?? '(no message)'}`;
}

/**
 * Sends every entry to both backends (a few at a time: WordPress has 4 PHP workers).
 * `normaliseContentService` adjusts the content service's answers where a suite documents that
 * they must differ too (the README's "Real exports": Yoast's person hashes).
 */
export async function runCorpus(
  corpus: readonly CorpusEntry[],
  wordpressUrl: string,
  contentServiceUrl: string,
  normaliseContentService: (body: unknown) => unknown = (body) => body,
): Promise<DifferentialResult[]> {
  const origin = new URL(wordpressUrl).host;
  return mapLimited(corpus, 4, async (entry) => {
    const [wordpress, answer] = await Promise.all([
      send(wordpressUrl, entry),
      send(contentServiceUrl, entry),
    ]);
    const contentService = { ...answer, body: normaliseContentService(answer.body) };
    return { name: entry.name, difference: compareAnswers(wordpress, contentService, origin) };
  });
}

export interface Verdict {
  matched: number;
  total: number;
  /** Differences not in the known-differences file: regressions or new findings. */
  unexpected: DifferentialResult[];
  /** Listed differences that now match: to be removed from the file. */
  nowMatching: string[];
  /** Listed names that are not in the corpus. */
  stale: string[];
}

export function judge(
  results: readonly DifferentialResult[],
  known: Readonly<Record<string, KnownDifference>>,
): Verdict {
  const names = new Set(results.map((result) => result.name));
  return {
    matched: results.filter((result) => result.difference === null).length,
    total: results.length,
    unexpected: results.filter((result) => result.difference !== null && !(result.name in known)),
    nowMatching: results
      .filter((result) => result.difference === null && result.name in known)
      .map((result) => result.name),
    stale: Object.keys(known).filter((name) => !names.has(name)),
  };
}

export function formatVerdict(verdict: Verdict): string {
  const lines = [`matched ${verdict.matched} of ${verdict.total}`];
  for (const result of verdict.unexpected)
    lines.push(`  not in known-differences.json: ${result.name}: ${result.difference}`);
  for (const name of verdict.nowMatching)
    lines.push(`  matches now, remove from known-differences.json: ${name}`);
  for (const name of verdict.stale) lines.push(`  not in the corpus: ${name}`);
  return lines.join('\n');
}
