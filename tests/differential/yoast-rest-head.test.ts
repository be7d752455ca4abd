import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsShared } from '../support/needs-shared';
import { type Backends, startBackends } from './backends';
import { normalise, REFERENCE_ORIGIN } from './normalise';

/*
 * Yoast's REST head (`GET /wp-json/yoast/v1/get_head?url=`) asked of a fresh live WordPress and of
 * the content service on the same data, for URLs of every kind Yoast tells apart
 * (Indexable_Head_Action::for_url, Meta_Surface::for_url): the home URL exactly, date archives,
 * posts, pages, terms and authors (all 404 here: the site's address has a port, which Yoast drops
 * from the URL before comparing it with stored permalinks), other hosts, and the route's own
 * refusals. A URL on the site is written with each backend's own origin (WordPress runs on a free
 * port); status and body must be the same once normalise.ts has mapped WordPress's origin and
 * masked Yoast's person hash.
 */

const available = needsShared('wordpress-live', 'wordpress-reference');

const SITE = 'SITE';
const GREEK = '/greek/επίπεδο-2/επίπεδο-3/';

/** The `url` parameter of each request (SITE stands for the backend's origin); null: none. */
const URLS: Record<string, string | null> = {
  'home URL': `${SITE}/`,
  'home URL without its slash': SITE,
  post: `${SITE}/template-sticky/`,
  'nested page': `${SITE}/level-1/level-2/level-3/`,
  'Greek nested page': `${SITE}${GREEK}`,
  'Greek nested page, percent-encoded': `${SITE}${encodeURI(GREEK)}`,
  'Greek nested page, percent-encoded in lower case': `${SITE}${encodeURI(GREEK).toLowerCase()}`,
  category: `${SITE}/category/markup/`,
  tag: `${SITE}/tag/8bit/`,
  author: `${SITE}/author/admin/`,
  'year archive': `${SITE}/2013/`,
  'month archive': `${SITE}/2013/01/`,
  'day archive': `${SITE}/2013/01/10/`,
  'paged day archive': `${SITE}/2013/01/10/page/2/`,
  'year archive without its slash': `${SITE}/2013`,
  'date archive with a query string': `${SITE}/2013/01/?x=1`,
  'home URL with a query string': `${SITE}/?x=1`,
  'post ID query': `${SITE}/?p=1`,
  'post with a query string': `${SITE}/template-sticky/?x=1`,
  'unknown path': `${SITE}/no-such-page/`,
  'front-end URL': 'http://localhost:3000/template-sticky/',
  'front-end home URL': 'http://localhost:3000/',
  'another host': 'https://example.com/template-sticky/',
  'the site without its port': 'http://127.0.0.1/2013/',
  'invalid URL': 'not a url',
  'empty URL': '',
  'scheme-relative URL': '//127.0.0.1/2013/',
  'missing url parameter': null,
};

interface Answer {
  status: number;
  body: unknown;
}

/** Asks the backend at `server` for the head of `url`, with SITE read as `site`. */
async function getHead(server: string, site: string, url: string | null): Promise<Answer> {
  const query = url === null ? '' : `?url=${encodeURIComponent(url.replace(SITE, site))}`;
  const res = await fetch(`${server}/wp-json/yoast/v1/get_head${query}`);
  return { status: res.status, body: (await res.json()) as unknown };
}

describe.runIf(available)(
  'Yoast REST get_head: the content service answers as the live WordPress',
  () => {
    let backends: Backends | undefined;

    beforeAll(async () => {
      backends = await startBackends();
    }, 240_000);
    afterAll(() => backends?.stop());

    it.each(Object.entries(URLS))('%s', async (_name, url) => {
      const wordpressOrigin = new URL(backends!.wordpressUrl).origin;
      const wordpress = await getHead(wordpressOrigin, wordpressOrigin, url);
      // The content service serves the reference's origin; requests reach it on its own port.
      const contentService = new URL(backends!.contentServiceUrl).origin;
      const ours = await getHead(contentService, `http://${REFERENCE_ORIGIN}`, url);
      expect({
        status: ours.status,
        body: normalise(ours.body, null),
      }).toEqual({
        status: wordpress.status,
        body: normalise(wordpress.body, new URL(wordpressOrigin).host),
      });
    });

    it('covers the answers that matter: home and date heads, the 404 head, refusals', async () => {
      const origin = new URL(backends!.wordpressUrl).origin;
      const status = async (url: string) => (await getHead(origin, origin, url)).status;
      const statuses = await Promise.all(
        ['/', '/2013/01/', '/level-1/'].map((p) => status(SITE + p)),
      );
      expect(statuses).toEqual([200, 200, 404]);
      expect(await status('not a url')).toBe(400);
    });
  },
);
