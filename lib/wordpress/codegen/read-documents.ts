import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the site's GraphQL documents live: the top-level queries/ (one folder,
 * compiled into the seam's typed documents, which only lib/wordpress/ uses).
 */
export const documentsDir = path.resolve(__dirname, '..', '..', '..', 'queries');

/** queries/*.graphql in name order, as text. */
export function readDocuments(dir = documentsDir): { location: string; source: string }[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => ({ location: name, source: readFileSync(path.join(dir, name), 'utf8') }));
}
