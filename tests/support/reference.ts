import { existsSync } from 'node:fs';
import path from 'node:path';

/** The shared WordPress reference lives beside the checkout; CI always has it. */
export const referenceDir = path.resolve(
  __dirname,
  '..',
  '..',
  '..',
  'shared',
  'wordpress-reference',
);
export const wxrDir = path.resolve(__dirname, '..', '..', '..', 'shared', 'wxr');
export const hasReference = existsSync(path.join(referenceDir, 'schema.graphql'));

export function referenceFile(name: string): string {
  return path.join(referenceDir, name);
}

if (!hasReference) {
  console.warn(`SKIPPED: reference-based tests, ${referenceDir} is missing`);
}
