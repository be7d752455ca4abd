import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  type RunningContentService,
  demoSource,
  referenceSource,
  startContentService,
} from './content-services';
import { type RunningSite, buildSite, prepareDataDir, root, startSite } from './next-servers';

/**
 * Before the browser tests: the content service with the demo content and (when ../shared is
 * there) another with the reference WordPress's export, one `next build`, and one `next start`
 * per backend, all on loopback ports. Their addresses reach the specs as E2E_DEMO_URL and
 * E2E_REFERENCE_URL. E2E_REUSE_BUILD=1 skips the build when .next exists (local iteration).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  prepareDataDir();
  const services: RunningContentService[] = [];
  const sites: RunningSite[] = [];
  const teardown = async () => {
    await Promise.all(sites.map((site) => site.stop()));
    await Promise.all(services.map((service) => service.close()));
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
      process.env.E2E_REUSE_BUILD === '1' && existsSync(path.join(root, '.next', 'BUILD_ID'));
    if (!reuse) await buildSite(demo.url);
    const built = Date.now();

    const demoSite = await startSite('demo', demo.url);
    sites.push(demoSite);
    process.env.E2E_DEMO_URL = demoSite.url;
    if (reference) {
      const referenceSite = await startSite('reference', reference.url);
      sites.push(referenceSite);
      process.env.E2E_REFERENCE_URL = referenceSite.url;
    }
    console.log(
      `e2e servers ready in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(build ${reuse ? 'reused' : `${((built - started) / 1000).toFixed(1)} s`}): ` +
        `demo ${demoSite.url}${reference ? `, reference ${process.env.E2E_REFERENCE_URL}` : ''}`,
    );
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
