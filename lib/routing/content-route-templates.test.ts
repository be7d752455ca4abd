import type { GetStaticPropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningContentService,
  demoSource,
  startContentService,
} from '../../tests/e2e/support/content-services';
import { TEMPLATE_KINDS } from '@/wp-templates/kinds';
import type { ContentKind } from './content-page-props';
import { chooseTemplate } from './template-hierarchy';

/** The template the content route chooses on the server, against the demo content service. */
let service: RunningContentService;
type Page = typeof import('../../pages/[[...uri]]');
let getStaticProps: Page['getStaticProps'];
let getContentRoute: typeof import('../wordpress/api').getContentRoute;

beforeAll(async () => {
  service = await startContentService(demoSource);
  process.env.NEXT_PUBLIC_WORDPRESS_URL = service.url;
  ({ getStaticProps } = await import('../../pages/[[...uri]]'));
  ({ getContentRoute } = await import('../wordpress/api'));
});

afterAll(() => service.close());

async function templateAt(path: string): Promise<unknown> {
  const uri = path.split('/').filter(Boolean);
  const result = await getStaticProps({ params: { uri } } as GetStaticPropsContext<{
    uri?: string[];
  }>);
  return 'props' in result ? result.props.template : result;
}

describe('the content route’s template (WordPress’s hierarchy, chosen on the server)', () => {
  it('a post is single, a page page, archives archive, / the home page’s page', async () => {
    expect(await templateAt('/news/company/lavanda-turns-five/')).toBe('single');
    expect(await templateAt('/products/')).toBe('page');
    expect(await templateAt('/category/news/')).toBe('archive');
    expect(await templateAt('/tag/cloud/')).toBe('archive');
    expect(await templateAt('/author/jonas/')).toBe('archive');
    expect(await templateAt('/')).toBe('page');
  });

  it('chooses a registered category-{slug} or page-{slug} template for that node', async () => {
    const withOwn = {
      ...TEMPLATE_KINDS,
      'category-news': 'listing',
      'page-products': 'page',
      'author-jonas': 'listing',
    } as const;
    const chosen = async (uri: string, kind: ContentKind) =>
      chooseTemplate((await getContentRoute(uri)).seed, kind, withOwn);
    expect(await chosen('/category/news/', 'listing')).toBe('category-news');
    expect(await chosen('/category/events/', 'listing')).toBe('archive');
    expect(await chosen('/products/', 'page')).toBe('page-products');
    expect(await chosen('/author/jonas/', 'listing')).toBe('author-jonas');
  });
});
