import path from 'node:path';
import { DEFAULT_LIFETIMES } from '../../content-service/src/auth/lifetimes';
import { setPassword } from '../../content-service/src/auth/user-admin';
import { importWxr, loadAcfFile, loadOptionsFile } from '../../content-service/src/import';
import { startServer } from '../../content-service/src/server';
import { openStore } from '../../content-service/src/store/open-store';
import { referenceDir } from '../support/shared-dir';

export interface ReferenceSite {
  port: number;
  url: string;
  /** What the server reported while answering (hidden resolver failures). */
  logs: string[];
  /** Moves the auth clock (codes' and tokens' expiry) forward: the replay's `delay_s`. */
  advanceClock(seconds: number): void;
  close(): Promise<void>;
}

/**
 * The reference's capture day (README: recorded 2026-11-22, machine clock): content that reads
 * the clock (the calendar block's current month) is rendered as on that day.
 */
export const RECORDED_AT = new Date('2026-11-22T12:00:00Z');

/**
 * The reference site's admin password (its README, "Credentials of this throwaway local site"):
 * a WXR carries no passwords, so the replay gives admin the one the recorded sign-ins send.
 */
const REFERENCE_ADMIN_PASSWORD = 'realwp-admin-pass';

/**
 * The reference site loaded into the content service: its WXR export, the options a WXR cannot
 * carry and the ACF field groups, into a fresh in-memory store, served with its uploads. `now`
 * is the clock content rendering reads (the capture day unless a live WordPress is compared).
 */
export async function startReferenceSite(
  options: { now?: () => Date } = {},
): Promise<ReferenceSite> {
  const db = openStore(':memory:');
  await importWxr(db, path.join(referenceDir, 'site-export.wxr.xml'), {
    options: {
      ...(await loadOptionsFile(path.join(referenceDir, 'site-options.json'))),
      // A WXR carries no roles; on the reference site admin is the administrator (its README).
      content_service_user_roles: { admin: 'administrator' },
    },
    acf: await loadAcfFile(path.join(referenceDir, 'acf-field-groups-export.json')),
  });
  await setPassword(db, 'admin', REFERENCE_ADMIN_PASSWORD);
  const logs: string[] = [];
  let clockOffset = 0;
  const server = await startServer({
    db,
    port: 0,
    uploadsDir: path.join(referenceDir, 'uploads'),
    log: (message) => logs.push(message),
    now: options.now ?? (() => RECORDED_AT),
    auth: { clock: () => Date.now() + clockOffset, lifetimes: DEFAULT_LIFETIMES },
  });
  return {
    port: server.port,
    url: server.url,
    logs,
    advanceClock: (seconds) => {
      clockOffset += seconds * 1000;
    },
    close: async () => {
      await server.close();
      db.close();
    },
  };
}
