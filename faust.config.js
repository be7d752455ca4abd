// @ts-check
const { setConfig } = require('@faustwp/core');
const possibleTypes = require('./possibleTypes.json');

/** @type {import('@faustwp/core').FaustConfig} */
module.exports = setConfig({
  templates: {},
  plugins: [],
  possibleTypes,
  usePersistedQueries: false,
});
