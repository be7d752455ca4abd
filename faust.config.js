// @ts-check
import { setConfig } from '@faustwp/core';
import possibleTypes from './possibleTypes.json';
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
  possibleTypes,
  usePersistedQueries: false,
});
