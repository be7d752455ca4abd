/**
 * `npm run wordpress:zip [-- FILE]`: writes the WordPress plugin as an installable zip, by default
 * dist/lavanda-headless.zip (upload it under Plugins › Add New, or unzip it into wp-content/plugins/).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildPluginZip, PLUGIN_SLUG } from './wordpress-plugin/zip';

const out = path.resolve(
  process.argv[2] ?? path.join(__dirname, '..', 'dist', `${PLUGIN_SLUG}.zip`),
);
mkdirSync(path.dirname(out), { recursive: true });
const zip = buildPluginZip();
writeFileSync(out, zip);
console.log(`${path.relative(process.cwd(), out)} (${(zip.length / 1024).toFixed(0)} KiB)`);
