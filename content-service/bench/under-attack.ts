import { processMemory } from './process-memory';
import { median, percentile } from './stats';

/** `count` aliases of 100 posts' content in one document. */
function contentAliases(count: number): string {
  return `{ ${Array.from({ length: count }, (_, i) => `a${i}: posts(first: 100) { nodes { content } }`).join(' ')} }`;
}

/**
 * The issues' hostile requests (POST bodies): 1,000 aliases of 100 posts' content (55 KB), nested
 * lists, and issue 30's batch: 10 operations of 220 such aliases (98 KB), each just under the cost
 * limit on its own when `content` cost 10, and one of them alone (both refused before running
 * since it costs 100: query-cost.ts).
 */
export const HOSTILE = {
  aliases: { query: contentAliases(1000) },
  nested: {
    query:
      '{ posts(first: 100) { nodes { content categories(first: 100) { nodes { posts(first: 100) { nodes { content tags(first: 100) { nodes { name } } } } } } } } }',
  },
  batch: Array.from({ length: 10 }, () => ({ query: contentAliases(220) })),
  /** One operation of that batch alone: within every per-operation limit, its answer is large. */
  single: { query: contentAliases(220) },
};

export type HostileName = keyof typeof HOSTILE;

export interface AttackResult {
  /** The same plain query with nobody else sending: the baseline on this machine now. */
  quiet: { runs: number; medianMs: number; p99Ms: number };
  plain: { runs: number; medianMs: number; p99Ms: number };
  hostile: {
    name: string;
    count: number;
    medianMs: number;
    maxMs: number;
    /** The largest answer body, in bytes. */
    maxBytes: number;
    statuses: string;
  }[];
  /** The service's resident memory before the attack and its peak by the end (MiB), if known. */
  memory?: { beforeMiB: number; peakMiB: number };
}

interface Answer {
  ms: number;
  status: number;
  bytes: number;
  message: string;
}

async function post(url: string, body: unknown): Promise<Answer> {
  const start = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const raw = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - start;
  let message = '';
  try {
    message = firstError(JSON.parse(raw.toString('utf8')));
  } catch {
    message = 'not JSON';
  }
  return { ms, status: res.status, bytes: raw.length, message };
}

/** The first error message of an answer, or of the first operation of a batch that has one. */
function firstError(json: unknown): string {
  const answers = (Array.isArray(json) ? json : [json]) as { errors?: { message: string }[] }[];
  return answers.find((answer) => answer.errors?.length)?.errors?.[0]?.message ?? '';
}

/**
 * Times a plain query `runs` times while one client per entry of `attackers` keeps sending that
 * hostile request in parallel, each sending its next as soon as the last was answered. `pid` is
 * the service's process, whose memory is read before the attack and at its end.
 */
export async function underAttack(
  url: string,
  plain: { query: string; variables?: Record<string, unknown> },
  runs: number,
  attackers: readonly HostileName[],
  pid?: number,
): Promise<AttackResult> {
  for (let i = 0; i < 20; i++) await post(url, plain); // warm-up
  const quiet = await timePlain(url, plain, runs);
  const before = pid === undefined ? undefined : processMemory(pid);
  let attacking = true;
  const answers = new Map<string, Answer[]>(attackers.map((name) => [name, []]));
  const attacker = async (name: HostileName) => {
    while (attacking) answers.get(name)!.push(await post(url, HOSTILE[name]));
  };
  const running = attackers.map(attacker);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const attacked = await timePlain(url, plain, runs);
  attacking = false;
  await Promise.all(running);
  const after = pid === undefined ? undefined : processMemory(pid);
  return {
    quiet,
    plain: attacked,
    memory: before && after ? { beforeMiB: before.rssMiB, peakMiB: after.peakMiB } : undefined,
    hostile: [...answers].map(([name, list]) => ({
      name,
      count: list.length,
      medianMs: median(list.map((a) => a.ms)),
      maxMs: Math.max(...list.map((a) => a.ms)),
      maxBytes: Math.max(...list.map((a) => a.bytes)),
      statuses: [
        ...new Set(list.map((a) => `${a.status} ${a.message.slice(0, 70) || 'data'}`)),
      ].join('; '),
    })),
  };
}

async function timePlain(
  url: string,
  plain: { query: string; variables?: Record<string, unknown> },
  runs: number,
): Promise<AttackResult['plain']> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const answer = await post(url, plain);
    if (answer.status !== 200 || answer.message) throw new Error(`plain query: ${answer.message}`);
    times.push(answer.ms);
  }
  return { runs, medianMs: median(times), p99Ms: percentile(times, 99) };
}
