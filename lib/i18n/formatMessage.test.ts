import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@/locales';
import { formatMessage } from './formatMessage';

const defaults = { greeting: 'Hello {name}', farewell: 'Goodbye' };

afterEach(() => vi.unstubAllEnvs());

describe('formatMessage: the fallback chain', () => {
  it("uses the current locale's message, its placeholders filled", () => {
    expect(
      formatMessage('de-DE', { greeting: 'Hallo {name}' }, defaults, 'greeting', { name: 'Ana' }),
    ).toBe('Hallo Ana');
  });

  it("falls back to the default locale's message when the locale lacks it", () => {
    expect(formatMessage('de-DE', { greeting: 'Hallo {name}' }, defaults, 'farewell')).toBe(
      'Goodbye',
    );
  });

  it('falls back to the default message for an empty translation', () => {
    expect(formatMessage('de-DE', { farewell: ' ' }, defaults, 'farewell')).toBe('Goodbye');
  });

  it('falls back to the id when no catalogue has the message', () => {
    expect(formatMessage('de-DE', {}, defaults, 'nowhere.to.be.found')).toBe('nowhere.to.be.found');
  });

  it('warns of a missing translation while developing only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('NODE_ENV', 'development');
    formatMessage('de-DE', {}, defaults, 'farewell');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"farewell"'));
    warn.mockClear();
    vi.stubEnv('NODE_ENV', 'production');
    formatMessage('de-DE', {}, defaults, 'farewell');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('formatMessage: placeholders', () => {
  it('fills every occurrence, and leaves one without a value as written', () => {
    expect(formatMessage('en-US', { m: '{a} and {a}, {b}' }, {}, 'm', { a: 'x' })).toBe(
      'x and x, {b}',
    );
  });

  it("writes numbers in the locale's own grouping, strings as given", () => {
    expect(formatMessage('de-DE', { m: '{n} / {s}' }, {}, 'm', { n: 12345, s: '2026' })).toBe(
      '12.345 / 2026',
    );
    expect(formatMessage('en-US', { m: '{n}' }, {}, 'm', { n: 12345 })).toBe('12,345');
  });

  it('does not read placeholders from values that are not own properties', () => {
    expect(formatMessage('en-US', { m: '{toString}' }, {}, 'm', {})).toBe('{toString}');
  });

  it('formats each locale with its own catalogue', () => {
    expect(
      formatMessage('es-ES', catalogues['es-ES'], catalogues['en-US'], 'menu.all', {
        label: 'Noticias',
      }),
    ).toBe('Todo Noticias');
  });
});
