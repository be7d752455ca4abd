import { median, percentile } from './stats';

/** The issue's hostile documents: 1,000 aliases of 100 posts' content (55 KB), and nested lists. */
export const HOSTILE = {
  aliases: `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: posts(first: 100) { nodes { content } }`).join(' ')} }`,
  nested:
    '{ posts(first: 100) { nodes { content categories(first: 100) { nodes { posts(first: 100) { nodes { content tags(first: 100) { nodes { name } } } } } } } } }',
};

export interface AttackResult {
  /** The same plain query with nobody else sending: the baseline on this machine now. */
  quiet: { runs: number; medianMs: number; p99Ms: number };
  plain: { runs: number; medianMs: number; p99Ms: number };
  hostile: { name: string; count: number; medianMs: number; maxMs: number; statuses: string }[];
}

interface Answer {
  ms: number;
  status: number;
  message: string;
}

async function post(url: string, body: unknown): Promise<Answer> {
  const start = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - start;
  let message = '';
  try {
    message = (JSON.parse(text) as { errors?: { message: string }[] }).errors?.[0]?.message ?? '';
  } catch {
    message = 'not JSON';
  }
  return { ms, status: res.status, message };
}

/**
 * Times a plain query `runs` times while four clients (two per hostile document) keep sending
 * hostile documents in parallel, each sending its next as soon as the last was answered.
 */
export async function underAttack(
  url: string,
  plain: { query: string; variables?: Record<string, unknown> },
  runs: number,
): Promise<AttackResult> {
  for (let i = 0; i < 20; i++) await post(url, plain); // warm-up
  const quiet = await timePlain(url, plain, runs);
  let attacking = true;
  const answers: Record<string, Answer[]> = { aliases: [], nested: [] };
  const attacker = async (name: keyof typeof HOSTILE) => {
    while (attacking) answers[name]!.push(await post(url, { query: HOSTILE[name] }));
  };
  const attackers = [
    attacker('aliases'),
    attacker('aliases'),
    attacker('nested'),
    attacker('nested'),
  ];
  await new Promise((resolve) => setTimeout(resolve, 20));
  const attacked = await timePlain(url, plain, runs);
  attacking = false;
  await Promise.all(attackers);
  return {
    quiet,
    plain: attacked,
    hostile: Object.entries(answers).map(([name, list]) => ({
      name,
      count: list.length,
      medianMs: median(list.map((a) => a.ms)),
      maxMs: Math.max(...list.map((a) => a.ms)),
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
