import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './next-servers';

/** The real WordPress kit beside the checkout (DESIGN.md section 4); CI always has it. */
export const wordpressLiveKit = path.resolve(root, '..', 'shared', 'wordpress-live');
export const hasWordPressLive = existsSync(path.join(wordpressLiveKit, 'start.sh'));

/** The kit's FaustWP secret (its README): the site's FAUST_SECRET_KEY for editors' token exchange. */
export const WORDPRESS_LIVE_FAUST_SECRET = '0b7f3c2e-5a41-4d8e-9c6f-2e1a7b9d4c30';
export const WORDPRESS_LIVE_ADMIN = { username: 'admin', password: 'realwp-admin-pass' };

export interface RunningWordPress {
  url: string;
  /** The kit's state directory (WP_LIVE_STATE for its other scripts). */
  state: string;
  stop(): void;
}

/**
 * A real WordPress in the reference state on `port` (its start.sh installs Debian's PHP and
 * MariaDB when missing), with FaustWP's front end at `frontendUrl` so previews and redirects
 * come back to the site under test. Each run gets a fresh database in a new state directory.
 */
export function startWordPressLive(port: number, frontendUrl: string): RunningWordPress {
  const line = execFileSync('bash', [path.join(wordpressLiveKit, 'start.sh')], {
    encoding: 'utf8',
    env: { ...process.env, WP_LIVE_PORT: String(port), WP_LIVE_FRONTEND_URI: frontendUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  const state = line.slice(line.lastIndexOf(' state ') + ' state '.length);
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    stop: () => {
      execFileSync('bash', [path.join(wordpressLiveKit, 'stop.sh'), state], { stdio: 'inherit' });
    },
  };
}
