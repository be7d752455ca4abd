import type { RedirectRule } from '../../redirects/redirect-rules';
import { SeoRedirectsDocument } from '../generated/graphql';
import { createReshapeContext } from '../reshape/context';
import { reshapeRedirects } from '../reshape/redirects';
import { type Backend, defaultBackend } from './backend';

/** Yoast Premium's redirects (an empty list without Premium): one request. */
export async function getRedirectRules(
  backend: Backend = defaultBackend(),
): Promise<RedirectRule[]> {
  const answer = await backend.client(SeoRedirectsDocument, {});
  const context = createReshapeContext(backend.env, answer.generalSettings?.url ?? null);
  return reshapeRedirects(answer.seo?.redirects, context);
}
