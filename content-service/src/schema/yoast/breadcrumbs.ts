import type { RequestContext } from '../context';
import { option, postById, postMeta, singleMeta } from '../model/loaders';
import { termAncestry } from '../model/permalinks';
import type { PostRow, TermRow } from '../model/rows';
import { renderTitle, wpStripAllTags } from '../render';
import { postIndexablePermalink, termIndexablePermalink } from './indexable';
import type { Crumb } from './schema-graph';
import { bool, text, yoastSettings } from './settings';
import { termSeoMeta } from './term-meta';

/**
 * Yoast's trail (Breadcrumbs_Generator): the home crumb, then the object's ancestors, then the
 * object. Crumb URLs are the ancestors' indexable permalinks; texts are their breadcrumb titles.
 */
export function trail(home: Crumb | undefined, ancestors: Crumb[], current: Crumb): Crumb[] {
  return [...(home ? [home] : []), ...ancestors, current];
}

/** wp_strip_all_tags($title, true) of the_title: tags and line breaks gone, texturized. */
function crumbTitle(title: string): string {
  return wpStripAllTags(renderTitle(title)).replace(/[\r\n\t ]+/g, ' ');
}

function postCrumb(ctx: RequestContext, row: PostRow): Crumb {
  const bctitle = singleMeta(postMeta(ctx, row.ID), '_yoast_wpseo_bctitle');
  return {
    // The indexable's breadcrumb title: wp_strip_all_tags(get_the_title(), true).
    text: typeof bctitle === 'string' && bctitle !== '' ? bctitle : crumbTitle(row.post_title),
    url: postIndexablePermalink(ctx, row),
  };
}

export function termCrumb(ctx: RequestContext, term: TermRow): Crumb {
  const bctitle = termSeoMeta(ctx, term).wpseo_bctitle;
  return {
    text: typeof bctitle === 'string' && bctitle !== '' ? bctitle : term.name,
    url: termIndexablePermalink(ctx, term),
  };
}

/** The "Home" crumb, or the static front page's when there is one; none when the text is ''. */
export function homeCrumb(ctx: RequestContext): Crumb | undefined {
  const s = yoastSettings(ctx);
  const homeText = text(s.titles, 'breadcrumbs-home');
  if (homeText === '') return undefined;
  const front = Number(option(ctx, 'page_on_front'));
  if (option(ctx, 'show_on_front') === 'page' && front > 0) {
    const row = postById(ctx, front);
    if (row) return { ...postCrumb(ctx, row), text: homeText };
  }
  return { text: homeText, url: s.homeSlash };
}

/** Categories (or the `post_types-<type>-maintax` taxonomy) put before a post: primary term chain. */
function mainTaxonomyCrumbs(ctx: RequestContext, row: PostRow): Crumb[] {
  const taxonomy = text(yoastSettings(ctx).titles, `post_types-${row.post_type}-maintax`);
  if (taxonomy === '' || taxonomy === '0') return [];
  const primary = Number(singleMeta(postMeta(ctx, row.ID), `_yoast_wpseo_primary_${taxonomy}`));
  const termId =
    primary ||
    (ctx.db
      .prepare(
        `SELECT tt.term_id FROM term_relationships tr
         JOIN term_taxonomy tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
         JOIN terms t ON t.term_id = tt.term_id
         WHERE tr.object_id = ? AND tt.taxonomy = ? ORDER BY t.name LIMIT 1`,
      )
      .pluck()
      .get(row.ID, taxonomy) as number | undefined);
  return termId ? termAncestry(ctx, termId).map((t) => termCrumb(ctx, t)) : [];
}

export function postTrail(ctx: RequestContext, row: PostRow): Crumb[] {
  const s = yoastSettings(ctx);
  const statics: Crumb[] = [];
  const blog = Number(option(ctx, 'page_for_posts'));
  if (
    option(ctx, 'show_on_front') === 'page' &&
    blog > 0 &&
    row.post_type === 'post' &&
    bool(s.titles, 'breadcrumbs-display-blog-page')
  ) {
    const page = postById(ctx, blog);
    if (page) statics.push(postCrumb(ctx, page));
  }
  const parents: Crumb[] = [];
  const seen = new Set<number>([row.ID]);
  let parent = row.post_parent ? postById(ctx, row.post_parent) : undefined;
  while (parent && !seen.has(parent.ID)) {
    seen.add(parent.ID);
    parents.unshift(postCrumb(ctx, parent));
    parent = parent.post_parent ? postById(ctx, parent.post_parent) : undefined;
  }
  return trail(
    homeCrumb(ctx),
    [...statics, ...mainTaxonomyCrumbs(ctx, row), ...parents],
    postCrumb(ctx, row),
  );
}

export function termTrail(ctx: RequestContext, term: TermRow): Crumb[] {
  const chain = termAncestry(ctx, term.term_id);
  const ancestors = chain.slice(0, -1).map((t) => termCrumb(ctx, t));
  return trail(homeCrumb(ctx), ancestors, termCrumb(ctx, term));
}
