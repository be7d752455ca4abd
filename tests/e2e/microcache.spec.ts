import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { runContentEdit } from './support/content-edit';
import { demoSource } from './support/content-services';
import {
  type EditableContentService,
  startEditableContentService,
} from './support/editable-content-service';
import { type RunningSite, startSite } from './support/next-servers';

/**
 * The page microcache of `npm start` (lib/microcache/), end to end, on a server of this spec's
 * own: kept a minute here (1 s by default) so that what it answers is told apart from what Next
 * answers, and pages turn stale after 1 s so that Next would show an edit by itself.
 */
const SECRET = 'e2e-microcache-secret-not-for-production';
const POST = { id: 174, path: '/news/company/lavanda-turns-five/', title: 'Lavanda turns five' };

let content: EditableContentService;
let site: RunningSite;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  content = await startEditableContentService('microcache-content', demoSource);
  site = await startSite('microcache', content.url, {
    REVALIDATE_SECRET: SECRET,
    REVALIDATE_SECONDS: '1',
    PAGE_MICROCACHE_MS: '60000',
  });
});

test.afterAll(async () => {
  await site?.stop();
  await content?.close();
});

/** `content:edit set-title`, telling the site or not. */
async function setTitle(title: string, tellSite: boolean): Promise<void> {
  const told = tellSite ? { url: site.url, secret: SECRET } : undefined;
  const run = await runContentEdit(content.file, ['set-title', String(POST.id), title], told);
  expect(run.code).toBe(0);
}

const titleOf = async (response: APIResponse) =>
  /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1] ?? null;

/** The headers a client reads, without those the connection writes per answer. */
function pageHeaders(response: APIResponse): Record<string, string> {
  const headers = { ...response.headers() };
  for (const name of ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']) {
    delete headers[name];
  }
  return headers;
}

/** Asks for the post until Next answers it from its own cache (a fresh server renders it first). */
async function untilNextServesItsCopy(request: APIRequestContext): Promise<APIResponse> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await request.get(`${site.url}${POST.path}`);
    if (response.headers()['x-nextjs-cache'] === 'HIT') return response;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('Next never served the post from its cache');
}

test("a page Next served from its cache is answered again with Next's headers and body", async ({
  request,
}) => {
  const fromNext = await untilNextServesItsCopy(request);
  const kept = await request.get(`${site.url}${POST.path}`);
  expect(kept.status()).toBe(200);
  expect(pageHeaders(kept)).toEqual(pageHeaders(fromNext));
  expect(await kept.text()).toBe(await fromNext.text());
  expect(await titleOf(kept)).toBe(POST.title);
});

test('a kept page is answered for its lifetime, and a revalidation replaces it at once', async ({
  request,
}) => {
  // Edited without telling the site: Next alone would show it within about a second (stale
  // after 1 s, regenerated on the next request); the microcache keeps answering its copy.
  await setTitle(`${POST.title}, kept`, false);
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  for (let i = 0; i < 3; i++) {
    expect(await titleOf(await request.get(`${site.url}${POST.path}`))).toBe(POST.title);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  // Told: the revalidation regenerates the page, then drops every kept copy.
  await setTitle(`${POST.title}, revalidated`, true);
  const fresh = await request.get(`${site.url}${POST.path}`);
  expect(await titleOf(fresh)).toBe(`${POST.title}, revalidated`);
});
