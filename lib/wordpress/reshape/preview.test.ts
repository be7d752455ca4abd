import { describe, expect, it } from 'vitest';
import type { PreviewNodeQuery } from '../generated/graphql';
import { newestVersion, previewPath, reshapePreview } from './preview';
import { testContext } from './test/context';

type PreviewNode = NonNullable<PreviewNodeQuery['node']>;
type PostNode = Extract<PreviewNode, { __typename: 'Post' }>;

function postFields(id: number, title: string, modified: string, content: string) {
  return {
    databaseId: id,
    title,
    date: '2026-09-15T09:00:00',
    dateGmt: '2026-09-15T07:00:00',
    modifiedGmt: null,
    author: null,
    uri: `/?p=${id}`,
    content,
    blockSupportStyles: null,
    excerpt: null,
    hasPassword: false,
    modified,
    featuredImage: null,
    pageOptions: null,
    seo: null,
  };
}

function post(overrides: Partial<PostNode>, revision?: ReturnType<typeof postFields>): PostNode {
  return {
    __typename: 'Post',
    status: 'publish',
    ...postFields(42, 'Published title', '2026-09-15T09:00:00', '<p>Published text</p>'),
    uri: '/product-updates/api-v2/',
    revisions: { nodes: revision ? [revision] : [] },
    ...overrides,
  };
}

const { context } = testContext();

describe('reshapePreview', () => {
  it('shows a draft as it is', () => {
    const preview = reshapePreview(
      post({ status: 'draft', uri: '/?p=42', title: 'Draft title', content: '<p>Draft</p>' }),
      'Post',
      context,
      null,
    );
    expect(preview).toMatchObject({
      kind: 'post',
      status: 'draft',
      post: { id: 42, title: 'Draft title', uri: '/', contentHtml: '<p>Draft</p>' },
    });
  });

  it('shows the latest revision of a published post at the post’s own address', () => {
    const revision = postFields(77, 'Edited title', '2026-09-18T11:25:00', '<p>Edited text</p>');
    const preview = reshapePreview(post({}, revision), null, context, null);
    expect(preview).toMatchObject({
      kind: 'post',
      status: 'revision',
      post: {
        title: 'Edited title',
        contentHtml: '<p>Edited text</p>',
        uri: '/product-updates/api-v2/',
        categoryLabel: 'PRODUCT UPDATES',
      },
    });
  });

  it('shows the revision WordPress answered for asPreview (an autosave), at the preview path', () => {
    const preview = reshapePreview(
      post({
        status: 'inherit',
        title: 'Autosaved',
        uri: 'http://localhost:3000/news/x/?preview=true&previewPathname=/news/x/&p=42&typeName=Post',
      }),
      'Post',
      context,
      null,
    );
    expect(preview).toMatchObject({
      status: 'revision',
      post: { title: 'Autosaved', uri: '/news/x/' },
    });
  });

  it('dates a revision or autosave with the post’s own date, not the day it was saved', () => {
    const autosave = post({
      status: 'inherit',
      date: '2026-11-22T14:52:35',
      dateGmt: '2026-11-22T14:52:35',
      uri: 'http://localhost:3000/x/?preview=true&previewPathname=/x/&p=42&typeName=Post',
    });
    const original = { date: '2012-03-15T15:15:12', dateGmt: '2012-03-15T22:15:12' };
    const preview = reshapePreview(autosave, 'Post', context, original);
    expect(preview).toMatchObject({
      status: 'revision',
      post: { date: '2012-03-15T15:15:12', publishedAt: '2012-03-15T22:15:12+00:00' },
    });
    const revision = postFields(77, 'Edited', '2026-11-22T14:52:35', '<p>Edited</p>');
    const listed = reshapePreview(
      post({}, { ...revision, date: '2026-11-22T14:52:35' }),
      null,
      context,
      null,
    );
    expect(listed?.kind === 'post' && listed.post.date).toBe('2026-09-15T09:00:00');
  });

  it('sanitises the content (no script survives)', () => {
    const preview = reshapePreview(
      post({ content: '<p>ok</p><script>alert(1)</script>' }),
      null,
      context,
      null,
    );
    expect(preview?.kind === 'post' && preview.post.contentHtml).toBe('<p>ok</p>');
  });

  it('shows a page’s latest revision with the page template and its blocks', () => {
    const fields = (title: string, modified: string, content: string) => ({
      databaseId: 7,
      title,
      uri: '/about/',
      modified,
      content: '<p>Page text</p>',
      blockSupportStyles: null,
      hasPassword: false,
      template: { templateName: 'Page Large Header' },
      pageOptions: null,
      seo: null,
      pageContent: {
        flexibleLayout: [
          {
            __typename: 'PageContentFlexibleLayoutCustomContentLayout' as const,
            content,
            backgroundColor: null,
          },
        ],
      },
    });
    const page: Extract<PreviewNode, { __typename: 'Page' }> = {
      __typename: 'Page',
      status: 'publish',
      ...fields('About', '2026-01-01T00:00:00', '<p>Old</p>'),
      revisions: { nodes: [fields('About us', '2026-02-01T00:00:00', '<p>New</p>')] },
    };
    const preview = reshapePreview(page, 'page', context, null);
    expect(preview).toMatchObject({
      kind: 'page',
      status: 'revision',
      page: {
        title: 'About us',
        uri: '/about/',
        template: 'PageLargeHeader',
        contentHtml: '<p>Page text</p>',
      },
    });
    expect(JSON.stringify(preview)).toContain('<p>New</p>');
  });

  it('has no template for media, nor for a type the link did not name', () => {
    expect(
      reshapePreview(
        { __typename: 'MediaItem', databaseId: 1, status: 'inherit' },
        null,
        context,
        null,
      ),
    ).toBeNull();
    expect(reshapePreview(post({}), 'Page', context, null)).toBeNull();
  });
});

describe('newestVersion', () => {
  it('takes the revision unless the node is newer', () => {
    const node = { modified: '2026-09-15T09:00:00' };
    expect(newestVersion(node, { modified: '2026-09-18T11:25:00' })).not.toBe(node);
    expect(newestVersion(node, { modified: '2026-09-01T00:00:00' })).toBe(node);
    expect(newestVersion(node, undefined)).toBe(node);
  });
});

describe('previewPath', () => {
  it.each([
    ['/?p=12', '/'],
    ['/news/x/', '/news/x/'],
    ['http://localhost:3000/a/?preview=true&previewPathname=%2Fa%2F&p=1', '/a/'],
    [null, '/'],
    ['http://localhost:3000/a/?previewPathname=//evil.example', '/'],
  ])('%s → %s', (uri, path) => {
    expect(previewPath(uri)).toBe(path);
  });
});
