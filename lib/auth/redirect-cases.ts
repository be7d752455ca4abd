/**
 * The redirect table every place that redirects is tested against (safeRedirectPath itself, the
 * login page's return address, the token route): target → where the browser may go (null: the
 * fallback). Shared so the three cannot drift apart.
 */
export const SITE_ORIGIN = 'http://localhost:3000';

export const REDIRECT_CASES: [target: string, expected: string | null][] = [
  // Kept: paths on this site, with query and fragment.
  ['/', '/'],
  ['/preview/?p=290&preview=true', '/preview/?p=290&preview=true'],
  [
    '/de-DE/some-post/?preview=true&p=1&typeName=Post',
    '/de-DE/some-post/?preview=true&p=1&typeName=Post',
  ],
  ['/search/a%20b/#results', '/search/a%20b/#results'],
  ['/@evil.example', '/@evil.example'],
  [
    '/greek/%CE%B5%CF%80%CE%AF%CF%80%CE%B5%CE%B4%CE%BF-2/',
    '/greek/%CE%B5%CF%80%CE%AF%CF%80%CE%B5%CE%B4%CE%BF-2/',
  ],
  ['http://localhost:3000/preview/?p=1&preview=true', '/preview/?p=1&preview=true'],
  // Other hosts, however written.
  ['//evil.example', null],
  ['//evil.example/path', null],
  ['/\\evil.example', null],
  ['\\\\evil.example', null],
  ['https://evil.example', null],
  ['https://evil.example/preview/', null],
  ['http:evil.example', null],
  ['///evil.example', null],
  ['/%2F%2Fevil.example', null],
  ['/%2f%2fevil.example', null],
  ['/%5Cevil.example', null],
  ['/%252F%252Fevil.example', null],
  // Schemes that run code or carry data.
  ['javascript:alert(1)', null],
  ['JaVaScRiPt:alert(1)', null],
  ['data:text/html,<script>alert(1)</script>', null],
  // User-info tricks.
  ['http://localhost:3000@evil.example/', null],
  ['http://evil.example@localhost:3000/', null],
  ['//localhost:3000@evil.example', null],
  ['https://localhost:3000/', null],
  ['http://localhost:3001/', null],
  // Control characters (URL parsers drop tabs and newlines: `/\t/evil.example` is `//evil.example`).
  ['/\t/evil.example', null],
  ['/\n/evil.example', null],
  ['/\r\n/evil.example', null],
  ['/%09/evil.example', null],
  ['/%0a/evil.example', null],
  ['/path\u0000', null],
  ['/%0d%0aSet-Cookie:x=1', null],
  ['/%7f', null],
  ['/%C2%85', null],
  // Line and paragraph separators (line breaks in JavaScript and some log viewers).
  ['/a\u2028b', null],
  ['/a%E2%80%A8b', null],
  ['/a%e2%80%a9b', null],
  [' /preview/', null],
  // Unicode look-alikes of the solidus and reverse solidus.
  ['／／evil.example', null],
  ['/／evil.example', null],
  ['/%EF%BC%8F%EF%BC%8Fevil.example', null],
  ['⁄⁄evil.example', null],
  ['＼＼evil.example', null],
  // Not a path at all.
  ['', null],
  ['evil.example', null],
  ['preview/', null],
];
