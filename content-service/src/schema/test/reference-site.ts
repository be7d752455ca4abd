import path from 'node:path';
import { graphql, type GraphQLSchema } from 'graphql';
import { referenceDir } from '../../../../tests/support/shared-dir';
import { importWxr, loadAcfFile, loadOptionsFile } from '../../import';
import { openStore, type Store } from '../../store/open-store';
import { createContext, type Viewer } from '../context';
import { createSchema } from '../create-schema';

/**
 * Test support: the reference WordPress site loaded into a fresh in-memory store. Suites that use
 * it say so with needsShared('wordpress-reference') (tests/support/needs-shared.ts).
 */
export const REFERENCE_DIR = referenceDir;

export async function loadReferenceSite(): Promise<{ db: Store; schema: GraphQLSchema }> {
  const db = openStore(':memory:');
  await importWxr(db, path.join(REFERENCE_DIR, 'site-export.wxr.xml'), {
    options: await loadOptionsFile(path.join(REFERENCE_DIR, 'site-options.json')),
    acf: await loadAcfFile(path.join(REFERENCE_DIR, 'acf-field-groups-export.json')),
  });
  return { db, schema: createSchema(db) };
}

export type ReferenceSite = Awaited<ReturnType<typeof loadReferenceSite>>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests check answers by shape
export type ReferenceAnswer = Record<string, any>;

/** Runs `source` on the loaded reference site as `viewer`; GraphQL errors fail the test. */
export async function askReference(
  site: ReferenceSite,
  source: string,
  options: { variables?: Record<string, unknown>; viewer?: Viewer | null } = {},
): Promise<ReferenceAnswer> {
  const result = await graphql({
    schema: site.schema,
    source,
    variableValues: options.variables,
    contextValue: createContext(site.db, options.viewer ?? null),
  });
  if (result.errors) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
  return result.data as ReferenceAnswer;
}

/** The database ids of a connection's nodes, in order: what most reference answers are compared by. */
export const nodeIds = (connection: { nodes: { databaseId: number }[] }): number[] =>
  connection.nodes.map((n) => n.databaseId);
