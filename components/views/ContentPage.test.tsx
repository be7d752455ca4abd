// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/layout/test/renderWithSite';
import type { ContentPageProps, ContentView } from '@/lib/routing/content-page-props';
import { buildMetadata } from '@/lib/seo/build-metadata';
import type { TemplateProps } from '@/wp-templates/types';
import { ContentPage } from './ContentPage';

// A developer's template for the News category: a file, and a line in wp-templates/index.ts and
// in wp-templates/kinds.ts.
function NewsTemplate({ view }: TemplateProps<'listing'>) {
  return <h1>{`Newsroom: ${view.listing.title}`}</h1>;
}
vi.mock('@/wp-templates', async (importOriginal) => {
  const { default: templates } = await importOriginal<typeof import('@/wp-templates')>();
  return { default: { ...templates, 'category-news': NewsTemplate } };
});
vi.mock('@/wp-templates/kinds', async (importOriginal) => {
  const kinds = await importOriginal<typeof import('@/wp-templates/kinds')>();
  const TEMPLATE_KINDS = { ...kinds.TEMPLATE_KINDS, 'category-news': 'listing' } as const;
  return {
    TEMPLATE_KINDS,
    templateFor: (candidates: string[], kind: ContentView['kind']) =>
      kinds.templateFor(candidates, kind, TEMPLATE_KINDS),
  };
});

afterEach(cleanup);

const meta = buildMetadata({
  siteName: 'Lavanda',
  siteUrl: 'https://www.example.com',
  seo: null,
  title: 'News',
  path: '/category/news/',
});
const news: ContentView = {
  kind: 'listing',
  listing: {
    mode: 'category',
    title: 'News',
    descriptionHtml: null,
    list: {
      posts: [],
      pagination: { offset: 0, pageCount: 1, hasMore: false, hasPrevious: false },
    },
    basePath: '/category/news/',
  },
};
const about: ContentView = {
  kind: 'page',
  page: {
    id: 2,
    title: 'About',
    uri: '/about/',
    template: 'Default',
    contentHtml: '<p>Who we are</p>',
    blockSheets: [],
    blockCss: '',
    passwordProtected: false,
    blocks: [],
  },
};
const props = (template: string, view: ContentView = news): ContentPageProps =>
  ({ meta, jsonLd: '{}', view, template }) as ContentPageProps;

describe('ContentPage', () => {
  it('renders the template the server chose, by its registered name', () => {
    renderWithSite(<ContentPage {...props('category-news')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Newsroom: News');
  });

  it('renders the site’s archive template for other archives', () => {
    renderWithSite(<ContentPage {...props('archive')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('News');
  });

  it('falls back to the kind’s template for a name no longer registered (a page built before a rename)', () => {
    renderWithSite(<ContentPage {...props('category-gone')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('News');
  });

  it('renders content with a template of its own kind only, whatever the name says', () => {
    renderWithSite(<ContentPage {...props('single', about)} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('About');
  });
});
