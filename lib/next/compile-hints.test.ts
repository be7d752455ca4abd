import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CALLED_ON_LOAD_HINT, markChunksCalledOnLoad } from './compile-hints';

let distDir = '';

afterEach(() => rmSync(distDir, { recursive: true, force: true }));

/** A build folder with a chunk, a nested chunk, a stylesheet and a server file. */
function build(): Record<string, string> {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const files = {
    'static/chunks/0abc.js': '(globalThis.TURBOPACK||=[]).push([1,(e)=>e]);',
    'static/chunks/pages/_app-1.js': 'self.x=1;',
    'static/chunks/0abc.css': 'body{margin:0}',
    'server/pages/index.js': 'module.exports={};',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(distDir, name)), { recursive: true });
    writeFileSync(path.join(distDir, name), text);
  }
  return files;
}

const read = (name: string) => readFileSync(path.join(distDir, name), 'utf8');

describe('markChunksCalledOnLoad', () => {
  it("starts every browser chunk with V8's compile hint, its code unchanged after it", async () => {
    const files = build();
    await markChunksCalledOnLoad({ distDir });
    expect(read('static/chunks/0abc.js')).toBe(
      `//# allFunctionsCalledOnLoad\n${files['static/chunks/0abc.js']}`,
    );
    expect(read('static/chunks/pages/_app-1.js')).toBe(
      CALLED_ON_LOAD_HINT + files['static/chunks/pages/_app-1.js'],
    );
  });

  it('leaves stylesheets and the server’s code alone', async () => {
    const files = build();
    await markChunksCalledOnLoad({ distDir });
    expect(read('static/chunks/0abc.css')).toBe(files['static/chunks/0abc.css']);
    expect(read('server/pages/index.js')).toBe(files['server/pages/index.js']);
  });

  it('marks a chunk once however often it runs', async () => {
    build();
    await markChunksCalledOnLoad({ distDir });
    const once = read('static/chunks/0abc.js');
    await markChunksCalledOnLoad({ distDir });
    expect(read('static/chunks/0abc.js')).toBe(once);
  });
});
