import { describe, expect, it } from 'vitest';
import { SCRIPT_LIST_ID } from '../../lib/next/after-paint-scripts';
import { scriptsOfHtml } from './first-load-js';

describe('scriptsOfHtml', () => {
  it('reads the script tags of a page as Next writes them, nomodule polyfills left out', () => {
    const html =
      '<head><script src="/_next/static/chunks/polyfills.js" nomodule=""></script>' +
      '<script src="/_next/static/chunks/a.js" defer=""></script>' +
      '<script src="https://elsewhere.example/x.js"></script>' +
      '<script>inline()</script><script src="/_next/static/b/_buildManifest.js" defer=""></script></head>';
    expect(scriptsOfHtml(html)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/b/_buildManifest.js',
    ]);
  });

  it('reads the list the after-paint loader fetches, in its order', () => {
    const list = JSON.stringify(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    const html =
      `<head><script>bootstrap()</script><script id="${SCRIPT_LIST_ID}" type="application/json">` +
      `${list}</script><script>loader()</script></head>`;
    expect(scriptsOfHtml(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });
});
