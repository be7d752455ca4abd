import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { HeaderRule } from '../http/security-headers';

/** A header rule as `next build` writes it into routes-manifest.json (the source compiled). */
interface BuiltHeaderRule extends HeaderRule {
  regex: string;
}

/**
 * `next start` sends the header rules `next build` wrote into the build's routes-manifest.json;
 * it never calls next.config's `headers()` again. Some values are known only where the build is
 * served: a stored page's Content-Security-Policy holds the hashes of the inline scripts this
 * build wrote and the WordPress this server reads (lib/http/csp/page-policy.ts). So the server,
 * as it loads next.config.ts, writes its own values into the rules the build compiled: the same
 * rules in the same order, each keeping its source and compiled pattern, only the headers
 * changed. Unchanged rules leave the file as it is; a manifest whose rules are not these (another
 * build, another config) is refused rather than patched wrongly.
 */
export function writeServedHeaderRules(distDir: string, rules: HeaderRule[]): boolean {
  const file = path.join(distDir, 'routes-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { headers?: BuiltHeaderRule[] };
  const built = manifest.headers ?? [];
  const sameRules =
    built.length === rules.length &&
    // Next puts each source under its locale prefix (`/:nextInternalLocale(…)/:path*`).
    built.every((rule, index) => rule.source.endsWith(rules[index]!.source));
  if (!sameRules) {
    throw new Error(
      `${file} holds other header rules than next.config.ts declares ` +
        `(${built.map((rule) => rule.source).join(', ')}): run \`next build\` again`,
    );
  }
  const served = built.map((rule, index) => ({ ...rule, headers: rules[index]!.headers }));
  if (JSON.stringify(served) === JSON.stringify(built)) return false;
  // Written whole, then renamed: a server starting beside this one never reads half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ ...manifest, headers: served }));
  renameSync(temporary, file);
  return true;
}
