import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { needsShared } from '../../../tests/support/needs-shared';
import { referenceFile } from '../../../tests/support/shared-dir';
import { phpJsonEncode } from './php-json';

const hasReference = needsShared('wordpress-reference');

describe('phpJsonEncode', () => {
  it('escapes slashes like json_encode', () => {
    expect(phpJsonEncode({ uri: '/hello-world/' })).toBe('{"uri":"\\/hello-world\\/"}');
  });

  it('escapes non-ASCII characters as lowercase \\u escapes', () => {
    expect(phpJsonEncode('επίπεδο')).toBe('"\\u03b5\\u03c0\\u03af\\u03c0\\u03b5\\u03b4\\u03bf"');
    expect(phpJsonEncode('café')).toBe('"caf\\u00e9"');
    expect(phpJsonEncode('\u00a0')).toBe('"\\u00a0"');
  });

  it('writes astral characters as surrogate pairs', () => {
    expect(phpJsonEncode('😀')).toBe('"\\ud83d\\ude00"');
  });

  it('escapes control characters, quotes and backslashes', () => {
    expect(phpJsonEncode('a"b\\c\n\t\r\b\f\u0001')).toBe('"a\\"b\\\\c\\n\\t\\r\\b\\f\\u0001"');
  });

  it('leaves DEL and printable ASCII alone', () => {
    expect(phpJsonEncode('<a href="x">&\u007f</a>')).toBe('"<a href=\\"x\\">&\u007f<\\/a>"');
  });

  it('escapes keys too and keeps structure', () => {
    expect(phpJsonEncode({ 'a/b': [1, true, null, 'ü'], e: {} })).toBe(
      '{"a\\/b":[1,true,null,"\\u00fc"],"e":{}}',
    );
  });

  it('encodes undefined as null and skips undefined members', () => {
    expect(phpJsonEncode(undefined)).toBe('null');
    expect(phpJsonEncode({ a: undefined, b: 1 })).toBe('{"b":1}');
  });

  it('writes lone surrogates escaped rather than as invalid UTF-8', () => {
    expect(phpJsonEncode('\ud800x')).toBe('"\\ud800x"');
  });

  it.runIf(hasReference)('re-encodes recorded WordPress bodies byte for byte', () => {
    for (const name of ['dump_all_pages', 'dump_all_posts', 'unknown_field', 'menus_all']) {
      const body = readFileSync(referenceFile(`cases/${name}.json`), 'utf8');
      expect(phpJsonEncode(JSON.parse(body))).toBe(body);
    }
  });
});
