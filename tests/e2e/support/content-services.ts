import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEMO_EDITOR_LOGIN, demoEditorPassword } from '../../../content-service/demo/demo-editor';
import { setPassword } from '../../../content-service/src/auth/user-admin';
import { importWxr, loadAcfFile, loadOptionsFile } from '../../../content-service/src/import';
import { createSchema } from '../../../content-service/src/schema/create-schema';
import { startServer } from '../../../content-service/src/server';
import { openStore } from '../../../content-service/src/store/open-store';
import { writeOption } from '../../../content-service/src/store/options';

const root = path.resolve(__dirname, '..', '..', '..');

/** One WordPress export to serve: the WXR, the options it cannot carry, ACF groups, media. */
export interface ContentSource {
  name: string;
  wxr: string;
  options: string;
  acf: string;
  uploads: string;
}

export const demoSource: ContentSource = {
  name: 'demo',
  wxr: path.join(root, 'content-service', 'demo', 'demo.wxr.xml'),
  options: path.join(root, 'content-service', 'demo', 'options.json'),
  acf: path.join(root, 'content-service', 'demo', 'acf-field-groups.json'),
  uploads: path.join(root, 'content-service', 'demo', 'uploads'),
};

const referenceDir = path.resolve(root, '..', 'shared', 'wordpress-reference');

/** The real WordPress's own export (../shared/wordpress-reference/); null when ../shared is not there. */
export const referenceSource: ContentSource | null = existsSync(
  path.join(referenceDir, 'site-export.wxr.xml'),
)
  ? {
      name: 'reference',
      wxr: path.join(referenceDir, 'site-export.wxr.xml'),
      options: path.join(referenceDir, 'site-options.json'),
      acf: path.join(referenceDir, 'acf-field-groups-export.json'),
      uploads: path.join(referenceDir, 'uploads'),
    }
  : null;

export interface RunningContentService {
  url: string;
  close(): Promise<void>;
}

/**
 * The content service on a free loopback port with `source` imported into a fresh in-memory
 * store. WordPress's address (siteurl, where media live) becomes this server's, as when a site
 * is moved; `home` stays, so links written in the content still point at the site's home.
 */
export async function startContentService(source: ContentSource): Promise<RunningContentService> {
  const db = openStore(':memory:');
  await importWxr(db, source.wxr, {
    options: await loadOptionsFile(source.options),
    acf: await loadAcfFile(source.acf),
  });
  // As `npm run demo`: the demo's editor signs in with the demo-only password (previews).
  if (source === demoSource)
    await setPassword(db, DEMO_EDITOR_LOGIN, demoEditorPassword(process.env));
  // The schema is passed in: Playwright's loader cannot follow the server's lazy import of it.
  const server = await startServer({
    db,
    schema: createSchema(db),
    port: 0,
    host: '127.0.0.1',
    uploadsDir: source.uploads,
    log: () => {},
  });
  writeOption(db, 'siteurl', server.url);
  return {
    url: server.url,
    close: async () => {
      await server.close();
      db.close();
    },
  };
}
