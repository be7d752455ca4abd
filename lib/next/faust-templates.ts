/*
 * Framework internals (one seam: lib/next/). Relies on Faust.js's template resolver,
 * `getPossibleTemplates(seed)` in `@faustwp/core/dist/mjs/getTemplate.js`, which @faustwp/core
 * does not export from its entry: WordPress's template hierarchy for a node, most specific first,
 * as Faust's own WordPressTemplate uses it. How to tell it broke: lib/next/framework-canary.test.ts
 * names "Faust template hierarchy"; or every route renders the index template.
 */
export { getPossibleTemplates } from '@faustwp/core/dist/mjs/getTemplate.js';
