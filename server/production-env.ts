// Imported first by site-server.ts, before Next and React are loaded: as `next start` does, a
// server started without NODE_ENV runs React's production build.
// (Next's types declare NODE_ENV read-only; it is not, before Next is loaded.)
(process.env as Record<string, string | undefined>).NODE_ENV ??= 'production';

export {};
