import type { RequestContext } from '../context';
import { postMeta, singleMeta } from './loaders';
import type { PostRow } from './rows';

const safeDecode = (slug: string): string => {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
};

/** A slug's template names: the decoded one first when it differs, then the stored one. */
function slugged(prefix: string, slug: string): string[] {
  const decoded = safeDecode(slug);
  return decoded !== slug ? [`${prefix}${decoded}`, `${prefix}${slug}`] : [`${prefix}${slug}`];
}

/**
 * The theme templates WordPress would look for to show a post, most specific first, without
 * `.php` (WPGraphQL's `templates`): get_page_template / get_attachment_template /
 * get_single_template, then index.
 */
export function postTemplates(ctx: RequestContext, row: PostRow): string[] {
  const chosen = singleMeta(postMeta(ctx, row.ID), '_wp_page_template');
  const custom =
    typeof chosen === 'string' && chosen !== '' && chosen !== 'default'
      ? [chosen.replace(/\.php$/, '')]
      : [];
  if (row.post_type === 'page') {
    return [
      ...custom,
      ...(row.post_name ? slugged('page-', row.post_name) : []),
      `page-${row.ID}`,
      'page',
      'index',
    ];
  }
  const attachment: string[] = [];
  if (row.post_type === 'attachment') {
    const [type = '', subtype = ''] = row.post_mime_type.split('/');
    if (subtype) attachment.push(`${type}-${subtype}`, subtype);
    attachment.push(type, 'attachment');
  }
  return [
    ...attachment,
    ...custom,
    ...(row.post_name ? slugged(`single-${row.post_type}-`, row.post_name) : []),
    `single-${row.post_type}`,
    'single',
    'index',
  ];
}
