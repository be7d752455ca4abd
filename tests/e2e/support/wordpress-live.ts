import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { wordpressLiveDir } from '../../support/shared-dir';

/** The real WordPress kit beside the checkout (../shared/wordpress-live/, its README); CI always has it. */
export const wordpressLiveKit = wordpressLiveDir;
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
 * `setUp` chooses the active plugins (the kit's reference set by default).
 */
export function startWordPressLive(
  port: number,
  frontendUrl: string,
  setUp: { plugins?: string; muPlugins?: 'none'; extraPlugins?: string[] } = {},
): RunningWordPress {
  const line = execFileSync('bash', [path.join(wordpressLiveKit, 'start.sh')], {
    encoding: 'utf8',
    env: {
      ...process.env,
      WP_LIVE_PORT: String(port),
      WP_LIVE_FRONTEND_URI: frontendUrl,
      // The plugin matrix's set-ups (the kit's README, "Other WordPress set-ups").
      ...(setUp.plugins ? { WP_LIVE_PLUGINS: setUp.plugins } : {}),
      ...(setUp.muPlugins ? { WP_LIVE_MU_PLUGINS: setUp.muPlugins } : {}),
      ...(setUp.extraPlugins?.length
        ? { WP_LIVE_EXTRA_PLUGINS: setUp.extraPlugins.join(':') }
        : {}),
    },
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

/** Runs PHP inside `wordpress` (the kit's wp-eval.sh, as admin) and gives what it printed. */
export function wpEval(wordpress: Pick<RunningWordPress, 'state'>, php: string): string {
  return execFileSync('bash', [path.join(wordpressLiveKit, 'wp-eval.sh'), php], {
    encoding: 'utf8',
    env: { ...process.env, WP_LIVE_STATE: wordpress.state },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** Replaces `wordpress`'s content with a WXR export (the kit's import-wxr.sh). */
export function importWxr(wordpress: Pick<RunningWordPress, 'state'>, file: string): void {
  execFileSync('bash', [path.join(wordpressLiveKit, 'import-wxr.sh'), file], {
    env: { ...process.env, WP_LIVE_STATE: wordpress.state },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
