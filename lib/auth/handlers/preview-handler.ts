import type { NextApiRequest, NextApiResponse } from 'next';
import { parsePreviewParams } from '../../preview/preview-params';
import type { PreviewRequest } from '../../wordpress/api/preview';
import type { PreviewResult } from '../../wordpress/types/preview';
import { sendJson, sendMethodNotAllowed } from '../http/respond';

export interface PreviewHandlerDeps {
  getPreview: (request: PreviewRequest, accessToken: string) => Promise<PreviewResult>;
}

const BEARER = /^Bearer ([A-Za-z0-9+/=_-]{1,512})$/;

/**
 * A preview's content for the preview page: the editor's access token (Authorization: Bearer)
 * is passed on to WordPress, the answer is reshaped and sanitised here, and nothing is stored by
 * any cache (`private, no-store`).
 */
export function createPreviewHandler(deps: PreviewHandlerDeps) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    res.setHeader('Vary', 'Authorization');
    if (req.method !== 'GET') return sendMethodNotAllowed(res, 'GET');
    const send = (status: number, body: unknown) =>
      sendJson(res, status, body, 'private, no-store');
    // Called without `preview=true`: withFaust redirects any address carrying it to /preview/.
    const params = parsePreviewParams({ ...req.query, preview: 'true' });
    if (!params.ok) return send(400, { error: params.error });
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return send(401, { error: 'unauthorized' });
    let result: PreviewResult;
    try {
      result = await deps.getPreview(params.request, token);
    } catch (error) {
      console.error('[preview] failed:', (error as Error).message);
      return send(502, { error: 'unavailable' });
    }
    if (result.kind === 'unauthorized') return send(401, { error: 'unauthorized' });
    if (result.kind === 'not-found') return send(404, { error: 'not_found' });
    send(200, { preview: result.preview });
  };
}
