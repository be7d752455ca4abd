// Imported first by site-server.ts, before Next and React are loaded: as `next start` does, a
// server started without NODE_ENV runs React's production build.
// @ts-expect-error Next's types declare NODE_ENV read-only; it is writable before Next is loaded.
process.env.NODE_ENV ??= 'production';

export {};
