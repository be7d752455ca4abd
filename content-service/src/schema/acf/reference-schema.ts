import { existsSync } from 'node:fs';
import path from 'node:path';
import { extendSchema, parse, type GraphQLSchema } from 'graphql';
import { importWxr, loadAcfFile, loadOptionsFile } from '../../import';
import { openStore, type Store } from '../../store/open-store';
import { readOption } from '../../store/options';
import { attachResolvers, coreResolvers, createSchema, mergeResolvers } from '../create-schema';
import { yoastResolvers } from '../yoast';
import { buildAcfExtension, type AcfExport } from './index';

/**
 * Test support: the reference WordPress site loaded into a fresh in-memory store, with the
 * schema wired the way create-schema should wire the Yoast and ACF extensions.
 */
export const REFERENCE_DIR = path.resolve(__dirname, '../../../../../shared/wordpress-reference');

export function hasReferenceSite(): boolean {
  return existsSync(path.join(REFERENCE_DIR, 'cases.json'));
}

/** The core schema extended with ACF types, with core, Yoast and ACF resolvers attached. */
export function schemaWithExtensions(db: Store): GraphQLSchema {
  const base = createSchema(db);
  const acf = buildAcfExtension(readOption<AcfExport>(db, 'content_service_acf'), base);
  const schema = acf.typeDefs ? extendSchema(base, parse(acf.typeDefs)) : base;
  return attachResolvers(schema, mergeResolvers(coreResolvers(), yoastResolvers, acf.resolvers));
}

export async function loadReferenceSite(): Promise<{ db: Store; schema: GraphQLSchema }> {
  const db = openStore(':memory:');
  await importWxr(db, path.join(REFERENCE_DIR, 'site-export.wxr.xml'), {
    options: await loadOptionsFile(path.join(REFERENCE_DIR, 'site-options.json')),
    acf: await loadAcfFile(path.join(REFERENCE_DIR, 'acf-field-groups-export.json')),
  });
  return { db, schema: schemaWithExtensions(db) };
}
