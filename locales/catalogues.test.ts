import { describe, expect, it } from 'vitest';
import { catalogues, defaultLocale, localeNames } from '.';
import { editorCatalogues } from './editor';
import { enUSEditor } from './editor/en-US';
import { enUS } from './en-US';

const nextLocales = ['en-US', 'de-DE', 'fr-FR', 'es-ES'];
const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The site's and the editor pages' catalogues, each named by its locale (`de-DE editor`). */
const allCatalogues = (): [string, Record<string, string>][] => [
  ...Object.entries(catalogues),
  ...Object.entries(editorCatalogues).map(
    ([locale, catalogue]): [string, Record<string, string>] => [`${locale} editor`, catalogue],
  ),
];
const englishOf = (name: string): Record<string, string> =>
  name.endsWith(' editor') ? enUSEditor : enUS;
/** Both English catalogues: the ids of the two never overlap. */
const english: Record<string, string> = { ...enUS, ...enUSEditor };

describe('locale catalogues', () => {
  it("cover exactly next.config.ts's i18n locales, en-US being the default", () => {
    expect(Object.keys(catalogues)).toEqual(nextLocales);
    expect(Object.keys(localeNames)).toEqual(nextLocales);
    expect(defaultLocale).toBe('en-US');
  });

  it('have the editor pages’ strings apart, for the same locales, none also in the site’s', () => {
    expect(Object.keys(editorCatalogues)).toEqual(nextLocales);
    expect(Object.keys(enUSEditor).filter((id) => Object.hasOwn(enUS, id))).toEqual([]);
  });

  it('translate every interface string, none left empty', () => {
    for (const [locale, catalogue] of allCatalogues()) {
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(englishOf(locale)).sort());
      for (const [id, message] of Object.entries(catalogue))
        expect(message.trim(), `${locale} ${id}`).not.toBe('');
    }
  });

  it('translate rather than copy: most strings differ from English', () => {
    for (const [locale, catalogue] of allCatalogues()) {
      if (locale.startsWith('en-US')) continue;
      const same = Object.entries(catalogue).filter(([id, message]) => english[id] === message);
      expect(same.length / Object.keys(catalogue).length, locale).toBeLessThan(0.2);
    }
  });

  it('keep the placeholders of the English text', () => {
    for (const [locale, catalogue] of allCatalogues()) {
      for (const [id, message] of Object.entries(catalogue)) {
        expect(placeholders(message), `${locale} ${id}`).toEqual(placeholders(english[id] ?? ''));
      }
    }
  });

  it("hold the error catalogue's English texts word for word", () => {
    expect(enUS['error.generic']).toBe(
      'Whoops, something went wrong! If the problem persists, please contact us.',
    );
    expect(enUS['status.loading']).toBe('Loading...');
    expect(enUS['status.success']).toBe('Success!');
    expect(enUS['error.notFound']).toBe('Not Found');
    expect(enUS['logo.alt']).toBe('logo');
    expect(enUS['validation.required']).toBe('This field is required.');
    expect(enUS['validation.emailRequired']).toBe('Email is required.');
    expect(enUS['validation.emailInvalid']).toBe('Please enter a valid email.');
    expect(enUS['pagination.goToPage']).toBe('Go to page number {page}');
  });
});
