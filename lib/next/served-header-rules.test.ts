import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getPathMatch } from './path-match';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_SOURCE, securityHeaders } from '@/lib/http/security-headers';
import { writeServedHeaderRules } from './served-header-rules';
import { unnamedRouteSource } from './unnamed-route-source';

const LOCALE = ':nextInternalLocale(en\\-US|de\\-DE)';

/** A routes-manifest.json as `next build` writes it from `rules`: sources under the locale. */
function builtManifest(rules = securityHeaders('http://localhost:3000')) {
  return {
    version: 3,
    pages404: true,
    redirects: [{ source: '/:file/', destination: '/:file', statusCode: 308, regex: '^x$' }],
    headers: rules.map((rule) => ({
      ...rule,
      source: rule.locale === false ? rule.source : `/${LOCALE}${rule.source}`,
      regex: `^compiled ${rule.source}$`,
    })),
  };
}

describe('writeServedHeaderRules', () => {
  let dir: string;
  const file = () => path.join(dir, 'routes-manifest.json');
  const stored = (page: string) => `script-src 'self' 'sha256-b='; frame-ancestors for ${page}`;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'served-rules-'));
    writeFileSync(file(), JSON.stringify(builtManifest()));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the server's values into the rules the build compiled, and nothing else", () => {
    const served = securityHeaders('http://localhost:3000', stored);
    expect(writeServedHeaderRules(dir, served)).toBe(true);
    const written = JSON.parse(readFileSync(file(), 'utf8'));
    const built = builtManifest();
    // Compiled patterns stay the build's, every other part of the manifest too; the sources are
    // written without named parameters (the build's kept beside them).
    expect(written).toEqual({
      ...built,
      headers: built.headers.map((rule, index) => ({
        ...rule,
        source: unnamedRouteSource(rule.source),
        builtSource: rule.source,
        headers: served[index]!.headers,
      })),
    });
    const page = written.headers
      .find((rule: { builtSource: string }) => rule.builtSource.endsWith(PAGE_SOURCE))
      .headers.find((header: { key: string }) => header.key === 'Content-Security-Policy');
    expect(page.value).toBe(stored('/'));
  });

  it('leaves the file alone when its values are already these (a second start)', () => {
    const served = securityHeaders('http://localhost:3000', stored);
    writeServedHeaderRules(dir, served);
    const before = statSync(file()).mtimeMs;
    expect(writeServedHeaderRules(dir, served)).toBe(false);
    expect(statSync(file()).mtimeMs).toBe(before);
  });

  it('serves every rule of the site with no parameter once matched, so Next sends its values as they are', () => {
    writeServedHeaderRules(dir, securityHeaders('http://localhost:3000', stored));
    const written = JSON.parse(readFileSync(file(), 'utf8')) as {
      headers: { source: string; builtSource: string }[];
    };
    const page = written.headers.find((rule) => rule.builtSource.endsWith(PAGE_SOURCE))!;
    const match = getPathMatch(page.source, { strict: true, removeUnnamedParams: true });
    expect(match('/de-DE/a-post')).toEqual({});
    for (const rule of written.headers) expect(rule.source).not.toMatch(/:[a-zA-Z]/);
  });

  it("keeps a rule's named source where its values use the parameters", () => {
    const rules = [{ source: '/old/:slug', headers: [{ key: 'Link', value: '</new/:slug>' }] }];
    writeFileSync(file(), JSON.stringify(builtManifest(rules)));
    writeServedHeaderRules(dir, rules);
    const written = JSON.parse(readFileSync(file(), 'utf8'));
    expect(written.headers[0].source).toBe(`/${LOCALE}/old/:slug`);
  });

  it('refuses a build whose rules are not the ones declared, instead of patching them wrongly', () => {
    const other = securityHeaders('http://localhost:3000').slice(1);
    expect(() => writeServedHeaderRules(dir, other)).toThrow(/other header rules.*next build/);
    expect(JSON.parse(readFileSync(file(), 'utf8'))).toEqual(builtManifest());
  });
});
