import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importWxr, loadAcfFile, loadOptionsFile } from '../../import';
import { type Store, openStore } from '../../store/open-store';

const DEMO = path.resolve(__dirname, '..', '..', '..', 'demo');

/** The project's demo content in a fresh SQLite file (the edit tests change it). */
export async function demoStoreFile(): Promise<{ db: Store; file: string }> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'content-edit-')), 'content.sqlite');
  const db = openStore(file);
  await importWxr(db, path.join(DEMO, 'demo.wxr.xml'), {
    options: await loadOptionsFile(path.join(DEMO, 'options.json')),
    acf: await loadAcfFile(path.join(DEMO, 'acf-field-groups.json')),
  });
  return { db, file };
}

/** The demo's "Lavanda turns five": a published post under News › Company. */
export const DEMO_POST = { id: 174, uri: '/news/company/lavanda-turns-five/' };
