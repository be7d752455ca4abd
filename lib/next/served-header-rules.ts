/*
 * Framework internals (one seam: lib/next/; off with PLAIN_NEXT=1 where marked). Relies on `next start`
 * serving the header rules `next build` wrote into routes-manifest.json (`headers[]`: `source`,
 * `regex`, `headers`, sources under `/:nextInternalLocale(…)`), never calling next.config's
 * `headers()` again, and reading the file after next.config.ts has loaded. Off with PLAIN_NEXT=1
 * (pages then carry the build's rules: frame-ancestors, no script hashes). How to tell it broke:
 * lib/next/framework-canary.test.ts names "served header rules"; or the server refuses to start
 * naming routes-manifest.json, or pages lose their CSP (security-headers browser tests).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'next/dist/compiled/path-to-regexp';
import type { HeaderRule } from '../http/security-headers';
import { unnamedRouteSource } from './unnamed-route-source';

/** A header rule as `next build` writes it into routes-manifest.json (the source compiled). */
interface BuiltHeaderRule extends HeaderRule {
  regex: string;
  /** The source as the build wrote it, kept once the served rule's is unnamed (see below). */
  builtSource?: string;
}

/** Whether a rule's headers use a parameter of its source (`:name` in a key or value). */
function usesParameters(source: string, headers: HeaderRule['headers']): boolean {
  const names = parse(source, { delimiter: '/' }).flatMap((token) =>
    typeof token === 'string' ? [] : [String(token.name)],
  );
  return headers.some(({ key, value }) =>
    names.some((name) => key.includes(`:${name}`) || value.includes(`:${name}`)),
  );
}

/**
 * The rule `next start` serves: the server's header values, and its source without named
 * parameters where the values use none, so that they are not compiled as templates on every
 * request (lib/next/unnamed-route-source.ts).
 */
function servedRule(built: BuiltHeaderRule, headers: HeaderRule['headers']): BuiltHeaderRule {
  const builtSource = built.builtSource ?? built.source;
  const source = usesParameters(builtSource, headers)
    ? builtSource
    : unnamedRouteSource(builtSource);
  return source === builtSource
    ? { ...built, source, headers }
    : { ...built, source, builtSource, headers };
}

/**
 * `next start` sends the header rules `next build` wrote into the build's routes-manifest.json;
 * it never calls next.config's `headers()` again. Some values are known only where the build is
 * served: a stored page's Content-Security-Policy holds the hashes of the inline scripts this
 * build wrote and the WordPress this server reads (lib/http/csp/page-policy.ts). So the server,
 * as it loads next.config.ts, writes its own values into the rules the build compiled: the same
 * rules in the same order, each matching the same addresses (its compiled pattern kept), only the
 * headers changed, and the source's parameters unnamed where the headers use none. Unchanged
 * rules leave the file as it is; a manifest whose rules are not these (another build, another
 * config) is refused rather than patched wrongly.
 */
export function writeServedHeaderRules(distDir: string, rules: HeaderRule[]): boolean {
  const file = path.join(distDir, 'routes-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { headers?: BuiltHeaderRule[] };
  const built = manifest.headers ?? [];
  const sameRules =
    built.length === rules.length &&
    // Next puts each source under its locale prefix (`/:nextInternalLocale(…)/:path*`).
    built.every((rule, index) => (rule.builtSource ?? rule.source).endsWith(rules[index]!.source));
  if (!sameRules) {
    throw new Error(
      `${file} holds other header rules than next.config.ts declares ` +
        `(${built.map((rule) => rule.source).join(', ')}): run \`next build\` again`,
    );
  }
  const served = built.map((rule, index) => servedRule(rule, rules[index]!.headers));
  if (JSON.stringify(served) === JSON.stringify(built)) return false;
  // Written whole, then renamed: a server starting beside this one never reads half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ ...manifest, headers: served }));
  renameSync(temporary, file);
  return true;
}
