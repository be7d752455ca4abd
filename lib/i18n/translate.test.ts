import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from './messages';
import { translate } from './translate';

const defaults = { greeting: 'Hello {name}', farewell: 'Goodbye' };

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('translate: the fallback chain', () => {
  it("uses the current locale's message", () => {
    expect(translate({ greeting: 'Hallo {name}' }, 'greeting', { name: 'Ana' }, defaults)).toBe(
      'Hallo Ana',
    );
  });

  it("falls back to the default locale's message when the locale lacks it", () => {
    expect(translate({ greeting: 'Hallo {name}' }, 'farewell', undefined, defaults)).toBe(
      'Goodbye',
    );
  });

  it('falls back to the default message for an empty translation', () => {
    expect(translate({ farewell: ' ' }, 'farewell', undefined, defaults)).toBe('Goodbye');
  });

  it('falls back to the id when no locale has the message', () => {
    expect(translate({}, 'nowhere.to.be.found', undefined, defaults)).toBe('nowhere.to.be.found');
  });

  it('reports a missing translation while developing, and only then', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('NODE_ENV', 'production');
    translate({}, 'farewell', undefined, defaults);
    expect(warn).not.toHaveBeenCalled();
    vi.stubEnv('NODE_ENV', 'development');
    translate({}, 'farewell', undefined, defaults);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('farewell'));
  });

  it('uses the real en-US catalogue as the default by default', () => {
    expect(translate({}, 'menu.all', { label: 'News' })).toBe('All News');
  });

  it('formats each locale with its own catalogue', () => {
    expect(translate(messagesFor('es-ES'), 'menu.all', { label: 'Noticias' })).toBe(
      'Todo Noticias',
    );
  });
});
