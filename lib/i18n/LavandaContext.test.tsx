// @vitest-environment jsdom
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/layout/test/renderWithSite';
import { useLavanda } from './LavandaContext';
import { useT } from './useT';

afterEach(cleanup);

function Probe() {
  const { locale, path, pathname } = useLavanda();
  const t = useT();
  return (
    <p>
      {locale} {path} {pathname} {t('cookie.accept')}
    </p>
  );
}

describe('useLavanda', () => {
  it('fails clearly outside a LavandaProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useLavanda())).toThrow(
      'useLavanda must be used within a LavandaProvider',
    );
    expect(() => render(<Probe />)).toThrow('useLavanda must be used within a LavandaProvider');
  });

  it('gives the locale and route, and strings in that locale', () => {
    renderWithSite(<Probe />, {
      router: { locale: 'de-DE', asPath: '/news/?q=1', pathname: '/[...uri]' },
    });
    expect(screen.getByText('de-DE /news/?q=1 /[...uri] Akzeptieren')).toBeInTheDocument();
  });

  it('falls back to the default locale for a locale the site does not know', () => {
    renderWithSite(<Probe />, { router: { locale: 'xx-XX', asPath: '/' } });
    expect(screen.getByText('en-US / /[...uri] Accept')).toBeInTheDocument();
  });
});
