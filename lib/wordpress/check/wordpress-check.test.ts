import { describe, expect, it } from 'vitest';
import { PROBE_FIELD } from '../capabilities/probe';
import { checkWordPress, formatCheck } from './wordpress-check';

const WORDPRESS = 'http://wp.test';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A WordPress with WPGraphQL and FaustWP only, its first post at `postUri`. */
function wordpress(postUri: string, namespaces = ['wp/v2', 'faustwp/v1']): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.searchParams.get('rest_route') === '/') return json({ namespaces });
    const body = init?.body ? String(init.body) : (url.searchParams.get('query') ?? '');
    if (body.includes(PROBE_FIELD)) {
      return json({
        errors: [
          { message: `Cannot query field "${PROBE_FIELD}" on type "RootQuery".` },
          { message: 'Cannot query field "seo" on type "RootQuery".' },
        ],
      });
    }
    return json({
      data: {
        generalSettings: { title: 'Site', url: WORDPRESS },
        posts: { nodes: [{ uri: postUri }] },
        headerMenu: { databaseId: 3 },
        footerMenu: null,
      },
    });
  }) as typeof fetch;
}

describe('npm run wordpress:check', () => {
  it('says what WordPress lacks and what to do, and that the site can run', async () => {
    const check = await checkWordPress(WORDPRESS, `${WORDPRESS}/graphql`, wordpress('/hello/'));
    const text = formatCheck(WORDPRESS, check);
    expect(check.canRun).toBe(true);
    expect(text).toContain('✓ WPGraphQL answers at http://wp.test/graphql');
    expect(text).toContain('– no Yoast SEO with WPGraphQL Yoast SEO');
    expect(text).toContain('✓ has FaustWP');
    expect(text).toContain('– no lavanda-headless plugin');
    expect(text).toContain('✓ menu "header-menu"');
    expect(text).toContain('– no menu "footer-menu" shown to the site');
    expect(text).toContain('The site can run on this WordPress.');
  });

  it('refuses plain permalinks, naming the setting to change', async () => {
    const check = await checkWordPress(WORDPRESS, `${WORDPRESS}/graphql`, wordpress('/?p=12'));
    expect(check.canRun).toBe(false);
    expect(formatCheck(WORDPRESS, check)).toContain(
      '✗ plain permalinks (a post is at /?p=12): the site routes by path. In WordPress, Settings › Permalinks',
    );
  });

  it('without WPGraphQL, says to install it', async () => {
    const notGraphQL = (async () =>
      new Response('<html>Not Found</html>', { status: 404 })) as typeof fetch;
    const check = await checkWordPress(WORDPRESS, `${WORDPRESS}/graphql`, notGraphQL);
    expect(check.canRun).toBe(false);
    expect(formatCheck(WORDPRESS, check)).toMatch(
      /✗ .*answered 404 without GraphQL.*Install and activate WPGraphQL/,
    );
  });

  it('knows the project plugin by its REST namespace', async () => {
    const fetchImpl = wordpress('/hello/', ['wp/v2', 'faustwp/v1', 'lavanda/v1']);
    const check = await checkWordPress(WORDPRESS, `${WORDPRESS}/graphql`, fetchImpl);
    expect(formatCheck(WORDPRESS, check)).toContain('✓ has the lavanda-headless plugin');
  });
});
