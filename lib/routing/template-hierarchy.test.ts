import { describe, expect, it } from 'vitest';
import { TEMPLATE_KINDS } from '@/wp-templates/kinds';
import type { SeedNodeFieldsFragment } from '../wordpress/generated/graphql';
import { reshapeSeedNode } from '../wordpress/reshape/seed-node';
import type { ContentKind } from './content-page-props';
import { chooseTemplate, possibleTemplates } from './template-hierarchy';

// Nodes as WordPress answers SeedNodeFields (theme unit test content's names).
const post: SeedNodeFieldsFragment = {
  __typename: 'Post',
  databaseId: 1241,
  isContentNode: true,
  slug: 'hello-world',
  contentType: { node: { name: 'post' } },
  template: { templateName: 'Default' },
};
const page: SeedNodeFieldsFragment = {
  __typename: 'Page',
  databaseId: 146,
  isContentNode: true,
  slug: 'about',
  contentType: { node: { name: 'page' } },
  template: { templateName: 'Default' },
  isFrontPage: false,
  isPostsPage: false,
};
const category: SeedNodeFieldsFragment = {
  __typename: 'Category',
  databaseId: 7,
  isTermNode: true,
  slug: 'news',
  taxonomyName: 'category',
};
const tag: SeedNodeFieldsFragment = {
  __typename: 'Tag',
  databaseId: 12,
  isTermNode: true,
  slug: 'jazz',
  taxonomyName: 'post_tag',
};
const author: SeedNodeFieldsFragment = {
  __typename: 'User',
  databaseId: 3,
  userId: 3,
  slug: 'jane-doe',
};
const latestPosts = (isFrontPage: boolean): SeedNodeFieldsFragment => ({
  __typename: 'ContentType',
  name: 'post',
  isFrontPage,
  isPostsPage: true,
});

const chain = (node: SeedNodeFieldsFragment, shownAtRoot = false) =>
  possibleTemplates(reshapeSeedNode(node, shownAtRoot));

describe('the template hierarchy (as Faust lists it)', () => {
  it('a post: single-post-{slug}, single-post, single, singular, index', () => {
    expect(chain(post)).toEqual([
      'single-post-hello-world',
      'single-post',
      'single',
      'singular',
      'index',
    ]);
  });

  it('a page: page-{slug}, page-{id}, page, singular, index', () => {
    expect(chain(page)).toEqual(['page-about', 'page-146', 'page', 'singular', 'index']);
  });

  it('a page with a WordPress page template asks for template-{name} first', () => {
    const large = { ...page, template: { templateName: 'Page Large Header' } };
    expect(chain(large)[0]).toBe('template-Page Large Header');
  });

  it('the static front page (or the page the site shows at /): front-page, then the page’s', () => {
    const front = ['front-page', 'page-about', 'page-146', 'page', 'singular', 'index'];
    expect(chain({ ...page, isFrontPage: true })).toEqual(front);
    expect(chain(page, true)).toEqual(front);
  });

  it('the latest posts: home, index; front-page first when they are the front page', () => {
    expect(chain(latestPosts(false))).toEqual(['home', 'index']);
    expect(chain(latestPosts(true))).toEqual(['front-page', 'home', 'index']);
  });

  it('a category: category-{slug}, category-{id}, category, archive, index', () => {
    expect(chain(category)).toEqual([
      'category-news',
      'category-7',
      'category',
      'archive',
      'index',
    ]);
  });

  it('a tag: tag-{slug}, tag-{id}, tag, archive, index', () => {
    expect(chain(tag)).toEqual(['tag-jazz', 'tag-12', 'tag', 'archive', 'index']);
  });

  it('an author: author-{nicename}, author-{id}, author, archive, index', () => {
    expect(chain(author)).toEqual(['author-jane-doe', 'author-3', 'author', 'archive', 'index']);
  });

  it('nothing at the path: index', () => {
    expect(possibleTemplates(null)).toEqual(['index']);
  });
});

describe('chooseTemplate', () => {
  it('picks the site’s templates for each kind of content', () => {
    const choose = (node: SeedNodeFieldsFragment, kind: ContentKind, shownAtRoot = false) =>
      chooseTemplate(reshapeSeedNode(node, shownAtRoot), kind);
    expect(choose(post, 'post')).toBe('single');
    expect(choose(page, 'page')).toBe('page');
    expect(choose(page, 'page', true)).toBe('page');
    expect(choose(category, 'listing')).toBe('archive');
    expect(choose(tag, 'listing')).toBe('archive');
    expect(choose(author, 'listing')).toBe('archive');
    expect(choose(latestPosts(true), 'listing')).toBe('home');
  });

  it('a registered category-{slug} or page-{slug} template wins for that node only', () => {
    const withNews = {
      ...TEMPLATE_KINDS,
      'category-news': 'listing',
      'page-about': 'page',
    } as const;
    expect(chooseTemplate(reshapeSeedNode(category), 'listing', withNews)).toBe('category-news');
    expect(
      chooseTemplate(reshapeSeedNode({ ...category, slug: 'events' }), 'listing', withNews),
    ).toBe('archive');
    expect(chooseTemplate(reshapeSeedNode(page), 'page', withNews)).toBe('page-about');
    const withFront = { ...withNews, 'front-page': 'page' } as const;
    expect(chooseTemplate(reshapeSeedNode(page, true), 'page', withFront)).toBe('front-page');
  });

  it('never picks a template of another kind: a front-page for pages is not the latest posts’', () => {
    const withFront = { ...TEMPLATE_KINDS, 'front-page': 'page' } as const;
    expect(chooseTemplate(reshapeSeedNode(latestPosts(true)), 'listing', withFront)).toBe('home');
  });

  it('falls back to the kind’s first template when nothing in the hierarchy is registered', () => {
    expect(chooseTemplate(reshapeSeedNode(post), 'post', { single: 'post' })).toBe('single');
    expect(chooseTemplate(null, 'listing')).toBe('archive');
    expect(() => chooseTemplate(reshapeSeedNode(post), 'post', { page: 'page' })).toThrow(
      'no template is registered for post content',
    );
  });
});
