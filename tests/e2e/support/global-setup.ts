import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  type RunningContentService,
  demoSource,
  referenceSource,
  startContentService,
} from './content-services';
import {
  type RunningSite,
  buildSite,
  siteServer,
  freePort,
  prepareDataDir,
  root,
  startSite,
} from './next-servers';
import {
  type RunningWordPress,
  WORDPRESS_LIVE_FAUST_SECRET,
  hasWordPressLive,
  importWxr,
  startWordPressLive,
  wpEval,
} from './wordpress-live';
import {
  BLOCK_TEST_DATA,
  FULL_KIT,
  MATRIX_SET_UPS,
  OTHER_SETTINGS,
  PLUGIN_REVALIDATE_SECRET,
  type RunningSetUp,
  projectPlugin,
} from './wordpress-matrix';

/**
 * Before the browser tests: the content service with the demo content and (when ../shared is
 * there) another with the reference WordPress's export and the real WordPress itself
 * (../shared/wordpress-live), one build, and one `npm start` server per backend, all on loopback
 * ports. Their addresses reach the specs as E2E_DEMO_URL, E2E_REFERENCE_URL and
 * E2E_WORDPRESS_URL (the real WordPress's own address as E2E_WORDPRESS_BACKEND_URL).
 * E2E_REUSE_BUILD=1 skips the build when .next exists (local iteration).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  prepareDataDir();
  const services: RunningContentService[] = [];
  const sites: RunningSite[] = [];
  let wordpress: RunningWordPress | null = null;
  const matrixWordPresses: RunningWordPress[] = [];
  const teardown = async () => {
    await Promise.all(sites.map((site) => site.stop()));
    await Promise.all(services.map((service) => service.close()));
    wordpress?.stop();
    for (const other of matrixWordPresses) other.stop();
  };
  try {
    const demo = await startContentService(demoSource);
    services.push(demo);
    const reference = referenceSource ? await startContentService(referenceSource) : null;
    if (reference) services.push(reference);
    else
      console.warn(
        'SKIPPED: reference-site browser tests, ../shared/wordpress-reference is missing',
      );

    const reuse =
      process.env.E2E_REUSE_BUILD === '1' &&
      existsSync(path.join(root, '.next', 'BUILD_ID')) &&
      existsSync(siteServer);
    if (!reuse) await buildSite(demo.url);
    const built = Date.now();

    const demoSite = await startSite('demo', demo.url);
    sites.push(demoSite);
    process.env.E2E_DEMO_URL = demoSite.url;
    // The same code built and served with every mechanism of lib/next/ off (PLAIN_NEXT=1): the
    // plain-Next smoke test (tests/e2e/plain/).
    const plainBuild = path.join('.data', 'e2e', 'build-plain');
    const plainEnv = { PLAIN_NEXT: '1' };
    await buildSite(demo.url, plainBuild, plainEnv);
    const plainSite = await startSite('plain', demo.url, plainEnv, undefined, plainBuild);
    sites.push(plainSite);
    process.env.E2E_PLAIN_URL = plainSite.url;
    if (reference) {
      const referenceSite = await startSite('reference', reference.url);
      sites.push(referenceSite);
      process.env.E2E_REFERENCE_URL = referenceSite.url;
    }
    if (hasWordPressLive) {
      // FaustWP sends editors back to the site, so WordPress must know the site's port first.
      const sitePort = await freePort();
      const siteUrl = `http://127.0.0.1:${sitePort}`;
      // Set-up (d) of the plugin matrix: the full kit with this project's plugin.
      wordpress = startWordPressLive(await freePort(), siteUrl, { extraPlugins: [projectPlugin] });
      process.env.E2E_WORDPRESS_BACKEND_URL = wordpress.url;
      // Its own build, as a developer builds against their WordPress: the 404 and login pages
      // generated at build time show this WordPress's menus, not the demo's.
      const wordpressBuild = path.join('.data', 'e2e', 'build-wordpress');
      await buildSite(wordpress.url, wordpressBuild);
      const wordpressSite = await startSite(
        'wordpress',
        wordpress.url,
        {
          FAUST_SECRET_KEY: WORDPRESS_LIVE_FAUST_SECRET,
          REVALIDATE_SECRET: PLUGIN_REVALIDATE_SECRET,
        },
        sitePort,
        wordpressBuild,
      );
      sites.push(wordpressSite);
      process.env.E2E_WORDPRESS_URL = wordpressSite.url;
      // The project's plugin tells this site about edits, configured by its options.
      wpEval(
        wordpress,
        `update_option('lavanda_site_url', ${JSON.stringify(wordpressSite.url)});` +
          `update_option('lavanda_revalidate_secret', ${JSON.stringify(PLUGIN_REVALIDATE_SECRET)});`,
      );
      const matrix: RunningSetUp[] = [
        {
          ...FULL_KIT,
          siteUrl: wordpressSite.url,
          wordpressUrl: wordpress.url,
          state: wordpress.state,
        },
      ];
      // The other set-ups: the same build (built against the full kit, as one build of the site
      // runs against any WordPress), one WordPress and one server each.
      for (const setUp of [...MATRIX_SET_UPS, OTHER_SETTINGS, BLOCK_TEST_DATA]) {
        const port = await freePort();
        const other = startWordPressLive(await freePort(), `http://127.0.0.1:${port}`, {
          plugins: setUp.plugins,
          muPlugins: setUp.muPlugins,
          extraPlugins: [
            ...(setUp.projectPlugin ? [projectPlugin] : []),
            ...(setUp.extraPlugins ?? []),
          ],
        });
        matrixWordPresses.push(other);
        if (setUp.content) importWxr(other, setUp.content);
        if (setUp.settings) {
          wpEval(other, setUp.settings);
          // Taxonomies took their rewrite bases when this request started: a fresh one writes
          // the rules with the new category and tag bases, as saving Settings › Permalinks does.
          wpEval(other, 'flush_rewrite_rules();');
        }
        const site = await startSite(
          `matrix-${setUp.name}`,
          other.url,
          // Pages the build generated from the full kit (login) are regenerated within a second.
          { FAUST_SECRET_KEY: WORDPRESS_LIVE_FAUST_SECRET, REVALIDATE_SECONDS: '1' },
          port,
          wordpressBuild,
        );
        sites.push(site);
        matrix.push({ ...setUp, siteUrl: site.url, wordpressUrl: other.url, state: other.state });
      }
      process.env.E2E_MATRIX = JSON.stringify(matrix);
    } else
      console.warn('SKIPPED: real WordPress browser tests, ../shared/wordpress-live is missing');
    console.log(
      `e2e servers ready in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(build ${reuse ? 'reused' : `${((built - started) / 1000).toFixed(1)} s`}): ` +
        `demo ${demoSite.url}${reference ? `, reference ${process.env.E2E_REFERENCE_URL}` : ''}` +
        `${wordpress ? `, wordpress ${process.env.E2E_WORDPRESS_URL} (${wordpress.url})` : ''}`,
    );
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
