import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsShared } from '../support/needs-shared';
import { type Backends, startBackends } from './backends';
import { normalise, normaliseText } from './normalise';

/*
 * The REST routes the content service answers (core's /wp/v2/posts, /wp/v2/posts/ID,
 * /wp/v2/categories, /wp/v2/users/me, FaustWP's namespace, Yoast's get_head) asked of a fresh
 * live WordPress and of the content service on the same data: searches (one word, several, a
 * quoted phrase, an exclusion, accents, upper case, a common word, an absent one, 1–2 letters),
 * paging (page, per_page, offset), order and every orderby, include/exclude, slug, status as an
 * anonymous reader, terms, sticky, dates, _fields, _embed, context=edit, wrong methods, unknown
 * routes and ?rest_route= forms. Status, the headers below and the body must be the same once
 * normalise.ts has mapped WordPress's origin.
 *
 * Collections ask for the fields the content service gives (`_fields`): it does not yet render
 * titles, content, Yoast's head or _links in its items. Orders that leave rows tied on their key
 * (posts by parent, categories by count, description or term group, two categories named
 * "Foo A") are not asked: MariaDB returns tied rows in an order of its own (normalise.ts, 3.).
 */

const available = needsShared('wordpress-live', 'wordpress-reference');

/** The fields of a post and a category the content service gives. */
const P = '_fields=id,date,date_gmt,modified,modified_gmt,slug,status,type,link,author';
const C = '_fields=id,count,description,link,name,slug,taxonomy,parent';

/** `METHOD path` (GET when no method is given). */
const REQUESTS = [
  `/wp-json/wp/v2/posts?${P}`,
  `/wp-json/wp/v2/posts?${P}&search=template`,
  `/wp-json/wp/v2/posts?${P}&search=template%20sticky`,
  `/wp-json/wp/v2/posts?${P}&search=%22template%20sticky%22`,
  `/wp-json/wp/v2/posts?${P}&search=template%20-sticky`,
  `/wp-json/wp/v2/posts?${P}&search=caf%C3%A9`,
  `/wp-json/wp/v2/posts?${P}&search=TEMPLATE`,
  `/wp-json/wp/v2/posts?${P}&search=the`,
  `/wp-json/wp/v2/posts?${P}&search=a`,
  `/wp-json/wp/v2/posts?${P}&search=is`,
  `/wp-json/wp/v2/posts?${P}&search=zzzqqq`,
  `/wp-json/wp/v2/posts?${P}&search=`,
  `/wp-json/wp/v2/posts?${P}&search=%20`,
  `/wp-json/wp/v2/posts?${P}&page=2`,
  `/wp-json/wp/v2/posts?${P}&page=6`,
  `/wp-json/wp/v2/posts?${P}&page=7`,
  `/wp-json/wp/v2/posts?${P}&page=0`,
  `/wp-json/wp/v2/posts?${P}&per_page=0`,
  `/wp-json/wp/v2/posts?${P}&per_page=1`,
  `/wp-json/wp/v2/posts?${P}&per_page=101`,
  `/wp-json/wp/v2/posts?${P}&per_page=-1`,
  `/wp-json/wp/v2/posts?${P}&per_page=abc`,
  `/wp-json/wp/v2/posts?${P}&offset=3`,
  `/wp-json/wp/v2/posts?${P}&offset=3&page=2`,
  `/wp-json/wp/v2/posts?${P}&order=asc`,
  `/wp-json/wp/v2/posts?${P}&order=up`,
  `/wp-json/wp/v2/posts?${P}&orderby=title`,
  `/wp-json/wp/v2/posts?${P}&orderby=id`,
  `/wp-json/wp/v2/posts?${P}&orderby=slug`,
  `/wp-json/wp/v2/posts?${P}&orderby=modified`,
  `/wp-json/wp/v2/posts?${P}&orderby=author`,
  `/wp-json/wp/v2/posts?${P}&orderby=include&include=5,1,3`,
  `/wp-json/wp/v2/posts?${P}&orderby=include_slugs&slug=hello-world,markup-html-tags-and-formatting`,
  `/wp-json/wp/v2/posts?${P}&orderby=relevance`,
  `/wp-json/wp/v2/posts?${P}&orderby=relevance&search=template`,
  `/wp-json/wp/v2/posts?${P}&orderby=bogus`,
  `/wp-json/wp/v2/posts?${P}&include=1,2,3`,
  `/wp-json/wp/v2/posts?${P}&exclude=1`,
  `/wp-json/wp/v2/posts?${P}&slug=hello-world`,
  `/wp-json/wp/v2/posts?${P}&status=draft`,
  `/wp-json/wp/v2/posts?${P}&status=publish`,
  `/wp-json/wp/v2/posts?${P}&tags=1`,
  `/wp-json/wp/v2/posts?${P}&sticky=true`,
  `/wp-json/wp/v2/posts?${P}&sticky=false`,
  `/wp-json/wp/v2/posts?${P}&before=2013-01-01T00:00:00`,
  `/wp-json/wp/v2/posts?${P}&after=2013-01-01T00:00:00`,
  `/wp-json/wp/v2/posts?${P}&after=notadate`,
  `/wp-json/wp/v2/posts?${P}&context=edit`,
  `/wp-json/wp/v2/posts?${P}&author=1`,
  `/wp-json/wp/v2/posts?_fields=id&_embed=1&per_page=2`,
  `/wp-json/wp/v2/posts/1?_fields=id,date,slug,status,type,link,title,author`,
  `/wp-json/wp/v2/posts/999999`,
  `/wp-json/wp/v2/posts/0`,
  `/wp-json/wp/v2/posts/1?context=edit`,
  `/wp-json/wp/v2/users/me`,
  `DELETE /wp-json/wp/v2/posts`,
  `PUT /wp-json/wp/v2/posts`,
  `POST /wp-json/wp/v2/posts`,
  `/wp-json/wp/v2/nope`,
  `/wp-json/nope/v1/x`,
  `/?rest_route=/wp/v2/posts&${P}&per_page=2`,
  `/wp-json/faustwp/v1`,
  `/wp-json/faustwp/v1/`,
  `/wp-json/yoast/v1/get_head?url=http://127.0.0.1:8080/2013/`,
  `/wp-json/wp/v2/posts?${P}&offset=100`,
  `/wp-json/wp/v2/posts?${P}&offset=100&page=2`,
  `/wp-json/wp/v2/posts?${P}&offset=-3`,
  `/wp-json/wp/v2/posts?${P}&order=asc&orderby=title`,
  `/wp-json/wp/v2/posts?${P}&orderby=relevance&search=block%20post`,
  `/wp-json/wp/v2/posts?${P}&orderby=title&search=block`,
  `/wp-json/wp/v2/posts?${P}&include=1241,1000,1787&orderby=include`,
  `/wp-json/wp/v2/posts?${P}&include=1241,1000,1787`,
  `/wp-json/wp/v2/posts?${P}&include=1241,abc`,
  `/wp-json/wp/v2/posts?${P}&exclude=1241,1000`,
  `/wp-json/wp/v2/posts?${P}&author=2`,
  `/wp-json/wp/v2/posts?${P}&author_exclude=2`,
  `/wp-json/wp/v2/posts?${P}&categories=32`,
  `/wp-json/wp/v2/posts?${P}&categories=32,16`,
  `/wp-json/wp/v2/posts?${P}&tags=39`,
  `/wp-json/wp/v2/posts?${P}&sticky=true&include=1000`,
  `/wp-json/wp/v2/posts?${P}&sticky=maybe`,
  `/wp-json/wp/v2/posts?${P}&before=2013-01-01T00:00:00Z`,
  `/wp-json/wp/v2/posts?${P}&after=2012-01-07T07:07:21`,
  `/wp-json/wp/v2/posts?${P}&modified_after=2020-01-01T00:00:00`,
  `/wp-json/wp/v2/posts?${P}&before=2013-01-01&after=x&order=up`,
  `/wp-json/wp/v2/posts?${P}&status=publish,draft`,
  `/wp-json/wp/v2/posts?${P}&status=bogus`,
  `/wp-json/wp/v2/posts?${P}&slug=template-sticky,hello-world&orderby=include_slugs`,
  `/wp-json/wp/v2/posts?${P}&orderby=include_slugs`,
  `/wp-json/wp/v2/posts?${P}&context=view&per_page=3&page=2`,
  `/wp-json/wp/v2/posts?${P}&context=bogus`,
  `/wp-json/wp/v2/posts?${P}&search=template&page=2`,
  `/wp-json/wp/v2/posts?${P}&search=%C3%A9`,
  `/wp-json/wp/v2/posts?${P}&search=-template`,
  `/wp-json/wp/v2/posts?${P}&search=Cat%C3%A9gorie`,
  `/wp-json/wp/v2/posts?${P}&tax_relation=OR&categories=32&tags=39`,
  `/wp-json/wp/v2/categories?${C}`,
  `/wp-json/wp/v2/categories?${C}&hide_empty=true`,
  `/wp-json/wp/v2/categories?${C}&hide_empty=1&page=7`,
  `/wp-json/wp/v2/categories?${C}&hide_empty=false`,
  `/wp-json/wp/v2/categories?${C}&hide_empty=x`,
  `/wp-json/wp/v2/categories?${C}&search=a`,
  `/wp-json/wp/v2/categories?${C}&search=CHILD`,
  `/wp-json/wp/v2/categories?${C}&search=zzz`,
  `/wp-json/wp/v2/categories?${C}&parent=0`,
  `/wp-json/wp/v2/categories?${C}&parent=39`,
  `/wp-json/wp/v2/categories?${C}&post=1`,
  `/wp-json/wp/v2/categories?${C}&post=1241`,
  `/wp-json/wp/v2/categories?${C}&post=abc`,
  `/wp-json/wp/v2/categories?${C}&orderby=id`,
  `/wp-json/wp/v2/categories?${C}&orderby=slug`,
  `/wp-json/wp/v2/categories?${C}&orderby=include&include=32,1,16`,
  `/wp-json/wp/v2/categories?${C}&include=32,1,16`,
  `/wp-json/wp/v2/categories?${C}&exclude=1,2`,
  `/wp-json/wp/v2/categories?${C}&orderby=include_slugs&slug=markup,uncategorized`,
  `/wp-json/wp/v2/categories?${C}&orderby=bogus`,
  `/wp-json/wp/v2/categories?${C}&order=desc`,
  `/wp-json/wp/v2/categories?${C}&slug=markup`,
  `/wp-json/wp/v2/categories?${C}&page=3&per_page=10`,
  `/wp-json/wp/v2/categories?${C}&page=300`,
  `/wp-json/wp/v2/categories?${C}&per_page=0`,
  `/wp-json/wp/v2/categories?${C}&context=edit`,
  `/?rest_route=/wp/v2/categories&${C}&per_page=2`,
  `POST /wp-json/wp/v2/categories?name=x`,
  `/wp-json/wp/v2/posts?${P}&search=post`,
  `/wp-json/wp/v2/posts?${P}&search=%22hello%20world%22`,
  `/wp-json/wp/v2/posts?${P}&search=block%20-gallery&orderby=relevance`,
  `/wp-json/wp/v2/posts?${P}&search=of&per_page=3`,
  `/wp-json/wp/v2/posts?${P}&search=caf%C3%A9s%20r%C3%A9sum%C3%A9`,
  `/wp-json/wp/v2/posts?${P}&search=Hello&slug=hello-world`,
  '/wp-json/wp/v2/posts/1241?_fields=id,date,slug,status,type,link,title,author',
  '/wp-json/wp/v2/posts/abc',
  '/wp-json/wp/v2/posts/1168?_fields=id,date,slug,status,type,link,author',
  '/wp-json/wp/v2/posts/1168?_fields=id,date,slug,status,type,link,title,author&password=enter',
  '/wp-json/wp/v2/posts/1241?context=edit',
  '/wp-json/wp/v2/users/me',
  'HEAD /wp-json/wp/v2/categories?per_page=2',
  'PATCH /wp-json/wp/v2/categories',
];

const HEADERS = ['x-wp-total', 'x-wp-totalpages', 'link', 'allow', 'content-type'];

interface Answer {
  status: number;
  headers: Record<string, string | null>;
  body: unknown;
}

/** Sends `request` to `origin`, with what a differing origin changes mapped (`host`: WordPress's). */
async function send(origin: string, request: string, host: string | null): Promise<Answer> {
  const [method, path] = request.includes(' ') ? request.split(' ') : ['GET', request];
  const res = await fetch(`${origin}${path}`, { method, redirect: 'manual' });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text === '' ? '' : (JSON.parse(text) as unknown);
  } catch {
    // Not JSON: compared as text.
  }
  return {
    status: res.status,
    headers: Object.fromEntries(
      HEADERS.map((name) => {
        const value = res.headers.get(name);
        return [name, value === null ? null : normaliseText(value, host)];
      }),
    ),
    body: normalise(body, host),
  };
}

describe.runIf(available)('REST API: the content service answers as the live WordPress', () => {
  let backends: Backends | undefined;

  beforeAll(async () => {
    backends = await startBackends();
  }, 240_000);
  afterAll(() => backends?.stop());

  it.each(REQUESTS)('%s', async (request) => {
    const wordpress = new URL(backends!.wordpressUrl);
    const [theirs, ours] = await Promise.all([
      send(wordpress.origin, request, wordpress.host),
      send(new URL(backends!.contentServiceUrl).origin, request, null),
    ]);
    expect(ours).toEqual(theirs);
  });

  it('asks questions whose answers differ: rows, errors and paging', async () => {
    const origin = new URL(backends!.wordpressUrl).origin;
    const status = async (path: string) => (await fetch(`${origin}${path}`)).status;
    expect(await status(`/wp-json/wp/v2/posts?${P}&orderby=relevance`)).toBe(400);
    expect(await status(`/wp-json/wp/v2/posts?${P}&search=template`)).toBe(200);
    const total = async (path: string) =>
      (await fetch(`${origin}${path}`)).headers.get('x-wp-total');
    expect(await total(`/wp-json/wp/v2/posts?${P}&search=template`)).not.toBe(
      await total(`/wp-json/wp/v2/posts?${P}`),
    );
  });
});
