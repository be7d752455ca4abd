import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { importWxr, loadAcfFile, loadOptionsFile } from '../../../content-service/src/import';
import { createSchema } from '../../../content-service/src/schema/create-schema';
import { type RunningServer, startServer } from '../../../content-service/src/server';
import { type Store, openStore } from '../../../content-service/src/store/open-store';
import { writeOption } from '../../../content-service/src/store/options';
import type { ContentSource } from './content-services';
import { e2eDataDir, freePort } from './next-servers';

/**
 * A content service of a spec's own, on its own SQLite file, that the spec may edit (through the
 * content:edit CLI, another process) and stop and start again on the same address: the shared
 * demo service of the other specs stays untouched.
 */
export interface EditableContentService {
  url: string;
  /** The SQLite file, for `content:edit --db`. */
  file: string;
  /** Stops answering (the address refuses connections) until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startEditableContentService(
  name: string,
  source: ContentSource,
): Promise<EditableContentService> {
  const dir = path.join(e2eDataDir, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'content.sqlite');
  const db: Store = openStore(file);
  await importWxr(db, source.wxr, {
    options: await loadOptionsFile(source.options),
    acf: await loadAcfFile(source.acf),
  });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  writeOption(db, 'siteurl', url);
  // Built once: the schema depends on the ACF groups, which edits do not change.
  const schema = createSchema(db);
  let server: RunningServer | null = null;
  const start = async () => {
    server ??= await startServer({
      db,
      schema,
      port,
      host: '127.0.0.1',
      uploadsDir: source.uploads,
      log: () => {},
    });
  };
  const stop = async () => {
    const running = server;
    server = null;
    await running?.close();
  };
  await start();
  return {
    url,
    file,
    start,
    stop,
    close: async () => {
      await stop();
      db.close();
    },
  };
}
