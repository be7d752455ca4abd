// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderWithSite } from '@/components/layout/test/renderWithSite';
import { NotFoundView } from './NotFoundView';

afterEach(cleanup);

it("shows the 404 heading and apology under 'Not Found' and links home", () => {
  renderWithSite(<NotFoundView siteName="Lavanda" />);
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(
    screen.getByText('We are sorry but the page you were looking for was not found.'),
  ).toBeInTheDocument();
  expect(screen.getByText(/Not Found/).textContent).toBe('404 · Not Found');
  expect(screen.getByRole('link', { name: 'Lavanda home' })).toHaveAttribute('href', '/');
});
