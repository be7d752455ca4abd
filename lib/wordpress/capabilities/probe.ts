import {
  type DefinitionNode,
  type DocumentNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
} from 'graphql';
import type { GraphQLErrorEntry } from '../client/errors';
import * as generated from '../generated/graphql';
import { type ReadGaps, readSchemaGaps } from './schema-gaps';

/** A field no schema has: its error keeps WordPress from running anything (validation only). */
export const PROBE_FIELD = 'lavandaSchemaProbe';
const PROBE_OPERATION = 'LavandaSchemaProbe';

/** Every document the site can send (the generated `…Document`s). */
export function siteDocuments(): string[] {
  return Object.values(generated)
    .filter((value) => value instanceof generated.TypedDocumentString)
    .map(String);
}

/**
 * One document holding every operation and fragment the site sends, plus one operation that
 * asks for a field no schema has. WordPress validates the whole document before it runs any of
 * it and reports every field and type it lacks at once; the unknown field makes sure nothing
 * is run. So one request, costing WordPress a parse and a validation, tells what this
 * WordPress's schema can answer of everything the site asks.
 */
export function probeDocument(sources: readonly string[] = siteDocuments()): string {
  return unionWithProbe(sources);
}

let siteProbe: string | undefined;

/** The site's own probe document, built once per process (it is sent every few minutes). */
function siteProbeDocument(): string {
  siteProbe ??= probeDocument();
  return siteProbe;
}

function unionWithProbe(sources: readonly string[]): string {
  const definitions = new Map<string, DefinitionNode>();
  for (const source of sources) {
    for (const definition of parse(source).definitions) {
      if ('name' in definition && definition.name)
        definitions.set(definition.name.value, definition);
    }
  }
  const probe: OperationDefinitionNode = {
    kind: Kind.OPERATION_DEFINITION,
    operation: 'query' as OperationDefinitionNode['operation'],
    name: { kind: Kind.NAME, value: PROBE_OPERATION },
    selectionSet: {
      kind: Kind.SELECTION_SET,
      selections: [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: PROBE_FIELD } }],
    },
  };
  const document: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [probe, ...definitions.values()],
  };
  return print(document);
}

export class ProbeError extends Error {
  override name = 'ProbeError';
}

/**
 * Asks WordPress (one POST) what it lacks of the site's documents. Throws ProbeError when the
 * answer is not GraphQL's (WordPress down, a proxy's error page, GraphQL at another address).
 */
export async function probeSchema(
  endpoint: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 10_000,
): Promise<ReadGaps> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: siteProbeDocument(), operationName: PROBE_OPERATION }),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
  } catch (error) {
    throw new ProbeError(`${endpoint} did not answer: ${(error as Error).message}`);
  }
  let body: { errors?: GraphQLErrorEntry[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new ProbeError(
      `${endpoint} answered ${response.status} without GraphQL (is it WPGraphQL's endpoint?)`,
    );
  }
  const errors = Array.isArray(body.errors) ? body.errors : [];
  if (!errors.some((error) => error.message?.includes(`"${PROBE_FIELD}"`))) {
    throw new ProbeError(
      `${endpoint} answered ${response.status} without validating the site's queries`,
    );
  }
  return readSchemaGaps(errors.filter((error) => !error.message.includes(`"${PROBE_FIELD}"`)));
}
