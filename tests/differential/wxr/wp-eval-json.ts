import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type RunningWordPress, wordpressLiveKit } from '../../e2e/support/wordpress-live';

/**
 * Runs `php` inside the live WordPress (the kit's wp-eval.sh, as admin) with `data` as JSON in the
 * file named by the environment variable WXR_JSON (too large for a command line).
 */
export function runPhpWithJson(wordpress: RunningWordPress, php: string, data: unknown): void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wxr-json-'));
  try {
    const file = path.join(dir, 'data.json');
    writeFileSync(file, JSON.stringify(data));
    execFileSync('bash', [`${wordpressLiveKit}/wp-eval.sh`, php], {
      env: { ...process.env, WP_LIVE_STATE: wordpress.state, WXR_JSON: file },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
