// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, answerRequests, fakeNetwork } from '@/tests/support/fake-network';
import { Layout } from '@/components/layout/Layout';
import { layoutFixture } from '@/components/layout/test/layoutFixture';
import { renderWithSite } from '@/components/layout/test/renderWithSite';
import { FLASH_TOAST_KEY } from '@/components/layout/toast/flash';
import { toaster } from '@/components/layout/toast/toaster';
import { ToastRegion } from '@/components/layout/toast/ToastRegion';
import { accessTokens } from '@/lib/auth/client/session';
import { useLoginRedirect } from '@/lib/auth/client/useLoginRedirect';
import { LOGOUT_PATH, PREVIEW_API_PATH, TOKEN_PATH } from '@/lib/auth/paths';
import { PreviewScreen } from './PreviewScreen';

const assign = vi.fn();
const network = fakeNetwork();
const json = (status: number, body: JsonBodyType) => HttpResponse.json(body, { status });
/** The site's own routes (token, preview, logout) on the fake network (msw). */
const siteAnswers = (answer: Answer) => answerRequests(network, '*/api/faust/*', answer);
const FAR_FUTURE = 4102444800;

beforeEach(() => {
  // jsdom's location cannot navigate; the parts the screen reads, and a recording assign().
  const url = new URL('http://localhost:3000/preview/?p=290&preview=true');
  const { href, origin, pathname, search, hash } = url;
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { href, origin, pathname, search, hash, assign, replace: vi.fn() },
  });
});
afterEach(() => {
  cleanup();
  toaster.closeAll();
  sessionStorage.clear();
  accessTokens.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
  assign.mockReset();
});

function RedirectWhen({ status }: { status: 'unauthenticated' | 'authenticated' }) {
  useLoginRedirect(status);
  return null;
}

describe('useLoginRedirect', () => {
  it('sends an unauthenticated editor to the login page after 200 ms, to come back here', () => {
    vi.useFakeTimers();
    renderWithSite(<RedirectWhen status="unauthenticated" />);
    act(() => void vi.advanceTimersByTime(199));
    expect(assign).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledWith(
      '/login/?redirect_uri=%2Fpreview%2F%3Fp%3D290%26preview%3Dtrue',
    );
  });

  it('uses the login page of the current locale', () => {
    vi.useFakeTimers();
    renderWithSite(<RedirectWhen status="unauthenticated" />, { router: { locale: 'fr-FR' } });
    act(() => void vi.advanceTimersByTime(200));
    expect(assign.mock.calls[0]?.[0]).toMatch(/^\/fr-FR\/login\/\?redirect_uri=/);
  });

  it('does not come back with a spent login code', () => {
    vi.useFakeTimers();
    const url = new URL('http://localhost:3000/preview/?p=1&code=spent&preview=true');
    Object.assign(window.location, { href: url.href, search: url.search });
    renderWithSite(<RedirectWhen status="unauthenticated" />);
    act(() => void vi.advanceTimersByTime(200));
    expect(assign).toHaveBeenCalledWith(
      '/login/?redirect_uri=%2Fpreview%2F%3Fp%3D1%26preview%3Dtrue',
    );
  });

  it('leaves an authenticated editor where they are', () => {
    vi.useFakeTimers();
    renderWithSite(<RedirectWhen status="authenticated" />);
    act(() => void vi.advanceTimersByTime(1000));
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('PreviewScreen', () => {
  const request = { id: 290, typeName: null };

  it('shows the draft with the post template once the token route answers', async () => {
    const requests = siteAnswers(({ path, headers }) => {
      if (path === TOKEN_PATH)
        return json(200, { accessToken: 'tok', accessTokenExpiration: FAR_FUTURE });
      if (path === PREVIEW_API_PATH) {
        expect(headers.get('authorization')).toBe('Bearer tok');
        return json(200, {
          preview: {
            kind: 'post',
            status: 'draft',
            post: {
              id: 290,
              title: 'Studio 4.1 preview',
              date: '2026-11-02T16:40:00',
              uri: '/',
              categoryLabel: null,
              contentHtml: '<p>Draft, not for publication yet.</p>',
              blockSheets: [],
              featuredImage: null,
              stickyHeader: false,
            },
          },
        });
      }
      throw new Error(`unexpected ${path}`);
    });
    renderWithSite(
      <Layout layout={layoutFixture}>
        <PreviewScreen request={request} />
      </Layout>,
    );
    expect(await screen.findByRole('heading', { name: 'Studio 4.1 preview' })).toBeInTheDocument();
    // The post asks for a header that does not stick, as its public page does.
    const siteHeader = screen.getAllByRole('banner')[0] as HTMLElement;
    // The header follows once the layout has re-rendered with the preview's rule.
    await waitFor(() => expect(getComputedStyle(siteHeader).position).toBe('relative'));
    expect(screen.getByText('Draft, not for publication yet.')).toBeInTheDocument();
    expect(screen.getByText('Draft preview, not published')).toBeInTheDocument();
    // A draft has no public address to copy yet.
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(requests.map(({ url }) => url)).toContain(
      `http://localhost:3000${PREVIEW_API_PATH}?p=290`,
    );
  });

  it('shows a page’s own content with the page template', async () => {
    siteAnswers(({ path }) => {
      if (path === TOKEN_PATH)
        return json(200, { accessToken: 'tok', accessTokenExpiration: FAR_FUTURE });
      return json(200, {
        preview: {
          kind: 'page',
          status: 'revision',
          page: {
            id: 2,
            title: 'About The Tests',
            uri: '/about/',
            template: 'Default',
            contentHtml: '<h2>WordPress Theme Development Resources</h2>',
            blockSheets: [],
            passwordProtected: false,
            blocks: [],
          },
        },
      });
    });
    renderWithSite(<PreviewScreen request={{ id: 2, typeName: 'page' }} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About The Tests' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'WordPress Theme Development Resources' }),
    ).toBeInTheDocument();
  });

  it('sends an editor without a session to the login page', async () => {
    const requests = siteAnswers(() => json(401, { error: 'unauthorized' }));
    renderWithSite(<PreviewScreen request={request} />);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(assign.mock.calls[0]?.[0]).toBe(
      '/login/?redirect_uri=%2Fpreview%2F%3Fp%3D290%26preview%3Dtrue',
    );
    expect(requests.filter(({ path }) => path === PREVIEW_API_PATH)).toEqual([]);
    // Never signed in here: no session to have expired.
    expect(sessionStorage.getItem(FLASH_TOAST_KEY)).toBeNull();
  });

  it('logs out: the cookie route is called, the token forgotten, and it says so', async () => {
    siteAnswers(({ path }) => {
      if (path === TOKEN_PATH)
        return json(200, { accessToken: 'tok', accessTokenExpiration: FAR_FUTURE });
      if (path === LOGOUT_PATH) return json(200, { loggedOut: true });
      return json(404, { error: 'not_found' });
    });
    renderWithSite(<PreviewScreen request={request} />);
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('You have logged out.')).toBeInTheDocument();
    expect(accessTokens.current()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    // Asked for, so not told as a session that expired.
    expect(screen.queryByText('Your session has expired. Please log in again.')).toBeNull();
    expect(sessionStorage.getItem(FLASH_TOAST_KEY)).toBeNull();
  });
});

describe('PreviewScreen toasts', () => {
  const request = { id: 2, typeName: 'page' };
  const revision = {
    preview: {
      kind: 'page',
      status: 'revision',
      page: {
        id: 2,
        title: 'About The Tests',
        uri: '/about/',
        template: 'Default',
        contentHtml: '<p>Edited, not published yet.</p>',
        blockSheets: [],
        passwordProtected: false,
        blocks: [],
      },
    },
  };
  /** The token route and the preview route, each answering from its own queue (last one stays). */
  function answer(tokens: (() => Response)[], previews: (() => Response)[]) {
    siteAnswers(({ path }) => {
      const queue = path === TOKEN_PATH ? tokens : previews;
      return (queue.length > 1 ? queue.shift() : queue[0])!();
    });
  }
  const token = () => json(200, { accessToken: 'tok', accessTokenExpiration: FAR_FUTURE });
  const notifications = (name = 'Notifications') => within(screen.getByRole('region', { name }));
  /** After userEvent.setup(), which puts its own clipboard in the navigator. */
  const clipboardWith = (writeText: ReturnType<typeof vi.fn>) =>
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  function renderPreview() {
    renderWithSite(
      <>
        <PreviewScreen request={request} />
        <ToastRegion />
      </>,
    );
  }

  it('keeps the content when a refresh fails, and says so in an alert toast', async () => {
    answer([token], [() => json(200, revision), () => json(502, { error: 'bad_gateway' })]);
    renderPreview();
    expect(await screen.findByText('Edited, not published yet.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh preview' }));
    expect((await notifications().findByRole('alert')).textContent).toContain(
      'The preview could not be refreshed. Please try again.',
    );
    expect(screen.getByText('Edited, not published yet.')).toBeInTheDocument();
  });

  it('tells an editor whose session expired, here and on the login page it sends them to', async () => {
    let sessionEnded = false;
    siteAnswers(({ path }) => {
      if (sessionEnded) return json(401, { error: 'unauthorized' });
      return path === TOKEN_PATH ? token() : json(200, revision);
    });
    renderPreview();
    expect(await screen.findByText('Edited, not published yet.')).toBeInTheDocument();
    // WordPress stops accepting the token, and the refresh cookie is refused too.
    sessionEnded = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh preview' }));
    const expired = 'Your session has expired. Please log in again.';
    expect((await notifications().findByRole('status')).textContent).toContain(expired);
    expect(JSON.parse(sessionStorage.getItem(FLASH_TOAST_KEY) ?? '{}')).toMatchObject({
      title: expired,
      status: 'warning',
    });
    await waitFor(() => expect(assign.mock.calls[0]?.[0]).toMatch(/^\/login\/\?redirect_uri=/));
  });

  it('copies the public address of a revision, says so, and the toast closes after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer([token], [() => json(200, revision)]);
    renderPreview();
    expect(await screen.findByText('Edited, not published yet.')).toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.fn().mockResolvedValue(undefined);
    clipboardWith(writeText);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/about/');
    expect((await notifications().findByRole('status')).textContent).toContain('Link copied.');
    act(() => void vi.advanceTimersByTime(5000));
    expect(notifications().queryByRole('status')).toBeNull();
  });

  it('says so when the link cannot be copied', async () => {
    answer([token], [() => json(200, revision)]);
    renderWithSite(
      <>
        <PreviewScreen request={request} />
        <ToastRegion />
      </>,
      { router: { locale: 'de-DE' } },
    );
    expect(await screen.findByText('Edited, not published yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    clipboardWith(vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Link kopieren' }));
    expect((await notifications('Benachrichtigungen').findByRole('alert')).textContent).toContain(
      'Der Link konnte nicht kopiert werden.',
    );
  });
});
