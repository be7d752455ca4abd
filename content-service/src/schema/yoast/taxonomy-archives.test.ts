import { describe, expect, it } from 'vitest';
import { blankSite, queryData } from '../test/site';

const QUERY = `{ seo { taxonomyArchives {
  category { archive { title metaDesc metaRobotsNoindex } }
  tag { archive { title metaDesc metaRobotsNoindex } }
  postFormat { archive { title metaDesc metaRobotsNoindex } } } } }`;

const archives = async (options: Record<string, unknown>) =>
  ((await queryData(blankSite(options), QUERY)).seo as { taxonomyArchives: unknown })
    .taxonomyArchives;

describe('SEOConfig.taxonomyArchives', () => {
  it("gives each taxonomy's stored templates with the site's variables replaced", async () => {
    expect(
      await archives({
        blogname: 'Site',
        wpseo_titles: {
          separator: 'sc-pipe',
          'title-tax-category': '%%term_title%% Topics %%page%% %%sep%% %%sitename%%',
          'metadesc-tax-category': 'All about %%sitename%% &amp; more',
          'noindex-tax-category': false,
          'title-tax-post_tag': 'Tag %%sep%% %%sitename%%',
          'metadesc-tax-post_tag': '',
          'noindex-tax-post_tag': true,
          'title-tax-post_format': '%%term_title%% Archives %%page%% %%sep%% %%sitename%%',
          'metadesc-tax-post_format': '',
          'noindex-tax-post_format': false,
        },
      }),
    ).toEqual({
      category: {
        archive: {
          title: 'Topics | Site',
          metaDesc: 'All about Site & more',
          metaRobotsNoindex: false,
        },
      },
      tag: { archive: { title: 'Tag | Site', metaDesc: '', metaRobotsNoindex: true } },
      postFormat: { archive: { title: 'Archives | Site', metaDesc: '', metaRobotsNoindex: false } },
    });
  });

  it("answers Yoast's defaults where nothing is stored: post formats noindexed", async () => {
    expect(await archives({ blogname: 'Site' })).toEqual({
      category: { archive: { title: 'Archives - Site', metaDesc: '', metaRobotsNoindex: false } },
      tag: { archive: { title: 'Archives - Site', metaDesc: '', metaRobotsNoindex: false } },
      postFormat: { archive: { title: 'Archives - Site', metaDesc: '', metaRobotsNoindex: true } },
    });
  });
});
