// faust.config.js registers its configuration with Faust (setConfig) and exports what setConfig
// returns, nothing: read it back with getConfig() from @faustwp/core.
export {};
