import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_PARAMS_ERROR } from '../../preview/preview-params';
import type { PreviewResult } from '../../wordpress/types/preview';
import { createPreviewHandler } from './preview-handler';
import { type TestApiServer, serveApi } from './test-api-server';

let server: TestApiServer | undefined;
afterEach(() => server?.close());

const FOUND: PreviewResult = {
  kind: 'found',
  preview: {
    kind: 'post',
    status: 'draft',
    post: {
      id: 290,
      title: 'Draft',
      date: null,
      publishedAt: null,
      modifiedAt: null,
      authorName: null,
      uri: '/',
      categoryLabel: null,
      contentHtml: '<p>Draft text</p>',
      blockSheets: [],
      blockCss: '',
      passwordProtected: false,
      featuredImage: null,
      stickyHeader: false,
    },
  },
};

async function start(result: PreviewResult) {
  const getPreview = vi.fn(async () => result);
  server = await serveApi(createPreviewHandler({ getPreview }));
  const get = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${server?.url}/api/faust/preview/${query}`, { headers });
  return { getPreview, get };
}

const bearer = { authorization: 'Bearer abc+/=' };

describe('the preview route', () => {
  it('answers the preview for the editor’s token, never to be stored', async () => {
    const { get, getPreview } = await start(FOUND);
    const response = await get('?p=290&typeName=Post', bearer);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ preview: FOUND.kind === 'found' && FOUND.preview });
    expect(getPreview).toHaveBeenCalledWith({ id: 290, typeName: 'Post' }, 'abc+/=');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('needs one numeric p (usePreviewNode()’s message); preview=true is implied', async () => {
    const { get, getPreview } = await start(FOUND);
    for (const query of ['', '?p=x', '?p=1&p=2', '?preview=true']) {
      const response = await get(query, bearer);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: PREVIEW_PARAMS_ERROR });
    }
    expect(getPreview).not.toHaveBeenCalled();
  });

  it('is 401 without a Bearer token, or when WordPress did not accept it', async () => {
    const { get } = await start({ kind: 'unauthorized' });
    expect((await get('?p=1')).status).toBe(401);
    expect((await get('?p=1', { authorization: 'Basic eDp5' })).status).toBe(401);
    expect((await get('?p=1', bearer)).status).toBe(401);
  });

  it('is 404 for a node without a preview', async () => {
    const { get } = await start({ kind: 'not-found' });
    expect((await get('?p=1', bearer)).status).toBe(404);
  });
});
