/**
 * `npm run screenshots:blocks -- SITE_URL WORDPRESS_URL [OUT_DIR] [PATH…]`: screenshots of the
 * same content on the site and on WordPress's own front end, side by side for review (issue 29):
 * `OUT_DIR/<path>.<width>.<scheme>.site.png` and `….wordpress.png`, at 1440 and 390 px, light
 * and dark (WordPress's theme has one look). WordPress shows its front end only while FaustWP is
 * off (FaustWP sends visitors to the front end): for the kit, `WP_LIVE_PLUGINS=wp-graphql`, then
 * `import-wxr.sh ../shared/wxr/64-block-test-data.xml`. Uses Debian's chromium, as the tests do.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/** The block test data's posts whose blocks carry layout and styles. */
const DEFAULT_PATHS = [
  '/columns/',
  '/cover/',
  '/buttons/',
  '/image/',
  '/media-text/',
  '/group/',
  '/gallery/',
  '/social-icons/',
  '/details/',
  '/table/',
  '/spacer/',
  '/quote/',
  '/pullquote/',
  '/separator/',
  '/video/',
  '/file/',
];
const WIDTHS = [1440, 390];

async function main(): Promise<void> {
  const [siteUrl, wordpressUrl, outDir = 'block-screenshots', ...paths] = process.argv.slice(2);
  if (!siteUrl || !wordpressUrl) {
    console.error('usage: npm run screenshots:blocks -- SITE_URL WORDPRESS_URL [OUT_DIR] [PATH…]');
    process.exit(2);
  }
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    for (const address of paths.length > 0 ? paths : DEFAULT_PATHS) {
      const name = address.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';
      for (const width of WIDTHS) {
        for (const [origin, which, schemes] of [
          [siteUrl, 'site', ['light', 'dark']],
          [wordpressUrl, 'wordpress', ['light']],
        ] as const) {
          for (const colorScheme of schemes) {
            const context = await browser.newContext({
              viewport: { width, height: 900 },
              colorScheme,
            });
            const page = await context.newPage();
            await page.goto(new URL(address, origin).href, { waitUntil: 'networkidle' });
            const file = path.join(outDir, `${name}.${width}.${colorScheme}.${which}.png`);
            await page.screenshot({ path: file, fullPage: true });
            await context.close();
            console.log(file);
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
}

void main();
