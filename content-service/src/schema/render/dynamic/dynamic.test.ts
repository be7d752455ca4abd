import { describe, expect, it } from 'vitest';
import { renderBlocks } from '../render-blocks';
import { createRenderState, type RenderContext } from '../types';
import { dynamicBlockRenderer } from './index';
import type { CommentInfo, PostInfo, SiteData, TermInfo } from './site-data';

/*
 * The dynamic block renderers over a small fake site. The byte-for-byte comparison with the
 * reference site is render.data.test.ts; these pin the behaviours one by one.
 */

const HOME = 'http://wp.test';

function post(id: number, over: Partial<PostInfo> = {}): PostInfo {
  return {
    id,
    type: 'post',
    status: 'publish',
    slug: `p${id}`,
    title: `Post ${id}`,
    content: `<p>Body of ${id}</p>`,
    excerpt: '',
    date: `2024-0${id}-0${id} 10:00:00`,
    dateGmt: `2024-0${id}-0${id} 10:00:00`,
    authorId: 1,
    parentId: 0,
    menuOrder: 0,
    password: '',
    commentStatus: 'open',
    commentCount: 0,
    link: `${HOME}/p${id}/`,
    ...over,
  };
}

const POSTS = [post(1, { title: 'Sticky' }), post(2), post(3), post(4)];
const PAGES = [
  post(10, { type: 'page', title: 'About', link: `${HOME}/about/` }),
  post(11, { type: 'page', title: 'Team', parentId: 10, link: `${HOME}/about/team/` }),
];
const TAGS: TermInfo[] = [
  {
    id: 5,
    taxonomy: 'post_tag',
    name: 'beta',
    slug: 'beta',
    parent: 0,
    count: 1,
    description: '',
    link: `${HOME}/tag/beta/`,
  },
  {
    id: 6,
    taxonomy: 'post_tag',
    name: 'alpha',
    slug: 'alpha',
    parent: 0,
    count: 9,
    description: '',
    link: `${HOME}/tag/alpha/`,
  },
];
const COMMENT: CommentInfo = {
  id: 7,
  postId: 2,
  parentId: 0,
  userId: 0,
  author: 'Ann',
  authorEmail: 'ann@example.com',
  authorUrl: '',
  date: '2024-02-03 04:05:06',
  dateGmt: '2024-02-03 04:05:06',
  content:
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty twentyone',
  type: 'comment',
};

const byDateDesc = (a: PostInfo, b: PostInfo) => (a.date < b.date ? 1 : -1);

const site: SiteData = {
  homeUrl: HOME,
  siteUrl: HOME,
  option: (name) =>
    ({
      blogname: 'Test Site',
      sticky_posts: [1],
      permalink_structure: '/%postname%/',
      start_of_week: '1',
    })[name],
  requestUri: '/graphql',
  localNow: () => '2024-04-15 12:00:00',
  utcOffset: 0,
  currentUserId: 0,
  post: (id) => [...POSTS, ...PAGES].find((p) => p.id === id) ?? null,
  queryPosts: (q) => {
    let list = (q.postType === 'page' ? PAGES : POSTS).filter((p) => !q.exclude?.includes(p.id));
    if (q.include) list = list.filter((p) => q.include?.includes(p.id));
    list = [...list].sort(byDateDesc);
    return { ids: list.slice(q.offset, q.offset + q.perPage).map((p) => p.id), found: list.length };
  },
  adjacentPost: () => null,
  postTerms: () => [],
  terms: (taxonomy) => (taxonomy === 'post_tag' ? TAGS : []),
  monthlyArchives: () =>
    [...POSTS]
      .sort(byDateDesc)
      .map((p) => ({ year: 2024, month: Number(p.date.slice(5, 7)), posts: 1 })),
  postsInMonth: (year, month) =>
    POSTS.filter((p) => p.date.startsWith(`${year}-0${month}`)).map((p) => [
      Number(p.date.slice(8, 10)),
      p.title,
    ]),
  pages: () => PAGES,
  latestComments: () => [COMMENT],
  postComments: () => [],
  comment: (id) => (id === 7 ? COMMENT : null),
  user: () => null,
  thumbnailId: () => 0,
};

function render(content: string, state = createRenderState()): string {
  const ctx: RenderContext = {
    postId: 2,
    hooks: { renderDynamicBlock: dynamicBlockRenderer(site) },
    state,
  };
  return renderBlocks(content, ctx);
}

describe('dynamic blocks', () => {
  it('lists monthly archives, and numbers dropdowns with wp_unique_id()', () => {
    expect(render('<!-- wp:archives /-->')).toContain(
      `\t<li><a href='${HOME}/2024/04/'>April 2024</a></li>\n`,
    );
    const dropdown = render(
      '<!-- wp:archives {"displayAsDropdown":true,"showPostCounts":true} /-->',
    );
    expect(dropdown).toContain('<select id="wp-block-archives-1" name="archive-dropdown">');
    expect(dropdown).toContain(`<option value='${HOME}/2024/01/'> January 2024 &nbsp;(1)</option>`);
  });

  it('draws the current month with linked days and the previous month with posts', () => {
    const html = render('<!-- wp:calendar /-->');
    expect(html).toContain('<caption>April 2024</caption>');
    expect(html).toContain(
      `<a href="${HOME}/2024/04/04/" aria-label="Posts published on April 4, 2024">4</a>`,
    );
    expect(html).toContain('<td id="today">15</td>');
    expect(html).toContain(`<a href="${HOME}/2024/03/">&laquo; Mar</a>`);
  });

  it('nests pages under their parent', () => {
    expect(render('<!-- wp:page-list /-->')).toBe(
      `<ul class="wp-block-page-list"><li class="wp-block-pages-list__item has-child"><a class="wp-block-pages-list__item__link" href="${HOME}/about/">About</a><ul class="wp-block-navigation__submenu-container"><li class="wp-block-pages-list__item "><a class="wp-block-pages-list__item__link" href="${HOME}/about/team/">Team</a></li></ul></li></ul>`,
    );
  });

  it('adds the interactivity directives to submenus inside a navigation block', () => {
    const html = render('<!-- wp:navigation --><!-- wp:page-list /--><!-- /wp:navigation -->');
    expect(html).toContain('id="modal-1"');
    expect(html).toMatch(
      /<li data-wp-context="[^"]+" data-wp-interactive="core\/navigation" .*tabindex="-1" class="wp-block-pages-list__item has-child wp-block-navigation-item open-on-hover-click">/,
    );
    expect(html).toContain(
      '<ul data-wp-on--focus="actions.openMenuOnFocus" class="wp-block-navigation__submenu-container">',
    );
  });

  it('gives every search form its own input id', () => {
    const state = createRenderState();
    const html = render('<!-- wp:search /--><!-- wp:search {"buttonUseIcon":true} /-->', state);
    expect(html).toContain('for="wp-block-search__input-1"');
    expect(html).toContain('id="wp-block-search__input-2"');
    expect(html).toContain(
      'wp-block-search__button-outside wp-block-search__icon-button wp-block-search',
    );
  });

  it('sizes tags on log10 of their counts and sorts them by name', () => {
    expect(render('<!-- wp:tag-cloud /-->')).toBe(
      `<p class="wp-block-tag-cloud"><a href="${HOME}/tag/alpha/" class="tag-cloud-link tag-link-6 tag-link-position-1" style="font-size: 22pt;" aria-label="alpha (9 items)">alpha</a>\n` +
        `<a href="${HOME}/tag/beta/" class="tag-cloud-link tag-link-5 tag-link-position-2" style="font-size: 8pt;" aria-label="beta (1 item)">beta</a></p>`,
    );
  });

  it('puts sticky posts first in a query loop and pages with the query id', () => {
    const html = render(
      '<!-- wp:query {"queryId":4,"query":{"perPage":2,"postType":"post","sticky":""}} --><div class="wp-block-query"><!-- wp:post-template --><!-- wp:post-title /--><!-- /wp:post-template --><!-- wp:query-pagination --><!-- wp:query-pagination-numbers /--><!-- wp:query-pagination-next /--><!-- /wp:query-pagination --></div><!-- /wp:query -->',
    );
    const titles = [...html.matchAll(/<h2 class="wp-block-post-title">([^<]*)<\/h2>/g)].map(
      (m) => m[1],
    );
    // The sticky post is not among the two newest: it is added in front of them.
    expect(titles).toEqual(['Sticky', 'Post 4', 'Post 3']);
    expect(html).toContain('<a class="page-numbers" href="?query-4-page=2">2</a>');
    expect(html).toContain(
      '<a href="/graphql?query-4-page=2" class="wp-block-query-pagination-next">Next Page</a>',
    );
  });

  it('shows the latest comments with a 20-word excerpt', () => {
    const html = render('<!-- wp:latest-comments /-->');
    expect(html).toContain('<span class="wp-block-latest-comments__comment-author">Ann</span> on ');
    expect(html).toContain(
      '<p>one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty&hellip;</p>',
    );
    expect(html).toContain(
      '<time datetime="2024-02-03T04:05:06+00:00" class="wp-block-latest-comments__comment-date">',
    );
  });

  it('reports a feed error instead of fetching', () => {
    expect(render('<!-- wp:rss {"feedURL":"https://example.org/feed/"} /-->')).toContain(
      '<strong>RSS Error:</strong>',
    );
  });
});
