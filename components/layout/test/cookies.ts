import { cookieAgreedScript } from '../cookie/cookieAgreedScript';

/** A cookie as jsdom stores it (tough-cookie), with its attributes. */
interface StoredCookie {
  key: string;
  value: string;
  path: string | null;
  sameSite: string;
  expires: Date | 'Infinity';
}

/** vitest's jsdom environment exposes the JSDOM instance as a global. */
declare const jsdom: { cookieJar: { getCookiesSync(url: string): StoredCookie[] } };

/** The cookie `name` as the (jsdom) browser stored it for this page, attributes included. */
export function storedCookie(name: string): StoredCookie | undefined {
  return jsdom.cookieJar.getCookiesSync(location.href).find((cookie) => cookie.key === name);
}

/** Runs the script <head> runs before first paint (pages/_document.tsx) on this page's cookies. */
export function runCookieAgreedScript(): void {
  new Function(cookieAgreedScript)();
}
