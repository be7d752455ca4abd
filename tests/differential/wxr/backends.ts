import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { importWxr, loadAcfFile } from '../../../content-service/src/import';
import { startServer } from '../../../content-service/src/server';
import { openStore } from '../../../content-service/src/store/open-store';
import { freePort } from '../../e2e/support/next-servers';
import {
  type RunningWordPress,
  startWordPressLive,
  wordpressLiveKit,
} from '../../e2e/support/wordpress-live';
import { projectPlugin } from '../../e2e/support/wordpress-matrix';
import { referenceDir } from '../../support/shared-dir';
import { normalise, REFERENCE_ORIGIN } from '../normalise';
import type { StoreIds } from './same-ids';
import type { WxrSite } from './sites';

/** A content service serving one WXR export from a fresh in-memory store. */
export interface ContentServiceSite {
  url: string;
  /** The ids it gave the export's terms and users. */
  ids(): StoreIds;
  close(): Promise<void>;
}

/**
 * One live WordPress for every site: each import empties it first (the kit's import-wxr.sh). With
 * the project's plugin, as the content service stands in for a WordPress that has it (the site's
 * documents ask for its fields).
 */
export async function startEmptyWordPress(): Promise<RunningWordPress> {
  return startWordPressLive(await freePort(), 'http://localhost:3000', {
    extraPlugins: [projectPlugin],
  });
}

/**
 * Replaces the live WordPress's content with `site`'s export (about 10–25 s). The kit's own
 * rewriting of the export's site URLs in post content is off: the content service keeps content
 * as exported (WordPress's importer still points attachment URLs at the new site).
 */
export function importIntoWordPress(wordpress: RunningWordPress, site: WxrSite): void {
  const locations = Object.entries(site.menuLocations).map(([where, slug]) => `${where}=${slug}`);
  execFileSync(
    'bash',
    [`${wordpressLiveKit}/import-wxr.sh`, site.file, ...locations, '--no-rewrite-urls'],
    {
      env: { ...process.env, WP_LIVE_STATE: wordpress.state },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/**
 * Settings a WXR does not carry that the kit's empty WordPress keeps from the reference install
 * ("same plugins and settings"): the plugins' options and the permalink structure, read from the
 * running instance with its URLs normalised as its answers are.
 */
const CARRIED_OVER = [
  'permalink_structure',
  'faustwp_settings',
  'graphql_general_settings',
  'wpseo',
  'wpseo_titles',
  'wpseo_social',
];

export function readCarriedOverSettings(wordpress: RunningWordPress): Record<string, unknown> {
  const names = CARRIED_OVER.map((name) => `"${name}"`).join(', ');
  const json = execFileSync(
    'bash',
    [
      `${wordpressLiveKit}/wp-eval.sh`,
      `$o = []; foreach ([${names}] as $n) { $o[$n] = get_option($n); } echo json_encode($o);`,
    ],
    { encoding: 'utf8', env: { ...process.env, WP_LIVE_STATE: wordpress.state } },
  );
  return normalise(JSON.parse(json), new URL(wordpress.url).host) as Record<string, unknown>;
}

/**
 * The same export in the content service, with what the kit's empty WordPress has beside the
 * export: its address (the one normalise() maps the live WordPress's to: the WordPress importer
 * makes the export's links the new site's), the carried-over settings, and the reference's ACF
 * field groups (the kit registers them on every instance).
 */
export async function startContentServiceSite(
  site: WxrSite,
  settings: Record<string, unknown>,
): Promise<ContentServiceSite> {
  const db = openStore(':memory:');
  const locations = Object.fromEntries(
    Object.entries(site.menuLocations).map(([where, slug]) => [where, { slug }]),
  );
  await importWxr(db, site.file, {
    options: {
      ...settings,
      home: `http://${REFERENCE_ORIGIN}`,
      siteurl: `http://${REFERENCE_ORIGIN}`,
      nav_menu_locations: locations,
    },
    acf: await loadAcfFile(path.join(referenceDir, 'acf-field-groups-export.json')),
  });
  const server = await startServer({ db, port: 0, log: () => undefined, now: () => new Date() });
  return {
    url: server.url,
    ids: () => ({
      terms: db
        .prepare(
          `SELECT tt.taxonomy, t.slug, t.term_id AS termId, tt.term_taxonomy_id AS ttid
           FROM terms t JOIN term_taxonomy tt ON tt.term_id = t.term_id`,
        )
        .all() as StoreIds['terms'],
      users: db
        .prepare('SELECT user_login AS login, ID AS id FROM users')
        .all() as StoreIds['users'],
    }),
    close: async () => {
      await server.close();
      db.close();
    },
  };
}
