import type { IncomingMessage, ServerResponse } from 'node:http';
import { createContext } from '../schema/context';
import type { Store } from '../store/open-store';
import { isFeedRequest, sendFeed } from './feed';
import {
  frontendRedirectTarget,
  isAdminPath,
  sendAdminRedirect,
  sendFrontendRedirect,
} from './frontend-redirects';
import { ROBOTS_PATH, sendRobotsTxt } from './robots-txt';
import { LOGIN_PATH, sendLoginPage } from './wp-login';

/*
 * The non-API URLs of the WordPress host, in the order WordPress decides them: files and
 * scripts it serves itself first, then FaustWP's redirect of everything a theme would render.
 * Answers false when nothing here applies (the caller answers 404).
 */
export function handleSiteRoute(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  search: URLSearchParams,
  db: Store,
): boolean {
  const rawUrl = req.url ?? '/';
  const ctx = createContext(db, null, { requestUri: rawUrl });
  // wp-login.php shows its form (a POST signs in: editor-login.ts, dispatched before this).
  if (pathname === LOGIN_PATH) {
    sendLoginPage(res, ctx, { redirectTo: search.get('redirect_to') ?? '' });
    return true;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (pathname === ROBOTS_PATH) {
    sendRobotsTxt(res, ctx);
    return true;
  }
  if (isFeedRequest(pathname, search)) {
    sendFeed(res, ctx);
    return true;
  }
  if (isAdminPath(pathname)) {
    sendAdminRedirect(res, ctx, rawUrl);
    return true;
  }
  const target = frontendRedirectTarget(ctx, rawUrl);
  if (target === null) return false;
  sendFrontendRedirect(res, ctx, target);
  return true;
}
