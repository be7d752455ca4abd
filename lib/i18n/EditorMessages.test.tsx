// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '@/locales';
import { EditorMessages } from './EditorMessages';
import { MessagesContext } from './MessagesContext';
import { useT } from './useT';

afterEach(cleanup);

function Probe() {
  const t = useT();
  return <p>{`${t('login.title')} | ${t('cookie.accept')}`}</p>;
}

const siteIn = (locale: 'de-DE' | 'en-US', messages: Record<string, string>) => ({
  locale,
  messages,
  defaults: catalogues['en-US'],
});

describe('EditorMessages', () => {
  it("adds the editor pages' strings in the locale, keeping the site's", () => {
    render(
      <MessagesContext.Provider value={siteIn('de-DE', catalogues['de-DE'])}>
        <EditorMessages>
          <Probe />
        </EditorMessages>
      </MessagesContext.Provider>,
    );
    expect(screen.getByText('Anmeldung für die Redaktion | Akzeptieren')).toBeTruthy();
  });

  it("keeps the site's fallback to English for a string the locale lacks", () => {
    render(
      <MessagesContext.Provider value={siteIn('de-DE', {})}>
        <EditorMessages>
          <Probe />
        </EditorMessages>
      </MessagesContext.Provider>,
    );
    expect(screen.getByText('Anmeldung für die Redaktion | Accept')).toBeTruthy();
  });
});
