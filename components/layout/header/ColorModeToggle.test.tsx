// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COLOR_MODE_STORAGE_KEY } from '../SiteProviders';
import { renderWithSite } from '../test/renderWithSite';
import { ColorModeToggle } from './ColorModeToggle';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
});

describe('ColorModeToggle', () => {
  it('follows the system at first (light here) and saves the choice in localStorage', async () => {
    renderWithSite(<ColorModeToggle />);
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    await act(async () => {});
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');

    await userEvent.click(toggle);
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  });

  it('starts from a saved choice', async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    renderWithSite(<ColorModeToggle />);
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
