import { existsSync, statSync } from 'node:fs';
import { resolveDbPath } from '../store/open-store';

/**
 * The database a command works on, which must exist already: openStore creates a missing file
 * (and its folders), so a mistyped --db would otherwise quietly make an empty database and, say,
 * edit or serve nothing. Only content:import creates databases. `flag` is --db; CONTENT_DB and the
 * default follow (resolveDbPath).
 */
export function existingDatabase(
  flag: string | undefined,
  env: Record<string, string | undefined>,
): { ok: true; path: string } | { ok: false; message: string } {
  const file = resolveDbPath(flag, env);
  if (existsSync(file) && statSync(file).isFile()) return { ok: true, path: file };
  return {
    ok: false,
    message: `no such database: ${file}\nimport content first: npm run content:import -- FILE.xml --db ${file}`,
  };
}
