import { processWide } from '../../cache/process-wide';
import type { GraphQLErrorEntry } from '../client/errors';
import { logOnce } from './log-once';
import { describeGaps } from './named-capabilities';
import { ProbeError, probeSchema } from './probe';
import {
  NO_GAPS,
  type SchemaGaps,
  addsGaps,
  gapsKey,
  type ReadGaps,
  mergeGaps,
  readSchemaGaps,
} from './schema-gaps';

/** How long what was learned holds before the next request asks again (in the background). */
export const RELEARN_AFTER_MS = 5 * 60_000;
/** After a failed probe (WordPress away): the next request tries again, not sooner than this. */
const RETRY_PROBE_AFTER_MS = 10_000;

export interface SchemaSnapshot {
  gaps: SchemaGaps;
  /** When the probe last answered; null before the first answer. */
  learnedAt: number | null;
  /** Why the last probe failed, if it did. */
  probeError: string | null;
  /** What the probe's errors said that no gap explains. */
  unexplained: GraphQLErrorEntry[];
  /** Anonymous queries WordPress last answered with errors, and what it said (`Op: …`). */
  refusals: string[];
}

export interface SchemaKnowledgeOptions {
  endpoint: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** The probe's own time limit. */
  timeoutMs?: number;
}

/**
 * What this WordPress's schema lacks of the site's documents, learned once when the first
 * request needs it (one validation-only request, probe.ts), then again in the background every
 * RELEARN_AFTER_MS, so a plugin switched on or off shows at the next regeneration; and from any
 * answer that names a gap (learn()).
 */
export class SchemaKnowledge {
  private snapshot: SchemaSnapshot = {
    gaps: NO_GAPS,
    learnedAt: null,
    probeError: null,
    unexplained: [],
    refusals: [],
  };
  /** Per operation: what WordPress said when it last refused it; cleared by its next answer. */
  private readonly refusals = new Map<string, string>();
  private pending: Promise<void> | null = null;
  private lastTry = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;

  constructor(private readonly options: SchemaKnowledgeOptions) {
    this.now = options.now ?? Date.now;
  }

  /** What is known now; the first call waits for the probe, later ones never do. */
  async current(): Promise<SchemaSnapshot> {
    const now = this.now();
    const { learnedAt } = this.snapshot;
    const due =
      learnedAt === null
        ? now - this.lastTry >= RETRY_PROBE_AFTER_MS
        : now - learnedAt >= RELEARN_AFTER_MS;
    if (due && !this.pending) this.pending = this.probe().finally(() => (this.pending = null));
    if (learnedAt === null && this.pending) await this.pending;
    return this.snapshot;
  }

  /**
   * Takes the gaps a failed answer names. True when they are new: the request is worth sending
   * again without them (a plugin switched off since the last probe).
   */
  learn(errors: readonly GraphQLErrorEntry[]): boolean {
    const { gaps } = readSchemaGaps(errors);
    if (!addsGaps(this.snapshot.gaps, gaps)) return false;
    this.take(mergeGaps(this.snapshot.gaps, gaps));
    return true;
  }

  /** An anonymous query WordPress answered with errors (not a gap): health is degraded. */
  refused(operation: string, causes: string): void {
    this.refusals.set(operation, `${operation}: ${causes}`);
    this.snapshot = { ...this.snapshot, refusals: [...this.refusals.values()] };
  }

  /** An anonymous query WordPress answered: whatever it said before about it is past. */
  answered(operation: string): void {
    if (!this.refusals.delete(operation)) return;
    this.snapshot = { ...this.snapshot, refusals: [...this.refusals.values()] };
  }

  private async probe(): Promise<void> {
    this.lastTry = this.now();
    try {
      const read = await probeSchema(
        this.options.endpoint,
        this.options.fetch,
        this.options.timeoutMs,
      );
      this.take(read.gaps);
      this.snapshot = {
        ...this.snapshot,
        learnedAt: this.now(),
        probeError: null,
        unexplained: read.unexplained,
      };
      for (const error of read.unexplained) {
        logOnce(
          `unexplained:${error.message}`,
          `[wordpress] ${this.options.endpoint} refuses a query of the site: ${error.message}`,
          'error',
        );
      }
    } catch (error) {
      if (!(error instanceof ProbeError)) throw error;
      this.snapshot = { ...this.snapshot, probeError: error.message };
      logOnce(`probe:${error.message}`, `[wordpress] ${error.message}`);
    }
  }

  private take(gaps: SchemaGaps): void {
    if (gapsKey(gaps) !== gapsKey(this.snapshot.gaps)) logChange(this.options.endpoint, gaps);
    this.snapshot = { ...this.snapshot, gaps };
  }
}

/** One line per plugin that went missing (or came back), naming what the site does without it. */
function logChange(endpoint: string, gaps: SchemaGaps): void {
  const report = describeGaps(gaps);
  for (const capability of report.missing) {
    logOnce(
      `missing:${capability.id}:${gapsKey(gaps)}`,
      `[wordpress] ${endpoint} lacks ${capability.provider}: ${capability.without}.`,
    );
  }
  if (report.otherGaps.length > 0) {
    logOnce(
      `other:${report.otherGaps.join(',')}`,
      `[wordpress] ${endpoint} lacks ${report.otherGaps.join(', ')}: the site asks without them.`,
    );
  }
}

/**
 * The one SchemaKnowledge of this process for `endpoint`. Next bundles the seam into each page's
 * and API route's own module graph, so module state alone would probe (and log) once per route.
 */
export function schemaKnowledgeFor(options: SchemaKnowledgeOptions): SchemaKnowledge {
  const registry = processWide('schemaKnowledge', () => new Map<string, SchemaKnowledge>());
  let knowledge = registry.get(options.endpoint);
  if (!knowledge) {
    knowledge = new SchemaKnowledge(options);
    registry.set(options.endpoint, knowledge);
  }
  return knowledge;
}

/**
 * What `backend`'s knowledge holds, as the probe gives it (probe.ts); a ProbeError when
 * WordPress has not answered it.
 */
export async function learnedGaps(backend: { schema?: SchemaKnowledge }): Promise<ReadGaps> {
  if (!backend.schema) throw new ProbeError('the site asks WordPress without learning its schema');
  const snapshot = await backend.schema.current();
  if (snapshot.learnedAt === null) throw new ProbeError(snapshot.probeError ?? 'no answer yet');
  return { gaps: snapshot.gaps, unexplained: snapshot.unexplained };
}
