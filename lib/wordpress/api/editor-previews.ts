import { describeGaps } from '../capabilities/named-capabilities';
import { type Backend, defaultBackend } from './backend';

/** What /login/ and /preview/ say on a WordPress without FaustWP. */
export const PREVIEWS_NEED_FAUSTWP =
  'Editor sign-in and previews need the FaustWP plugin, which this WordPress does not have. ' +
  'Install and activate FaustWP in WordPress (Plugins › Add New), then set FAUST_SECRET_KEY ' +
  'to its secret key (Settings › Faust).';

/**
 * Whether this WordPress has FaustWP (its GraphQL mutation for the editor's sign-in). Until
 * WordPress has answered once, it is taken to have it: the sign-in then reports WordPress away.
 */
export async function editorPreviewsAvailable(
  backend: Backend = defaultBackend(),
): Promise<boolean> {
  if (!backend.schema) return true;
  const snapshot = await backend.schema.current();
  return describeGaps(snapshot.gaps).present.has('faustwp');
}
