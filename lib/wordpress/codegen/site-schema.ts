import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The fields only the project's plugin adds (wordpress/lavanda-headless/schema.graphql). */
export const pluginSchemaFile = path.resolve(
  __dirname,
  '..',
  '..',
  '..',
  'wordpress',
  'lavanda-headless',
  'schema.graphql',
);

/**
 * The schema the site's documents are written for: the reference WordPress's, extended by what
 * the plugin adds. A WordPress without the plugin lacks those fields, and the adaptive client
 * asks without them (lib/wordpress/capabilities/).
 */
export function siteSchemaSdl(referenceSdl: string): string {
  return `${referenceSdl}\n${readFileSync(pluginSchemaFile, 'utf8')}`;
}
