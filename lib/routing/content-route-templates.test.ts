import type { GetStaticPropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningContentService,
  demoSource,
  startContentService,
} from '../../tests/e2e/support/content-services';
import { registeredTemplates } from './registered-templates';
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
    const withOwn = [...registeredTemplates, 'category-news', 'page-products', 'author-jonas'];
    const chosen = async (uri: string) =>
      chooseTemplate((await getContentRoute(uri)).seed, withOwn);
    expect(await chosen('/category/news/')).toBe('category-news');
    expect(await chosen('/category/events/')).toBe('archive');
    expect(await chosen('/products/')).toBe('page-products');
    expect(await chosen('/author/jonas/')).toBe('author-jonas');
  });
});
