import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { compileCatalogue } from './compileMessage';
import { messagesFor } from './messages';
import { translate } from './translate';

const defaults = compileCatalogue({ greeting: 'Hello {name}', farewell: 'Goodbye' });

const intlFor = (locale: string, messages: Record<string, string>) =>
  createIntl({
    locale,
    defaultLocale: 'en-US',
    messages: compileCatalogue(messages),
    onError: vi.fn(),
  });

describe('translate: the fallback chain', () => {
  it("uses the current locale's message", () => {
    const intl = intlFor('de-DE', { greeting: 'Hallo {name}' });
    expect(translate(intl, 'greeting', { name: 'Ana' }, defaults)).toBe('Hallo Ana');
  });

  it("falls back to the default locale's message when the locale lacks it", () => {
    const intl = intlFor('de-DE', { greeting: 'Hallo {name}' });
    expect(translate(intl, 'farewell', undefined, defaults)).toBe('Goodbye');
  });

  it('falls back to the default message for an empty translation', () => {
    const intl = intlFor('de-DE', { farewell: '' });
    expect(translate(intl, 'farewell', undefined, defaults)).toBe('Goodbye');
  });

  it('falls back to the id when no locale has the message', () => {
    const intl = intlFor('de-DE', {});
    expect(translate(intl, 'nowhere.to.be.found', undefined, defaults)).toBe('nowhere.to.be.found');
  });

  it('reports a missing translation to onError', () => {
    const intl = intlFor('de-DE', {});
    translate(intl, 'farewell', undefined, defaults);
    expect(intl.onError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'MISSING_TRANSLATION' }),
    );
  });

  it('uses the real en-US catalogue as the default by default', () => {
    const intl = createIntl({
      locale: 'de-DE',
      defaultLocale: 'en-US',
      messages: {},
      onError: () => {},
    });
    expect(translate(intl, 'menu.all', { label: 'News' })).toBe('All News');
  });

  it('formats each locale with its own catalogue', () => {
    const intl = createIntl({
      locale: 'es-ES',
      defaultLocale: 'en-US',
      messages: messagesFor('es-ES'),
    });
    expect(translate(intl, 'menu.all', { label: 'Noticias' })).toBe('Todo Noticias');
  });
});
