// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithSite } from '../test/renderWithSite';
import { runCookieAgreedScript, storedCookie } from '../test/cookies';
import { CookieNotice } from './CookieNotice';

const clearConsent = () => {
  document.cookie = 'cookie-agreed=; Max-Age=0; Path=/';
  document.documentElement.removeAttribute('data-cookie-agreed');
};

afterEach(() => {
  cleanup();
  clearConsent();
  vi.restoreAllMocks();
});

const html = '<p>We use cookies. Read our <a href="/privacy/">privacy policy</a>.</p>';
const notice = () => screen.queryByRole('region', { name: 'Cookie notice' });

describe('CookieNotice', () => {
  it('shows the configured notice HTML and an Accept button, fixed at the bottom', () => {
    renderWithSite(<CookieNotice html={html} />);
    const region = notice();
    expect(region).not.toBeNull();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy/',
    );
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    const style = getComputedStyle(region as HTMLElement);
    expect([style.position, style.bottom]).toEqual(['fixed', '0px']);
  });

  it('is not rendered at all without a configured notice', () => {
    const { container } = renderWithSite(<CookieNotice html={null} />);
    expect(notice()).toBeNull();
    expect(container.querySelector('[data-cookie-notice]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('stores consent for 90 days on the whole site and hides on Accept', async () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    renderWithSite(<CookieNotice html={html} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(notice()).toBeNull());
    expect(writes).toHaveLength(1);
    const cookie = storedCookie('cookie-agreed');
    expect([cookie?.value, cookie?.path, cookie?.sameSite]).toEqual(['2', '/', 'lax']);
    const days = ((cookie?.expires as Date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.99);
    expect(days).toBeLessThanOrEqual(90);
    expect(document.documentElement.hasAttribute('data-cookie-agreed')).toBe(true);
  });

  it('stays hidden when the consent cookie already exists', () => {
    document.cookie = 'cookie-agreed=2; Path=/';
    runCookieAgreedScript();
    renderWithSite(<CookieNotice html={html} />);
    expect(notice()).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithSite(<CookieNotice html={html} />);
    await expectNoAxeViolations(container);
  });
});
