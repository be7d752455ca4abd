import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogues } from '@/locales';
import { editorCatalogues } from '@/locales/editor';
import { compileMessage } from './compileMessage';

describe('compileMessage', () => {
  it("equals the ICU parser's result for every message of every locale", () => {
    for (const [locale, catalogue] of [
      ...Object.entries(catalogues),
      ...Object.entries(editorCatalogues),
    ]) {
      for (const [id, message] of Object.entries(catalogue)) {
        expect({ locale, id, ast: compileMessage(message) }).toEqual({
          locale,
          id,
          ast: parse(message),
        });
      }
    }
  });

  it('handles text, placeholders, both and nothing', () => {
    for (const message of ['Plain', '{only}', 'A {b} c {d}', '{a}{b}', '']) {
      expect(compileMessage(message)).toEqual(parse(message));
    }
  });

  it('refuses ICU syntax it does not implement, rather than mistranslating it', () => {
    for (const message of [
      '{count, plural, one {# post} other {# posts}}',
      '{kind, select, a {A} other {B}}',
      'It<b>s</b>',
      "Quote '{' this",
      'Unclosed {brace',
    ]) {
      expect(() => compileMessage(message), message).toThrow(/Unsupported ICU syntax/);
    }
  });
});
