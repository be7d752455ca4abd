import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from './next-servers';

export interface ContentEditRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** The site `content:edit` tells what to regenerate, as WordPress would; none: it tells nobody. */
export interface EditedSite {
  url: string;
  secret: string;
}

/**
 * `npm run content:edit -- --db FILE ...args` (another process writing to the service's SQLite
 * file, as an editor's save would), resolved with its exit code and output whatever they are.
 */
export async function runContentEdit(
  db: string,
  args: string[],
  site?: EditedSite,
): Promise<ContentEditRun> {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const cli = path.join(root, 'content-service', 'src', 'cli', 'edit.ts');
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, [cli, '--db', db, ...args], {
      cwd: root,
      env: { ...process.env, SITE_URL: site?.url ?? '', REVALIDATE_SECRET: site?.secret ?? '' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}
