import { blockPresets } from './block-presets';
import { PreviewNodeDocument } from '../generated/graphql';
import { createReshapeContext } from '../reshape/context';
import { reshapePreview } from '../reshape/preview';
import type { PreviewResult } from '../types/preview';
import { type Backend, defaultBackend } from './backend';

export interface PreviewRequest {
  /** The post's or page's database id (`p`). */
  id: number;
  /** `typeName`/`postType` of the preview link, when it named one. */
  typeName: string | null;
}

/**
 * An editor's preview with their access token: one request. WordPress answers an unaccepted
 * token as a visitor (no error): `viewer` null is reported as unauthorized, so the browser can
 * refresh its token or send the editor to the login page.
 */
export async function getPreview(
  request: PreviewRequest,
  accessToken: string,
  backend: Backend = defaultBackend(),
): Promise<PreviewResult> {
  const answer = await backend.client(
    PreviewNodeDocument,
    { id: String(request.id) },
    { accessToken },
  );
  if (!answer.viewer) return { kind: 'unauthorized' };
  if (!answer.node) return { kind: 'not-found' };
  const presets = await blockPresets(backend).current();
  const context = createReshapeContext(
    backend.env,
    answer.generalSettings?.url ?? null,
    presets?.href ?? null,
  );
  const preview = reshapePreview(answer.node, request.typeName, context, answer.original);
  return preview ? { kind: 'found', preview } : { kind: 'not-found' };
}
