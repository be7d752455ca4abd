import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { builtPlain, servedMode, writeBuildMode } from './build-mode';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'build-mode-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('serves a build in the mode it was built in, and refuses the other', () => {
  writeBuildMode(dir, true);
  expect(builtPlain(dir)).toBe(true);
  expect(servedMode(dir, true)).toBe(true);
  expect(() => servedMode(dir, false)).toThrow(/made with PLAIN_NEXT=1: start it with the setting/);
  writeBuildMode(dir, false);
  expect(servedMode(dir, false)).toBe(false);
  expect(() => servedMode(dir, true)).toThrow(/made without PLAIN_NEXT=1/);
});

it('takes a build without the file for one with every mechanism on', () => {
  expect(builtPlain(dir)).toBe(false);
});
