import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { referenceFile } from '../../../../tests/support/shared-dir';

/**
 * Every GraphQL document the project knows it sends or must answer: the site's queries
 * (queries/*.graphql, one document: fragments are shared across files), the reference's recorded
 * requests and the differential corpus. The cost test measures each against the limit.
 */
export interface KnownDocument {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

const root = path.resolve(__dirname, '..', '..', '..', '..');

export function siteQueries(): KnownDocument[] {
  const dir = path.join(root, 'queries');
  const text = readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
  return [{ name: 'queries/*.graphql', query: text }];
}

interface RecordedCase {
  name: string;
  request: { method: string; path: string; body: string | null };
}

export function referenceCases(): KnownDocument[] {
  const cases = JSON.parse(readFileSync(referenceFile('cases.json'), 'utf8')) as RecordedCase[];
  const out: KnownDocument[] = [];
  for (const c of cases) {
    for (const params of paramsOf(c.request)) {
      const query = params.query;
      if (typeof query === 'string') out.push({ ...params, name: `reference ${c.name}`, query });
    }
  }
  return out;
}

function paramsOf(request: RecordedCase['request']): Partial<KnownDocument>[] {
  if (request.method === 'GET') {
    const search = new URL(request.path, 'http://x').searchParams;
    const query = search.get('query');
    if (!query) return [];
    let variables: Record<string, unknown> | undefined;
    try {
      variables = JSON.parse(search.get('variables') ?? 'null') ?? undefined;
    } catch {
      variables = undefined;
    }
    return [{ query, variables }];
  }
  if (!request.body) return [];
  try {
    const body = JSON.parse(request.body) as unknown;
    return (Array.isArray(body) ? body : [body]).filter(
      (p): p is Partial<KnownDocument> => typeof p === 'object' && p !== null,
    );
  } catch {
    return [];
  }
}

interface CorpusEntry {
  name: string;
  query?: string;
  variables?: Record<string, unknown>;
}

export function differentialCorpus(): KnownDocument[] {
  const file = path.join(root, 'tests', 'differential', 'corpus.json');
  const corpus = JSON.parse(readFileSync(file, 'utf8')) as CorpusEntry[];
  return corpus
    .filter((c): c is CorpusEntry & { query: string } => typeof c.query === 'string')
    .map((c) => ({ name: `corpus ${c.name}`, query: c.query, variables: c.variables }));
}
