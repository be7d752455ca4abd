import { describe, expect, it } from 'vitest';
import { localePath, revalidationPaths } from './revalidation-paths';

const site = { locales: ['en-US', 'de-DE', 'fr-FR', 'es-ES'], defaultLocale: 'en-US' };

describe('revalidationPaths', () => {
  it('a post: its page, its categories and parents, and the home page, in every locale', () => {
    const paths = revalidationPaths(
      {
        nodeUri: '/2024/05/hello/',
        archiveUris: ['/category/news/company/', '/category/news/'],
        extraUris: [],
      },
      site,
    );
    expect(paths).toEqual([
      '/',
      '/de-DE/',
      '/fr-FR/',
      '/es-ES/',
      '/2024/05/hello/',
      '/de-DE/2024/05/hello/',
      '/fr-FR/2024/05/hello/',
      '/es-ES/2024/05/hello/',
      '/category/news/',
      '/de-DE/category/news/',
      '/fr-FR/category/news/',
      '/es-ES/category/news/',
      '/category/news/company/',
      '/de-DE/category/news/company/',
      '/fr-FR/category/news/company/',
      '/es-ES/category/news/company/',
    ]);
  });

  it('no node (an import): the home page only', () => {
    expect(revalidationPaths({ nodeUri: null, archiveUris: [], extraUris: [] }, site)).toEqual([
      '/',
      '/de-DE/',
      '/fr-FR/',
      '/es-ES/',
    ]);
  });

  it('names each page once, whoever named it', () => {
    const paths = revalidationPaths(
      { nodeUri: '/', archiveUris: ['/category/a/'], extraUris: ['/category/a/', '/about/'] },
      { locales: ['en-US'], defaultLocale: 'en-US' },
    );
    expect(paths).toEqual(['/', '/about/', '/category/a/']);
  });
});

describe('localePath', () => {
  it('prefixes every locale but the default one', () => {
    expect(localePath('/about/', 'en-US', site)).toBe('/about/');
    expect(localePath('/about/', 'fr-FR', site)).toBe('/fr-FR/about/');
    expect(localePath('/', 'de-DE', site)).toBe('/de-DE/');
  });
});
