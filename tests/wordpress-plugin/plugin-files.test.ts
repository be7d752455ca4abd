// The plugin's PHP files parse (php -l), its versions agree, and the zip holds exactly its files.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildPluginZip, PLUGIN_SLUG, pluginFiles } from '../../scripts/wordpress-plugin/zip';
import { pluginDir } from './support/wordpress-kit';

const phpFiles = pluginFiles().filter((file) => file.endsWith('.php'));

function hasPhp(): boolean {
  try {
    execFileSync('php', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The entries of a zip, read from its central directory: name → contents. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extra;
  }
  return entries;
}

describe('wordpress/lavanda-headless', () => {
  it.runIf(hasPhp())('every PHP file passes php -l', () => {
    expect(phpFiles.length).toBeGreaterThanOrEqual(10);
    for (const file of phpFiles) {
      const output = execFileSync('php', ['-l', path.join(pluginDir, file)], { encoding: 'utf8' });
      expect(output, file).toContain('No syntax errors detected');
    }
  });

  it('every PHP file stops when loaded outside WordPress', () => {
    for (const file of phpFiles) {
      const source = readFileSync(path.join(pluginDir, file), 'utf8');
      expect(source, file).toMatch(/defined\( '(ABSPATH|WP_UNINSTALL_PLUGIN)' \) \|\| exit;/);
    }
  });

  it('has one version: the header, LAVANDA_HEADLESS_VERSION and the readme', () => {
    const main = readFileSync(path.join(pluginDir, 'lavanda-headless.php'), 'utf8');
    const readme = readFileSync(path.join(pluginDir, 'readme.txt'), 'utf8');
    const header = /^ \* Version:\s+(\S+)$/m.exec(main)?.[1];
    expect(header).toMatch(/^\d+\.\d+\.\d+$/);
    expect(main).toContain(`define( 'LAVANDA_HEADLESS_VERSION', '${header}' );`);
    expect(/^Stable tag: (\S+)$/m.exec(readme)?.[1]).toBe(header);
    expect(readme).toContain(`= ${header} =`);
  });

  it('zips into one lavanda-headless/ folder with exactly its files', () => {
    const entries = unzip(buildPluginZip());
    const files = pluginFiles().filter((file) => !file.endsWith('/'));
    expect([...entries.keys()].filter((name) => !name.endsWith('/')).sort()).toEqual(
      files.map((file) => `${PLUGIN_SLUG}/${file}`).sort(),
    );
    for (const file of files) {
      expect(
        entries.get(`${PLUGIN_SLUG}/${file}`)?.equals(readFileSync(path.join(pluginDir, file))),
        file,
      ).toBe(true);
    }
    expect(buildPluginZip().equals(buildPluginZip())).toBe(true);
  });
});
