// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite } from '../test/renderWithSite';
import { LocaleSwitcher } from './LocaleSwitcher';

afterEach(cleanup);

describe('LocaleSwitcher', () => {
  it('lists the locales by their own names, the current one selected', () => {
    renderWithSite(<LocaleSwitcher />, { router: { locale: 'fr-FR' } });
    const select = screen.getByRole('combobox', { name: 'Langue' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.text)).toEqual([
      'English',
      'Deutsch',
      'Français',
      'Español',
    ]);
    expect(select.value).toBe('fr-FR');
  });

  it('switches locale on a paginated search URL keeping path and query', async () => {
    const route = {
      pathname: '/search/[term]',
      query: { term: 'team news', q: 'eyJvZmZzZXQiOjJ9' },
      asPath: '/search/team%20news/?q=eyJvZmZzZXQiOjJ9',
    };
    const { router } = renderWithSite(<LocaleSwitcher />, { router: route });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de-DE');
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/search/[term]', query: { term: 'team news', q: 'eyJvZmZzZXQiOjJ9' } },
      '/search/team%20news/?q=eyJvZmZzZXQiOjJ9',
      { locale: 'de-DE', scroll: false },
    );
  });

  it('is not shown when the site has one locale', () => {
    renderWithSite(<LocaleSwitcher />, { router: { locales: ['en-US'] } });
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
