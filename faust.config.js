// @ts-check
import { setConfig } from '@faustwp/core';
import templates from './wp-templates';

/**
 * Faust's configuration, as a Faust project writes it: the templates are wp-templates' map. The
 * site chooses among them on the server (lib/routing/template-hierarchy.ts) and does not load
 * Faust's client runtime on public pages, so nothing imports this file into a page bundle.
 *
 * @type {import('@faustwp/core').FaustConfig}
 */
export default setConfig({
  templates,
  plugins: [],
  // Faust's type asks for a map; it feeds only Apollo's cache, and the site's Apollo client keeps
  // no cache (lib/wordpress/client/graphql-client.ts: ISR caches whole pages), so it stays empty.
  possibleTypes: {},
  usePersistedQueries: false,
});
