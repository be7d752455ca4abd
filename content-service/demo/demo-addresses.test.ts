import path from 'node:path';
import { graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { importWxr, loadAcfFile, loadOptionsFile } from '../src/import';
import { createContext } from '../src/schema/context';
import { createSchema } from '../src/schema/create-schema';
import { openStore } from '../src/store/open-store';
import { readOption } from '../src/store/options';
import { demoAddresses, demoSiteVariables, moveDemo } from './demo-addresses';

describe('demoAddresses', () => {
  it('serves on 3000 and 4000 unless PORT and CONTENT_PORT say otherwise', () => {
    expect(demoAddresses({})).toEqual({
      contentPort: 4000,
      sitePort: 3000,
      contentUrl: 'http://127.0.0.1:4000',
      siteUrl: 'http://127.0.0.1:3000',
    });
    expect(demoAddresses({ PORT: '3456', CONTENT_PORT: '4456' })).toMatchObject({
      contentUrl: 'http://127.0.0.1:4456',
      siteUrl: 'http://127.0.0.1:3456',
    });
  });

  it("gives the site WordPress's and its own address on those ports", () => {
    expect(demoSiteVariables(demoAddresses({ PORT: '3456', CONTENT_PORT: '4456' }))).toEqual({
      NEXT_PUBLIC_WORDPRESS_URL: 'http://127.0.0.1:4456',
      NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3456',
    });
  });

  it('refuses what is not a port, and one port for both', () => {
    expect(() => demoAddresses({ PORT: 'abc' })).toThrow(/PORT must be a port number/);
    expect(() => demoAddresses({ CONTENT_PORT: '70000' })).toThrow(/CONTENT_PORT/);
    expect(() => demoAddresses({ PORT: '4000' })).toThrow(/must differ/);
  });
});

describe('the demo moved to other ports', () => {
  it("serves its media from the content service's address and sends previews to the site", async () => {
    const demo = __dirname;
    const db = openStore(':memory:');
    await importWxr(db, path.join(demo, 'demo.wxr.xml'), {
      options: await loadOptionsFile(path.join(demo, 'options.json')),
      acf: await loadAcfFile(path.join(demo, 'acf-field-groups.json')),
    });
    moveDemo(db, demoAddresses({ PORT: '3456', CONTENT_PORT: '4456' }));

    const result = await graphql({
      schema: createSchema(db),
      contextValue: createContext(db),
      source: `{
        posts(first: 100) { nodes { uri featuredImage { node { sourceUrl mediaItemUrl } } } }
        page(id: "/about/", idType: URI) { pageContent { flexibleLayout {
          ... on PageContentFlexibleLayoutDiamondDuplexLayout { image { node { sourceUrl } } } } } }
        siteOptionsPage { siteOptions { siteLogo { node { sourceUrl } } } }
      }`,
    });
    expect(result.errors).toBeUndefined();
    const data = result.data as {
      posts: { nodes: { uri: string; featuredImage: { node: Record<string, string> } }[] };
      page: { pageContent: { flexibleLayout: { image?: { node: { sourceUrl: string } } }[] } };
      siteOptionsPage: { siteOptions: { siteLogo: { node: { sourceUrl: string } } } };
    };
    const urls = [
      ...data.posts.nodes.flatMap((p) => Object.values(p.featuredImage.node)),
      ...data.page.pageContent.flexibleLayout.flatMap((b) =>
        b.image ? [b.image.node.sourceUrl] : [],
      ),
      data.siteOptionsPage.siteOptions.siteLogo.node.sourceUrl,
    ];
    expect(urls.length).toBeGreaterThan(90);
    for (const url of urls)
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4456\/wp-content\/uploads\//);
    // Paths are the site's, whatever the ports.
    expect(data.posts.nodes.map((p) => p.uri)).toContain('/news/company/lavanda-turns-five/');
    expect(readOption(db, 'faustwp_settings')).toMatchObject({
      frontend_uri: 'http://127.0.0.1:3456',
      secret_key: expect.any(String),
    });
    db.close();
  });
});
