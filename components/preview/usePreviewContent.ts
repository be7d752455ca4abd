import { useEffect, useRef, useState } from 'react';
import type { AuthStatus } from '@/lib/auth/client/useAuth';
import { accessTokens } from '@/lib/auth/client/session';
import { PREVIEW_API_PATH } from '@/lib/auth/paths';
import type { PreviewRequest } from '@/lib/wordpress/api/preview';
import type { PreviewData } from '@/lib/wordpress/types/preview';

export type PreviewContent =
  | { kind: 'loading' }
  | { kind: 'found'; preview: PreviewData }
  | { kind: 'not-found' }
  | { kind: 'failed' };

/**
 * The preview route's address for a checked request (only the parameters it reads). Without
 * `preview=true`: withFaust's redirect would send any address carrying it to the preview page.
 */
export function previewApiAddress({ id, typeName }: PreviewRequest): string {
  const query = new URLSearchParams({ p: String(id) });
  if (typeName) query.set('typeName', typeName);
  return `${PREVIEW_API_PATH}?${query}`;
}

async function load(request: PreviewRequest, token: string): Promise<Response> {
  return fetch(previewApiAddress(request), {
    headers: { authorization: `Bearer ${token}` },
    cache: 'no-store',
  });
}

/**
 * Loads the preview with the editor's access token. A token WordPress no longer accepts is
 * replaced once from the refresh cookie; if that fails too the token is cleared, which makes the
 * editor unauthenticated (and sent to the login page).
 */
async function fetchPreview(request: PreviewRequest): Promise<PreviewContent> {
  let token = accessTokens.current() ?? (await accessTokens.fetch());
  if (!token) return { kind: 'loading' };
  let response = await load(request, token);
  if (response.status === 401) {
    token = await accessTokens.fetch();
    if (!token) return { kind: 'loading' };
    response = await load(request, token);
  }
  if (response.status === 401) {
    accessTokens.clear();
    return { kind: 'loading' };
  }
  if (response.status === 404) return { kind: 'not-found' };
  const body = (await response.json().catch(() => null)) as { preview?: PreviewData } | null;
  return response.ok && body?.preview
    ? { kind: 'found', preview: body.preview }
    : { kind: 'failed' };
}

/**
 * The preview's content once the editor is signed in; `version` changes to load it again. A
 * reload that fails keeps the content the editor was reading and calls `onRefreshFailed`.
 */
export function usePreviewContent(
  status: AuthStatus,
  request: PreviewRequest,
  version: number,
  onRefreshFailed?: () => void,
): PreviewContent {
  const [content, setContent] = useState<PreviewContent>({ kind: 'loading' });
  // Read when a load ends, without making the load depend on them.
  const shown = useRef(content);
  const refreshFailed = useRef(onRefreshFailed);
  useEffect(() => {
    shown.current = content;
    refreshFailed.current = onRefreshFailed;
  });
  const { id, typeName } = request;
  useEffect(() => {
    if (status !== 'authenticated') return;
    let active = true;
    fetchPreview({ id, typeName })
      .catch((): PreviewContent => ({ kind: 'failed' }))
      .then((next) => {
        if (!active) return;
        if (next.kind === 'failed' && shown.current.kind === 'found') refreshFailed.current?.();
        else setContent(next);
      });
    return () => {
      active = false;
    };
  }, [status, id, typeName, version]);
  return content;
}
