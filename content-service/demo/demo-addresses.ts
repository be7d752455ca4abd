// Where `npm run demo` serves the content service and the site, and moving the imported demo
// there. The demo content is written for 127.0.0.1:4000 and a front end at localhost:3000.
import { readOption, writeOption } from '../src/store/options';
import type { Store } from '../src/store/open-store';

export interface DemoAddresses {
  contentPort: number;
  sitePort: number;
  /** The content service (WordPress) address: NEXT_PUBLIC_WORDPRESS_URL, where media live. */
  contentUrl: string;
  /** The site's address: NEXT_PUBLIC_SITE_URL (canonical and Open Graph URLs). */
  siteUrl: string;
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < 1 || parsed > 65535) {
    throw new Error(`${name} must be a port number from 1 to 65535 (got "${value}")`);
  }
  return parsed;
}

/** The demo's ports from `PORT` (site, 3000) and `CONTENT_PORT` (content service, 4000). */
export function demoAddresses(env: Record<string, string | undefined>): DemoAddresses {
  const contentPort = port(env.CONTENT_PORT, 4000, 'CONTENT_PORT');
  const sitePort = port(env.PORT, 3000, 'PORT');
  if (contentPort === sitePort) throw new Error('PORT and CONTENT_PORT must differ');
  return {
    contentPort,
    sitePort,
    contentUrl: `http://127.0.0.1:${contentPort}`,
    siteUrl: `http://127.0.0.1:${sitePort}`,
  };
}

/** The site's settings for these addresses: WordPress is the content service; canonical and
 * Open Graph URLs name the port the site really answers on. */
export function demoSiteVariables(addresses: DemoAddresses): {
  NEXT_PUBLIC_WORDPRESS_URL: string;
  NEXT_PUBLIC_SITE_URL: string;
} {
  return {
    NEXT_PUBLIC_WORDPRESS_URL: addresses.contentUrl,
    NEXT_PUBLIC_SITE_URL: addresses.siteUrl,
  };
}

/**
 * Moves the imported demo to its addresses, as a WordPress site is moved: `siteurl` (WordPress's
 * own address, which media URLs follow) becomes the content service's, and FaustWP's front end
 * the site's (previews send editors there). `home` stays: the content's links name it, and the
 * site treats it as its own host, so they still become site paths.
 */
export function moveDemo(db: Store, addresses: DemoAddresses): void {
  writeOption(db, 'siteurl', addresses.contentUrl);
  const faust = readOption<Record<string, unknown>>(db, 'faustwp_settings') ?? {};
  writeOption(db, 'faustwp_settings', { ...faust, frontend_uri: addresses.siteUrl });
}
