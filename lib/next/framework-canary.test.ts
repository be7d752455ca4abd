import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
// eslint-disable-next-line @next/next/no-document-import-in-page -- the class after-paint-head.tsx extends
import { Head } from 'next/document';
import { describe, expect, it } from 'vitest';
import { getCookieParser } from './api-cookies';
import { getTurbopackChunkGroupBootstrap, htmlEscapeJsonString } from './bootstrap-hashes';
import { getPossibleTemplates } from './faust-templates';
import { HeadManagerContext } from './head-manager';
import { NEXT_IMAGE_DEFAULT_POLICY } from './image-default-policy';
import { getPathMatch } from './path-match';
import { RouterContext, addLocale, mitt } from './router-context';
import { parse, pathToRegexp } from 'next/dist/compiled/path-to-regexp';

/*
 * The framework canary: every shape of Next.js's, React's or Faust's internals the site relies on
 * (lib/next/), checked against the installed packages. After an upgrade, a failing test here names
 * the mechanism to revisit and its file; with PLAIN_NEXT=1 the site runs without all of them
 * (lib/next/plain-next.ts). The mechanisms' own behaviour is tested beside each file.
 */

const require = createRequire(import.meta.url);
/** The installed source of one of Next's modules. */
const nextSource = (file: string) => readFileSync(require.resolve(`next/dist/${file}`), 'utf8');

/** `mechanism (file): what it relies on` as the test's name, so a failure says where to look. */
const relies = (mechanism: string, file: string, shape: string) =>
  `${mechanism} (lib/next/${file}): ${shape}`;

describe('the framework canary', () => {
  it(
    relies(
      'after-paint head',
      'after-paint-head.tsx',
      "next/document's Head writes the page's scripts through getScripts and getDynamicChunks",
    ),
    () => {
      expect(typeof Head.prototype.getScripts).toBe('function');
      expect(typeof Head.prototype.getDynamicChunks).toBe('function');
      const source = nextSource('pages/_document.js');
      expect(source).toContain('this.getDynamicChunks(files)');
      expect(source).toContain('this.getScripts(files)');
    },
  );

  it(
    relies(
      'hydration in a transition',
      'hydrate-in-transition.ts',
      "Next's client reads hydrateRoot off react-dom/client's module object when it hydrates",
    ),
    () => {
      const source = nextSource('client/index.js');
      expect(source).toMatch(/_client\.default\.hydrateRoot\(domEl, reactEl/);
      expect(source).toMatch(/_interop_require_default\._\(require\("react-dom\/client"\)\)/);
    },
  );

  it(
    relies(
      'served header rules',
      'served-header-rules.ts',
      '`next start` serves the header rules of routes-manifest.json, read after next.config loads',
    ),
    () => {
      const source = nextSource('server/lib/router-utils/filesystem.js');
      expect(source).toContain('ROUTES_MANIFEST');
      expect(source).toContain('headers: routesManifest.headers');
    },
  );

  it(
    relies(
      'path-to-regexp',
      'unnamed-route-source.ts',
      "Next's compiled path-to-regexp parses sources into tokens with pattern, prefix and modifier",
    ),
    () => {
      const [literal, named] = parse('/a/:b(\\d+)?', { delimiter: '/' });
      expect(literal).toBe('/a');
      expect(named).toMatchObject({ name: 'b', prefix: '/', pattern: '\\d+', modifier: '?' });
      expect(pathToRegexp('/a/(x)', [], { strict: true }).test('/a/x')).toBe(true);
    },
  );

  it(
    relies(
      'Turbopack bootstrap',
      'bootstrap-hashes.ts',
      "next/document writes each page's inline bootstrap with getTurbopackChunkGroupBootstrap and htmlEscapeJsonString",
    ),
    () => {
      const source = nextSource('pages/_document.js');
      expect(source).toContain(
        'getTurbopackChunkGroupBootstrap)(buildManifest.pagesChunkGroupBootstrapParams, buildManifest.chunkLoadingGlobal',
      );
      expect(source).toContain('htmlEscapeJsonString)(bootstrap)');
      const script = getTurbopackChunkGroupBootstrap({ '/_app': {}, '/x': {} }, 'LOAD', [
        '/_app',
        '/x',
      ]);
      expect(typeof script === 'string' || script === undefined).toBe(true);
      expect(htmlEscapeJsonString('</script>')).toBe('\\u003c/script\\u003e');
    },
  );

  it(
    relies(
      'Faust template hierarchy',
      'faust-templates.ts',
      "Faust's getPossibleTemplates lists WordPress's template hierarchy for a node",
    ),
    () => {
      const seed = {
        __typename: 'Post',
        id: 'cG9zdDox',
        databaseId: 1,
        uri: '/hello/',
        slug: 'hello',
        isContentNode: true,
        isTermNode: false,
        isFrontPage: false,
        isPostsPage: false,
        contentType: { node: { name: 'post' } },
        template: { templateName: 'Default' },
      };
      expect(getPossibleTemplates(seed as never)).toEqual([
        'single-post-hello',
        'single-post',
        'single',
        'singular',
        'index',
      ]);
    },
  );

  it(
    relies(
      'router context',
      'router-context.ts',
      "the pages router's context, addLocale and its event emitter",
    ),
    () => {
      expect(RouterContext.Provider).toBeDefined();
      expect(addLocale('/about/', 'de-DE', 'en-US')).toBe('/de-DE/about/');
      expect(addLocale('/about/', 'en-US', 'en-US')).toBe('/about/');
      const events = mitt();
      let heard = '';
      events.on('routeChangeStart', (url: string) => (heard = url));
      events.emit('routeChangeStart', '/x/');
      expect(heard).toBe('/x/');
    },
  );

  it(
    relies(
      '__NEXT_DATA__',
      'page-data.ts',
      'next/document serialises the __NEXT_DATA__ object pages/_document receives',
    ),
    () => {
      const source = nextSource('pages/_document.js');
      expect(source).toContain('const { buildManifest, __NEXT_DATA__, crossOrigin } = context;');
      expect(source).toMatch(/getInlineScriptSource|__NEXT_DATA__\)/);
    },
  );

  it(
    relies(
      'forbidden methods',
      'forbidden-methods.ts',
      "Next's server takes requests from a node:http Server's 'request' event",
    ),
    () => {
      expect(nextSource('server/lib/start-server.js')).toContain(
        '_http.default.createServer(requestListener)',
      );
    },
  );

  it(
    relies(
      'compile hints',
      'compile-hints.ts',
      "next.config's compiler.runAfterProductionCompile runs after the browser chunks are written",
    ),
    () => {
      expect(nextSource('server/config-schema.js')).toContain('runAfterProductionCompile');
    },
  );

  it(
    relies(
      'page microcache',
      '../microcache/ (server/site-server.ts)',
      'Next marks a page it served from its cache with `x-nextjs-cache: HIT` (STALE, MISS otherwise)',
    ),
    () => {
      expect(nextSource('server/route-modules/pages/pages-handler.js')).toContain(
        "res.setHeader('x-nextjs-cache', isOnDemandRevalidate ? 'REVALIDATED' : result.isMiss ? 'MISS' : result.isStale ? 'STALE' : 'HIT')",
      );
    },
  );

  it(
    relies('image policy', 'image-default-policy.ts', "the image optimiser's sandboxing CSP"),
    () => {
      expect(NEXT_IMAGE_DEFAULT_POLICY).toContain('sandbox');
      expect(NEXT_IMAGE_DEFAULT_POLICY).toContain("script-src 'none'");
    },
  );

  it(relies('head manager', 'head-manager.ts', "next/head's context (tests)"), () => {
    expect(HeadManagerContext.Provider).toBeDefined();
  });

  it(relies('API cookies', 'api-cookies.ts', 'how Next fills req.cookies (tests)'), () => {
    expect(getCookieParser({ cookie: 'a=1; b=two%20words' })()).toEqual({ a: '1', b: 'two words' });
  });

  it(relies('path matching', 'path-match.ts', "Next's matcher of rule sources (tests)"), () => {
    expect(getPathMatch('/a/:b/')('/a/x/')).toEqual({ b: 'x' });
  });
});
