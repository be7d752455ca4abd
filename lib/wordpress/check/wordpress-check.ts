import { CAPABILITIES, describeGaps } from '../capabilities/named-capabilities';
import { ProbeError, probeSchema } from '../capabilities/probe';
import type { ReadGaps } from '../capabilities/schema-gaps';
import { createWordPressClient } from '../client/graphql-client';
import { WordPressCheckDocument, type WordPressCheckQuery } from '../generated/graphql';

/** This project's WordPress plugin (wordpress/lavanda-headless/), by its REST namespace. */
const PLUGIN_NAMESPACE = 'lavanda/v1';

export interface CheckLine {
  /** `ok`: has it; `reduced`: the site runs without it, with less; `fatal`: the site cannot run. */
  level: 'ok' | 'reduced' | 'fatal';
  text: string;
}

export interface WordPressCheck {
  lines: CheckLine[];
  /** Whether the site can run on this WordPress (the check's exit status 0). */
  canRun: boolean;
}

/** The REST API's namespaces (`?rest_route=/` works with any permalink setting), or null. */
async function restNamespaces(
  wordpressUrl: string,
  fetchImpl: typeof fetch,
): Promise<string[] | null> {
  try {
    const response = await fetchImpl(new URL('/?rest_route=/', wordpressUrl), {
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as { namespaces?: unknown };
    return Array.isArray(body.namespaces) ? body.namespaces.map(String) : null;
  } catch {
    return null;
  }
}

function coreLines(core: WordPressCheckQuery): CheckLine[] {
  const lines: CheckLine[] = [];
  const uri = core.posts?.nodes[0]?.uri ?? '';
  if (/[?&]p=\d+/.test(uri)) {
    lines.push({
      level: 'fatal',
      text:
        `plain permalinks (a post is at ${uri}): the site routes by path. In WordPress, ` +
        'Settings › Permalinks: choose any structure but Plain (e.g. Post name).',
    });
  } else {
    lines.push({ level: 'ok', text: `pretty permalinks${uri ? ` (a post is at ${uri})` : ''}` });
  }
  for (const [slug, menu] of [
    ['header-menu', core.headerMenu],
    ['footer-menu', core.footerMenu],
  ] as const) {
    lines.push(
      menu
        ? { level: 'ok', text: `menu "${slug}"` }
        : {
            level: 'reduced',
            text:
              `no menu "${slug}" shown to the site: Appearance › Menus, create a menu named ` +
              `"${slug}" and assign it to the "${slug}" location (registered by lavanda-headless)`,
          },
    );
  }
  return lines;
}

/**
 * What a WordPress has and lacks for this site, in plain words, with what to do: the GraphQL
 * endpoint, each plugin the site reads through, this project's plugin, permalinks and menus.
 */
export async function checkWordPress(
  wordpressUrl: string,
  graphqlUrl: string,
  fetchImpl: typeof fetch = fetch,
  /** What the schema lacks; the server passes what it has learned, so it probes once. */
  readGaps: () => Promise<ReadGaps> = () => probeSchema(graphqlUrl, fetchImpl),
): Promise<WordPressCheck> {
  const lines: CheckLine[] = [];
  let read;
  try {
    read = await readGaps();
  } catch (error) {
    if (!(error instanceof ProbeError)) throw error;
    const text =
      `${error.message}. Install and activate WPGraphQL (Plugins › Add New); the site asks ` +
      'GraphQL at NEXT_PUBLIC_WORDPRESS_URL/graphql unless WORDPRESS_GRAPHQL_URL says otherwise.';
    return { lines: [{ level: 'fatal', text }], canRun: false };
  }
  lines.push({ level: 'ok', text: `WPGraphQL answers at ${graphqlUrl}` });
  const report = describeGaps(read.gaps);
  for (const capability of report.missing) {
    lines.push({
      level: 'reduced',
      text: `no ${capability.provider}: ${capability.without}`,
    });
  }
  for (const capability of CAPABILITIES.filter((c) => report.present.has(c.id))) {
    lines.push({ level: 'ok', text: `has ${capability.provider}` });
  }
  if (report.otherGaps.length > 0) {
    lines.push({
      level: 'reduced',
      text: `lacks ${report.otherGaps.join(', ')}: the site asks without them`,
    });
  }
  for (const error of read.unexplained) {
    lines.push({ level: 'fatal', text: `refuses the site's queries: ${error.message}` });
  }
  const namespaces = await restNamespaces(wordpressUrl, fetchImpl);
  lines.push(
    namespaces?.includes(PLUGIN_NAMESPACE)
      ? { level: 'ok', text: 'has the lavanda-headless plugin' }
      : {
          level: 'reduced',
          text:
            'no lavanda-headless plugin (menu locations, the content model, revalidation on ' +
            'change): `npm run wordpress:zip`, then Plugins › Add New › Upload Plugin',
        },
  );
  const client = createWordPressClient({ endpoint: graphqlUrl, fetch: fetchImpl, tries: 1 });
  lines.push(...coreLines(await client(WordPressCheckDocument, {})));
  return { lines, canRun: !lines.some((line) => line.level === 'fatal') };
}

const MARK = { ok: '✓', reduced: '–', fatal: '✗' } as const;

/** The check as the terminal shows it. */
export function formatCheck(wordpressUrl: string, check: WordPressCheck): string {
  return [
    `WordPress at ${wordpressUrl}:`,
    ...check.lines.map((line) => `  ${MARK[line.level]} ${line.text}`),
    check.canRun
      ? '  The site can run on this WordPress.'
      : '  The site cannot run on this WordPress until the ✗ lines are fixed.',
  ].join('\n');
}
