/*
 * Framework internals (one seam: lib/next/; off with PLAIN_NEXT=1 where marked). Relies on Next's
 * pages-router client reading `hydrateRoot` off react-dom/client's module object at the moment it
 * hydrates (next/dist/client/index.js), after pages/_app has loaded, and on React's transition
 * hydration lane being time-sliced. Off with PLAIN_NEXT=1. How to tell it broke:
 * lib/next/framework-canary.test.ts names "hydration in a transition"; or Lighthouse's blocking
 * time jumps by 150+ ms on block pages.
 */
import { startTransition } from 'react';
import type { hydrateRoot } from 'react-dom/client';
import { PLAIN_NEXT } from './plain-next';

/** The part of react-dom/client's module object Next's client reads when it hydrates. */
export interface HydratingClient {
  hydrateRoot: typeof hydrateRoot;
}

const wrapped = new WeakSet<HydratingClient['hydrateRoot']>();

/**
 * Makes `client.hydrateRoot` hydrate inside a transition. Next's pages router calls it outside
 * one (next/dist/client/index.js, renderReactElement), so React hydrates the whole page at its
 * default hydration lane in one task: 45–60 ms on this machine for a page with blocks, 180–240 ms
 * on Lighthouse's four-times-slower phone, nearly all of it blocking time. Started in a
 * transition, React hydrates at the transition hydration lane, which it time-slices: it yields to
 * the browser every 5 ms (the same page then hydrates in tasks of 5–10 ms). Nothing a visitor sees
 * changes: the server's HTML is on screen throughout, and a click on a part not yet hydrated makes
 * React hydrate it at once and replay the click.
 */
export function hydrateInTransition(client: HydratingClient): void {
  const original = client.hydrateRoot;
  if (wrapped.has(original)) return;
  const inTransition: HydratingClient['hydrateRoot'] = (...args) => {
    let root: ReturnType<HydratingClient['hydrateRoot']> | undefined;
    startTransition(() => {
      root = original(...args);
    });
    return root!;
  };
  wrapped.add(inTransition);
  client.hydrateRoot = inTransition;
}

// Next reads `hydrateRoot` off this module object at the moment it hydrates, which is after
// pages/_app (which imports this file) has loaded; `require` gives the object itself, where an
// ES import would give a read-only namespace.
if (typeof window !== 'undefined' && !PLAIN_NEXT) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module object, see above
  hydrateInTransition(require('react-dom/client') as HydratingClient);
}
