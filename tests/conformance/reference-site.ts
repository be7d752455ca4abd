import { existsSync } from 'node:fs';
import path from 'node:path';
import { importWxr, loadAcfFile, loadOptionsFile } from '../../content-service/src/import';
import { startServer } from '../../content-service/src/server';
import { openStore } from '../../content-service/src/store/open-store';

const repoRoot = path.resolve(__dirname, '..', '..');

/** The shared WordPress reference beside the checkout (CI always has it). */
export const referenceDir = path.resolve(repoRoot, '..', 'shared', 'wordpress-reference');

export function hasReferenceSite(): boolean {
  return existsSync(path.join(referenceDir, 'cases.json'));
}

export interface ReferenceSite {
  port: number;
  url: string;
  /** What the server reported while answering (hidden resolver failures). */
  logs: string[];
  close(): Promise<void>;
}

/**
 * The reference's capture day (README: recorded 2026-11-22, machine clock): content that reads
 * the clock (the calendar block's current month) is rendered as on that day.
 */
export const RECORDED_AT = new Date('2026-11-22T12:00:00Z');

/**
 * The reference site loaded into the content service: its WXR export, the options a WXR cannot
 * carry and the ACF field groups, into a fresh in-memory store, served with its uploads.
 */
export async function startReferenceSite(): Promise<ReferenceSite> {
  const db = openStore(':memory:');
  await importWxr(db, path.join(referenceDir, 'site-export.wxr.xml'), {
    options: await loadOptionsFile(path.join(referenceDir, 'site-options.json')),
    acf: await loadAcfFile(path.join(referenceDir, 'acf-field-groups-export.json')),
  });
  const logs: string[] = [];
  const server = await startServer({
    db,
    port: 0,
    uploadsDir: path.join(referenceDir, 'uploads'),
    log: (message) => logs.push(message),
    now: () => RECORDED_AT,
  });
  return {
    port: server.port,
    url: server.url,
    logs,
    close: async () => {
      await server.close();
      db.close();
    },
  };
}
