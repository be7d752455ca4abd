import { type ExecutionResult, graphql } from 'graphql';
import { expect } from 'vitest';
import { openStore, type Store } from '../../store/open-store';
import { writeOption } from '../../store/options';
import { type ContextOptions, createContext, type Viewer } from '../context';
import { createSchema } from '../create-schema';

/**
 * An empty site at http://wp.test with pretty permalinks, and `options` (name → value) beside:
 * where the schema's unit tests start.
 */
export function blankSite(options: Record<string, unknown> = {}): Store {
  const db = openStore(':memory:');
  writeOption(db, 'home', 'http://wp.test');
  writeOption(db, 'siteurl', 'http://wp.test');
  writeOption(db, 'permalink_structure', '/%postname%/');
  for (const [name, value] of Object.entries(options)) writeOption(db, name, value);
  return db;
}

/** Adds a user whose login is also its nicename and e-mail's local part (and display name unless given). */
export function addTestUser(db: Store, id: number, login: string, displayName = login): void {
  db.prepare(
    `INSERT INTO users (ID, user_login, user_nicename, user_email, display_name)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(id, login, login, `${login}@example.com`, displayName);
}

/** `source` run on the store's schema as `viewer` (anonymous unless given). */
export function runQuery(
  db: Store,
  source: string,
  viewer: Viewer | null = null,
  options?: ContextOptions,
): Promise<ExecutionResult> {
  return graphql({
    schema: createSchema(db),
    source,
    contextValue: createContext(db, viewer, options),
  });
}

/** The answer's data; an error in it fails the test. */
export async function queryData(
  db: Store,
  source: string,
  viewer: Viewer | null = null,
  options?: ContextOptions,
): Promise<Record<string, unknown>> {
  const result = await runQuery(db, source, viewer, options);
  expect(result.errors).toBeUndefined();
  return result.data as Record<string, unknown>;
}
