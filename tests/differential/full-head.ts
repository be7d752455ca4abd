import { startBackends } from './backends';
import { normaliseText } from './normalise';

/**
 * Yoast's `seo.fullHead` of every post and page, live WordPress against the content service on
 * the reference data: `npx tsx tests/differential/full-head.ts [--list]` prints how many differ
 * (and with --list, each one's first differing line). Starts both backends, or compares running
 * ones given as WORDPRESS_URL and CONTENT_SERVICE_URL. The same normalisations as the corpus
 * (normalise.ts: WordPress's port, Yoast's salted person hash).
 */
type Kind = 'post' | 'page';

async function ask(url: string, query: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown> };
  return body.data ?? {};
}

async function ids(url: string, kind: Kind): Promise<number[]> {
  const data = await ask(url, `{ list: ${kind}s(first: 100) { nodes { databaseId } } }`);
  const list = data.list as { nodes: { databaseId: number }[] } | null;
  return (list?.nodes ?? []).map((node) => node.databaseId);
}

async function heads(url: string, kind: Kind, list: number[]): Promise<Map<number, string | null>> {
  const found = new Map<number, string | null>();
  for (let i = 0; i < list.length; i += 10) {
    const batch = list.slice(i, i + 10);
    const query = `{ ${batch
      .map((id) => `n${id}: ${kind}(id: ${id}, idType: DATABASE_ID) { seo { fullHead } }`)
      .join(' ')} }`;
    const data = await ask(url, query);
    for (const id of batch) {
      const node = data[`n${id}`] as { seo: { fullHead: string | null } | null } | null;
      found.set(id, node?.seo?.fullHead ?? null);
    }
  }
  return found;
}

/** The first line where the two heads part, each side's version of it. */
export function firstDifference(wordpress: string, service: string): [string, string] {
  const a = wordpress.split('\n');
  const b = service.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return [a[i] ?? '(none)', b[i] ?? '(none)'];
  }
  return ['', ''];
}

async function main(): Promise<void> {
  const given = process.env.WORDPRESS_URL && process.env.CONTENT_SERVICE_URL;
  const backends = given
    ? {
        wordpressUrl: process.env.WORDPRESS_URL!,
        contentServiceUrl: process.env.CONTENT_SERVICE_URL!,
        stop: async () => {},
      }
    : await startBackends();
  const origin = new URL(backends.wordpressUrl).host;
  try {
    let total = 0;
    const differing: string[] = [];
    for (const kind of ['post', 'page'] as const) {
      const list = await ids(backends.wordpressUrl, kind);
      const [wordpress, service] = await Promise.all([
        heads(backends.wordpressUrl, kind, list),
        heads(backends.contentServiceUrl, kind, list),
      ]);
      for (const id of list) {
        total++;
        const a = normaliseText(wordpress.get(id) ?? '(null)', origin);
        const b = normaliseText(service.get(id) ?? '(null)', null);
        if (a === b) continue;
        const [wp, cs] = firstDifference(a, b);
        differing.push(
          `${kind} ${id}\n  wordpress: ${wp.slice(0, 300)}\n  service:   ${cs.slice(0, 300)}`,
        );
      }
    }
    console.log(`fullHead: ${total - differing.length} of ${total} posts and pages match`);
    if (process.argv.includes('--list')) for (const line of differing) console.log(line);
  } finally {
    await backends.stop();
  }
}

void main();
