import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One request of the differential corpus. Usually a GraphQL document POSTed as JSON; `get` is a
 * raw query string sent as `GET /graphql?…` and `body` a raw POST body (the error cases).
 */
export interface CorpusEntry {
  name: string;
  /** Where it comes from: root, where, orderby, pagination, fields, fragments, errors, developer, code. */
  group: string;
  query?: string;
  variables?: Record<string, unknown>;
  get?: string;
  body?: string;
}

export const corpusFile = path.join(__dirname, 'corpus.json');

export function readCorpus(): CorpusEntry[] {
  return JSON.parse(readFileSync(corpusFile, 'utf8')) as CorpusEntry[];
}
