import { escAttr, escUrl } from '../php';
import { attrBool, attrNumber, attrString, type DynamicRenderer } from './types';
import { formatDate, getTheTitle } from './template-tags';
import { blockWrapperAttributes } from './wrapper';

/*
 * render_block_core_latest_posts(): a list (or grid) of post links, optionally dated. Sticky
 * posts are not moved up (ignore_sticky_posts). Featured images, authors and excerpts are not
 * ported (the reference content shows none).
 */

/** Category ids: block_core_latest_posts_migrate_categories() turns a string id into [{id}]. */
function categoryIds(value: unknown): number[] {
  if (typeof value === 'string' || typeof value === 'number') return [Number(value) || 0];
  if (!Array.isArray(value)) return [];
  return value
    .map((c) => (c && typeof c === 'object' ? Number((c as { id?: unknown }).id) : NaN))
    .filter((id) => Number.isFinite(id));
}

export const renderLatestPosts: DynamicRenderer = ({ block, attrs, site }) => {
  const categories = attrs.categories ? categoryIds(attrs.categories) : [];
  const author = attrs.selectedAuthor === undefined ? [] : [attrNumber(attrs, 'selectedAuthor', 0)];
  const { ids } = site.queryPosts({
    postType: 'post',
    perPage: attrNumber(attrs, 'postsToShow', 5),
    offset: 0,
    order: attrString(attrs, 'order', 'desc').toUpperCase() === 'ASC' ? 'ASC' : 'DESC',
    orderBy: attrString(attrs, 'orderBy', 'date'),
    categoryIds: categories.length > 0 ? categories : undefined,
    authorIds: author.length > 0 ? author : undefined,
  });
  const showDate = attrBool(attrs, 'displayPostDate', false);
  let items = '';
  for (const id of ids) {
    const post = site.post(id);
    if (!post) continue;
    const title = getTheTitle(post) || '(no title)';
    items += `<li><a class="wp-block-latest-posts__post-title" href="${escUrl(post.link)}">${title}</a>`;
    if (showDate) {
      items += `<time datetime="${escAttr(formatDate(site, post.date, 'c'))}" class="wp-block-latest-posts__post-date">${formatDate(site, post.date)}</time>`;
    }
    items += '</li>\n';
  }
  const classes = ['wp-block-latest-posts__list'];
  const grid = attrString(attrs, 'postLayout', 'list') === 'grid';
  if (grid) classes.push('is-grid', `columns-${attrNumber(attrs, 'columns', 3)}`);
  if (showDate) classes.push('has-dates');
  if (attrBool(attrs, 'displayAuthor', false)) classes.push('has-author');
  return `<ul ${blockWrapperAttributes(block, { class: classes.join(' ') })}>${items}</ul>`;
};
