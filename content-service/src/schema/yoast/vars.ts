import type { RequestContext } from '../context';
import { option, postById, postMeta, singleMeta, userById } from '../model/loaders';
import type { PostRow, TermRow } from '../model/rows';
import type { VarLookup } from './replace-vars';
import { phpDate, renderExcerpt, wpStripAllTags } from '../render';
import { yoastSettings } from './settings';

export { phpDate };

function siteVars(ctx: RequestContext, name: string): string | undefined {
  const s = yoastSettings(ctx);
  switch (name) {
    case 'sitename':
      return wpStripAllTags(s.siteName);
    case 'sitedesc':
      return s.siteDescription;
    case 'page':
    case 'pagenumber':
    case 'searchphrase':
      return '';
    case 'currentyear':
      return String(new Date().getUTCFullYear());
    default:
      return undefined;
  }
}

/** Variables with no object: site name/description only (SEOConfig templates). */
export function siteLookup(ctx: RequestContext): VarLookup {
  return (name) => siteVars(ctx, name);
}

function termNames(ctx: RequestContext, postId: number, taxonomy: string): string {
  const names = ctx.db
    .prepare(
      `SELECT t.name FROM term_relationships tr
       JOIN term_taxonomy tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
       JOIN terms t ON t.term_id = tt.term_id
       WHERE tr.object_id = ? AND tt.taxonomy = ? ORDER BY t.name`,
    )
    .pluck()
    .all(postId, taxonomy) as string[];
  return names.join(', ');
}

/**
 * get_the_excerpt(), which Yoast falls back to: the post's own excerpt as written, else
 * wp_trim_excerpt() of the content (55 words and " [&hellip;]"); the render module's the_excerpt
 * only adds paragraphs around that text, which stripping tags takes off again.
 */
export function postExcerpt(row: PostRow): string {
  // Yoast strips a hand-written excerpt's tags too (Post_Helper::get_the_excerpt, %%excerpt%%).
  if (row.post_excerpt.trim() !== '') return wpStripAllTags(row.post_excerpt);
  return wpStripAllTags(renderExcerpt('', row.post_content, { postId: row.ID }));
}

export function postLookup(ctx: RequestContext, row: PostRow): VarLookup {
  return (name) => {
    switch (name) {
      case 'title':
        return row.post_title;
      case 'parent_title':
        return row.post_parent ? (postById(ctx, row.post_parent)?.post_title ?? '') : '';
      case 'excerpt':
        return postExcerpt(row);
      case 'excerpt_only':
        return row.post_excerpt;
      case 'date':
        return phpDate(option<string>(ctx, 'date_format') ?? 'F j, Y', row.post_date);
      case 'modified':
        return phpDate(option<string>(ctx, 'date_format') ?? 'F j, Y', row.post_modified);
      case 'name':
        return userById(ctx, row.post_author)?.display_name ?? '';
      case 'id':
        return String(row.ID);
      case 'category':
        return termNames(ctx, row.ID, 'category');
      case 'tag':
        return termNames(ctx, row.ID, 'post_tag');
      case 'focuskw': {
        const kw = singleMeta(postMeta(ctx, row.ID), '_yoast_wpseo_focuskw');
        return typeof kw === 'string' ? kw : '';
      }
      case 'pt_single':
        return row.post_type === 'page'
          ? 'Page'
          : row.post_type === 'attachment'
            ? 'Media'
            : 'Post';
      case 'pt_plural':
        return row.post_type === 'page'
          ? 'Pages'
          : row.post_type === 'attachment'
            ? 'Media'
            : 'Posts';
      default:
        return siteVars(ctx, name);
    }
  };
}

export function termLookup(ctx: RequestContext, term: TermRow): VarLookup {
  return (name) => {
    switch (name) {
      case 'term_title':
      case 'category':
      case 'tag':
        return term.name;
      case 'term_description':
      case 'category_description':
      case 'tag_description':
        return wpStripAllTags(term.description);
      case 'id':
        return String(term.term_id);
      default:
        return siteVars(ctx, name);
    }
  };
}
