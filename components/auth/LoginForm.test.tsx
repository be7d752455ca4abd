// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerRequests, fakeNetwork } from '@/tests/support/fake-network';
import { expectNoAxeViolations } from '@/components/layout/test/axe';
import { renderWithSite } from '@/components/layout/test/renderWithSite';
import { FLASH_TOAST_KEY } from '@/components/layout/toast/flash';
import { toaster } from '@/components/layout/toast/toaster';
import { ToastRegion } from '@/components/layout/toast/ToastRegion';
import { LOGIN_API_PATH, TOKEN_PATH } from '@/lib/auth/paths';
import { LoginForm } from './LoginForm';

const assign = vi.fn();
const network = fakeNetwork();

function json(status: number, body: JsonBodyType, headers: Record<string, string> = {}) {
  return HttpResponse.json(body, { status, headers });
}

/** The site's auth routes on the fake network (msw), answering `answers` in turn. */
const siteAnswers = (...answers: (() => Response)[]) =>
  answerRequests(network, '*/api/faust/*', answers);
const code = () => json(200, { code: 'c0de' });
const tokens = () => json(200, { accessToken: 'a', accessTokenExpiration: 4102444800 });

beforeEach(() => {
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...window.location, origin: 'http://localhost:3000', assign },
  });
});
afterEach(() => {
  cleanup();
  toaster.closeAll();
  sessionStorage.clear();
  assign.mockReset();
});

async function fillAndSubmit(identifier: string, password: string) {
  const user = userEvent.setup();
  if (identifier) await user.type(screen.getByLabelText('Username or email'), identifier);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('requires both fields, marks them and announces it, without calling the site', async () => {
    const requests = siteAnswers();
    const { container } = renderWithSite(<LoginForm redirectUri={undefined} />);
    fireEvent.submit(screen.getByRole('button', { name: 'Log in' }).closest('form')!);
    const identifier = screen.getByLabelText('Username or email');
    const password = screen.getByLabelText('Password');
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(identifier).toHaveAttribute(
      'aria-describedby',
      screen.getAllByText('This field is required.')[0]?.id,
    );
    expect(screen.getByRole('alert').textContent).toContain('Please correct the marked fields.');
    expect(identifier).toHaveFocus();
    expect(requests).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('asks for a valid e-mail address when the identifier has an @', async () => {
    const requests = siteAnswers();
    renderWithSite(<LoginForm redirectUri={undefined} />);
    await fillAndSubmit('editor@', 'pw');
    expect(screen.getByText('Please enter a valid email.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('logs in (code, then token) and goes back to the redirect_uri on this site', async () => {
    const requests = siteAnswers(code, tokens);
    renderWithSite(<LoginForm redirectUri="/preview/?p=290&preview=true" />);
    await fillAndSubmit('editor@example.com', 'pw');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/preview/?p=290&preview=true'));
    expect(requests[0]?.path).toBe(LOGIN_API_PATH);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      identifier: 'editor@example.com',
      password: 'pw',
    });
    expect(requests[1]?.path).toBe(TOKEN_PATH);
    expect(JSON.parse(requests[1]?.body ?? '')).toEqual({ code: 'c0de' });
  });

  it('goes home instead of to another site', async () => {
    siteAnswers(code, tokens);
    renderWithSite(<LoginForm redirectUri="//evil.example/" />);
    await fillAndSubmit('editor', 'pw');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('toasts refused credentials and rate limiting as alerts, in one toast, and keeps them by the form', async () => {
    siteAnswers(
      () => json(401, { error: 'invalid_credentials' }),
      () => json(429, { error: 'too_many_requests' }, { 'retry-after': '42' }),
    );
    renderWithSite(
      <>
        <LoginForm redirectUri={undefined} />
        <ToastRegion />
      </>,
    );
    const toast = () => within(screen.getByRole('region', { name: 'Notifications' }));
    const refused = 'The username or email and password do not match an account.';
    await fillAndSubmit('editor', 'wrong');
    await waitFor(() => expect(toast().getByRole('alert').textContent).toContain(refused));
    expect(screen.getAllByText(refused)).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    const tooMany = 'Too many attempts. Please wait 42 seconds and try again.';
    await waitFor(() => expect(toast().getByRole('alert').textContent).toContain(tooMany));
    expect(screen.queryAllByText(refused)).toHaveLength(0);
    expect(screen.getAllByText(tooMany)).toHaveLength(2);
    expect(toast().getAllByRole('alert')).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves a “logged in” toast for the page it goes to', async () => {
    siteAnswers(code, tokens);
    renderWithSite(<LoginForm redirectUri={undefined} />);
    await fillAndSubmit('editor', 'pw');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    cleanup();
    expect(JSON.parse(sessionStorage.getItem(FLASH_TOAST_KEY) ?? '{}')).toMatchObject({
      title: 'You are logged in.',
      status: 'success',
    });
    renderWithSite(<ToastRegion />);
    expect(screen.getByRole('status').textContent).toContain('You are logged in.');
  });

  it('is translated', () => {
    renderWithSite(<LoginForm redirectUri={undefined} />, { router: { locale: 'de-DE' } });
    expect(screen.getByLabelText('Benutzername oder E-Mail-Adresse')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });
});
