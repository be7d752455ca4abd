import {
  type PageStatus,
  type RedirectRule,
  type RedirectStatus,
  isPageStatus,
} from './redirect-rules';

/** What a request gets from a matching rule. `location` is a site path or an absolute URL. */
export type RedirectOutcome =
  | { kind: 'redirect'; status: RedirectStatus; location: string }
  | { kind: 'page'; status: PageStatus };

/** The rules ready for lookups: plain origins by key (one map lookup), regexes in Yoast's order. */
export interface CompiledRedirects {
  plain: Map<string, RedirectRule>;
  regex: { pattern: RegExp; rule: RedirectRule }[];
}

export const NO_REDIRECTS: CompiledRedirects = { plain: new Map(), regex: [] };

/**
 * Yoast compares plain origins without leading or trailing slashes, ignoring case. An origin
 * written with a query (`page?id=3`) is compared with the query too, the path's slashes trimmed.
 */
function plainKey(pathAndQuery: string): string {
  const at = pathAndQuery.indexOf('?');
  const path = at < 0 ? pathAndQuery : pathAndQuery.slice(0, at);
  const query = at < 0 ? '' : pathAndQuery.slice(at);
  return `${path.replace(/^\/+|\/+$/g, '')}${query}`.toLowerCase();
}

/**
 * Compiles the rules once per refresh (not per request). A pattern JavaScript cannot compile
 * (PCRE-only syntax) is left out with a warning, as Yoast skips a faulty one.
 */
export function compileRedirects(
  rules: RedirectRule[],
  warn: (message: string) => void = () => {},
): CompiledRedirects {
  const compiled: CompiledRedirects = { plain: new Map(), regex: [] };
  for (const rule of rules) {
    if (rule.format === 'plain') {
      const key = plainKey(rule.origin);
      if (rule.target.startsWith('/') && plainKey(rule.target) === key) {
        warn(`redirect skipped, it points at itself: ${rule.origin}`);
        continue;
      }
      // The first rule for an origin wins, as in Yoast's list.
      if (!compiled.plain.has(key)) compiled.plain.set(key, rule);
      continue;
    }
    try {
      compiled.regex.push({ pattern: new RegExp(rule.origin), rule });
    } catch {
      warn(`redirect pattern skipped, not a valid regular expression: ${rule.origin}`);
    }
  }
  return compiled;
}

function outcome(rule: RedirectRule, target: string): RedirectOutcome {
  if (isPageStatus(rule.status)) return { kind: 'page', status: rule.status };
  return { kind: 'redirect', status: rule.status, location: target || '/' };
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The rule for a request, Yoast's way: plain rules first (the path with its query, then without
 * it; as requested, then percent-decoded), then regexes in order, matched against the path and
 * query without the leading slash, `$1`… in the target replaced by the captured groups.
 * `path` is the path without the locale prefix.
 */
export function matchRedirect(
  redirects: CompiledRedirects,
  path: string,
  search = '',
): RedirectOutcome | null {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const candidates = [...new Set([path + query, path, decoded(path)])];
  for (const candidate of candidates) {
    const rule = redirects.plain.get(plainKey(candidate));
    if (rule) return outcome(rule, rule.target);
  }
  const subject = `${path}${query}`.replace(/^\//, '');
  for (const { pattern, rule } of redirects.regex) {
    const match = pattern.exec(subject);
    if (match) {
      const target = rule.target.replace(/\$(\d+)/g, (_, n: string) => match[Number(n)] ?? '');
      return outcome(rule, target);
    }
  }
  return null;
}
