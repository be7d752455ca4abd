import { describe, expect, it } from 'vitest';
import { catalogues, defaultLocale, localeNames } from '.';
import { enUS } from './en-US';

const nextLocales = ['en-US', 'de-DE', 'fr-FR', 'es-ES'];
const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('locale catalogues', () => {
  it("cover exactly next.config.ts's i18n locales, en-US being the default", () => {
    expect(Object.keys(catalogues)).toEqual(nextLocales);
    expect(Object.keys(localeNames)).toEqual(nextLocales);
    expect(defaultLocale).toBe('en-US');
  });

  it('translate every interface string, none left empty', () => {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(enUS).sort());
      for (const [id, message] of Object.entries(catalogue))
        expect(message.trim(), `${locale} ${id}`).not.toBe('');
    }
  });

  it('translate rather than copy: most strings differ from English', () => {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      if (locale === 'en-US') continue;
      const same = Object.entries(catalogue).filter(
        ([id, message]) => enUS[id as keyof typeof enUS] === message,
      );
      expect(same.length / Object.keys(enUS).length, locale).toBeLessThan(0.2);
    }
  });

  it('keep the placeholders of the English text', () => {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      for (const [id, message] of Object.entries(catalogue)) {
        expect(placeholders(message), `${locale} ${id}`).toEqual(
          placeholders(enUS[id as keyof typeof enUS]),
        );
      }
    }
  });

  it("hold SPEC.md's catalogue in English word for word", () => {
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
