import { existsSync } from 'node:fs';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { importWxr, loadAcfFile, loadOptionsFile } from '../../import';
import { openStore, type Store } from '../../store/open-store';
import { createSchema } from '../create-schema';

/** Test support: the reference WordPress site loaded into a fresh in-memory store. */
export const REFERENCE_DIR = path.resolve(__dirname, '../../../../../shared/wordpress-reference');

export function hasReferenceSite(): boolean {
  return existsSync(path.join(REFERENCE_DIR, 'cases.json'));
}

export async function loadReferenceSite(): Promise<{ db: Store; schema: GraphQLSchema }> {
  const db = openStore(':memory:');
  await importWxr(db, path.join(REFERENCE_DIR, 'site-export.wxr.xml'), {
    options: await loadOptionsFile(path.join(REFERENCE_DIR, 'site-options.json')),
    acf: await loadAcfFile(path.join(REFERENCE_DIR, 'acf-field-groups-export.json')),
  });
  return { db, schema: createSchema(db) };
}
