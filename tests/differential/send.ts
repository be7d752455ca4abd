import type { CorpusEntry } from './corpus';

/** What a backend answered to one corpus entry: status and body (parsed when it is JSON). */
export interface Answer {
  status: number;
  body: unknown;
}

/** Sends `entry` to `${baseUrl}/graphql` as the corpus says (JSON POST, raw GET or raw POST). */
export async function send(baseUrl: string, entry: CorpusEntry): Promise<Answer> {
  const url = `${baseUrl}/graphql`;
  const response =
    entry.get !== undefined
      ? await fetch(`${url}?${entry.get}`)
      : await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body:
            entry.body ??
            JSON.stringify({
              query: entry.query,
              ...(entry.variables && { variables: entry.variables }),
            }),
        });
  const text = await response.text();
  return { status: response.status, body: parse(text) };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Runs `task` over `items` with at most `limit` at a time, results in the items' order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
