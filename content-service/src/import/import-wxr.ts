import type Database from 'better-sqlite3';
import { readFile } from 'node:fs/promises';
import { withSearchIndexDeferred } from '../store/search-index';
import { ImportError } from './import-error';
import { ImportSession } from './session';
import type { AcfExport, ImportOptions, ImportSummary } from './types';
import { readWxr } from './wxr-reader';

/**
 * Imports a WXR 1.0–1.2 file into the store in ONE transaction: either the whole file is imported,
 * or (malformed file, invalid field, unreadable file) the database is left exactly as it was and an
 * {@link ImportError} names the place. Original ids are kept; importing the same file again replaces
 * what the first import wrote instead of duplicating it.
 *
 * The transaction is opened with `BEGIN IMMEDIATE` by hand because the parse is asynchronous
 * (better-sqlite3's `transaction()` only wraps synchronous functions). While the import is running,
 * nothing else should use the same connection: its statements would join the transaction.
 */
export async function importWxr(
  db: Database.Database,
  file: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  if (db.inTransaction) {
    throw new ImportError('the database connection is already inside a transaction', { file });
  }
  db.exec('BEGIN IMMEDIATE');
  try {
    // The search index is filled once, after the posts are written (store/search-index.ts).
    const summary = await withSearchIndexDeferred(db, async () => {
      const session = new ImportSession(db, options);
      let bytes = 0;
      await readWxr(
        file,
        (node) => session.handle(node),
        (read, total) => {
          bytes = read;
          options.onProgress?.(read, total);
        },
      );
      return session.finish(file, bytes);
    });
    db.exec('COMMIT');
    return summary;
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/** Reads an options file: one JSON object, option name → decoded value (`site-options.json`). */
export async function loadOptionsFile(file: string): Promise<Record<string, unknown>> {
  const value = await readJson(file);
  if (!isPlainObject(value)) {
    throw new ImportError('an options file must hold one JSON object: option name → value', {
      file,
    });
  }
  return value;
}

/** Reads ACF/SCF field-group definitions (`{ options_pages, field_groups }`). */
export async function loadAcfFile(file: string): Promise<AcfExport> {
  const value = await readJson(file);
  const groups = isPlainObject(value) ? value.field_groups : undefined;
  if (!isPlainObject(value) || !Array.isArray(groups)) {
    throw new ImportError('an ACF file must be a JSON object with a "field_groups" array', {
      file,
    });
  }
  groups.forEach((group: unknown, i) => {
    if (!isPlainObject(group) || typeof group.key !== 'string' || !Array.isArray(group.fields)) {
      throw new ImportError(`field_groups[${i}] needs a "key" string and a "fields" array`, {
        file,
      });
    }
  });
  const pages = value.options_pages;
  if (pages !== undefined && !isPlainObject(pages) && !Array.isArray(pages)) {
    throw new ImportError('"options_pages" must be an object or an array', { file });
  }
  return value as AcfExport;
}

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ImportError(`cannot read ${file}: ${(error as Error).message}`, { file });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ImportError(`not valid JSON: ${(error as Error).message}`, { file });
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
