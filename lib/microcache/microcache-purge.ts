import { processWide } from '../cache/process-wide';

/**
 * The stored pages' clear functions of this process, on globalThis: the server that keeps them
 * (server/site-server.ts, compiled on its own) and the revalidation route (in Next's bundles)
 * each have their own copy of this module.
 */
const purges = () => processWide('pageMicrocachePurges', () => new Set<() => void>());

/** Registers a store's clear function; returns the function that unregisters it. */
export function onMicrocachePurge(clear: () => void): () => void {
  purges().add(clear);
  return () => purges().delete(clear);
}

/** Drops every page this process keeps in front of Next (after a revalidation). */
export function purgeMicrocache(): void {
  for (const clear of purges()) clear();
}
