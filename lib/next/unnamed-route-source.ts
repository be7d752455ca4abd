/*
 * Framework internals (one seam: lib/next/; off with PLAIN_NEXT=1 where marked). Relies on
 * Next's compiled path-to-regexp (`next/dist/compiled/path-to-regexp`) and the options `next start`
 * compiles header sources with. Part of the served header rules (off with them). How to tell it
 * broke: lib/next/framework-canary.test.ts names "path-to-regexp".
 */
import { type Token, parse, pathToRegexp } from 'next/dist/compiled/path-to-regexp';

/** How `next start` compiles a header rule's source (router-utils/filesystem.js, getPathMatch). */
const NEXT_MATCH_OPTIONS = { delimiter: '/', strict: true, sensitive: false };

/** A literal part of a source, written so that path-to-regexp reads it as text again. */
function literal(text: string): string {
  return text.replace(/[\\:(){}*+?]/g, '\\$&');
}

function unnamedToken(token: Token): string {
  if (typeof token === 'string') return literal(token);
  const group = `(${token.pattern})`;
  if (!token.prefix && !token.suffix && !token.modifier) return group;
  return `{${literal(token.prefix)}${group}${literal(token.suffix)}}${token.modifier}`;
}

/**
 * `source` with every named parameter written as an unnamed group: the same pattern, matching the
 * same addresses, but without parameters once matched.
 *
 * Why: when a header rule's match has parameters, `next start` compiles every one of its header
 * values as a path template on every request (router-utils/resolve-routes.js, compileNonPath), and
 * a value with a colon in it (any Content-Security-Policy: `https:`, `data:`) goes through
 * path-to-regexp each time. With i18n every rule has one (Next puts its source under
 * `/:nextInternalLocale(…)`). Next drops unnamed groups from the parameters, so the values are
 * sent as they are. Only for rules whose values use no parameter, as the site's do.
 *
 * Returns `source` itself if the rewritten one would not compile to the very same expression.
 */
export function unnamedRouteSource(source: string): string {
  const unnamed = parse(source, NEXT_MATCH_OPTIONS).map(unnamedToken).join('');
  const same =
    pathToRegexp(unnamed, [], NEXT_MATCH_OPTIONS).source ===
    pathToRegexp(source, [], NEXT_MATCH_OPTIONS).source;
  return same ? unnamed : source;
}
