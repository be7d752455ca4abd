import { escAttr, escHtml, escUrl } from '../php';
import { attrBool, attrString, type DynamicRenderer } from './types';
import type { TermInfo } from './site-data';
import { blockWrapperAttributes } from './wrapper';

/*
 * render_block_core_categories(): wp_list_categories() as a list, or wp_dropdown_categories()
 * with its navigation script. Terms come by name; with hierarchy, children follow their
 * parent (Walker), and hide_empty keeps empty parents of non-empty children.
 */

const LABELS: Record<string, { plural: string; singular: string; none: string; queryVar: string }> =
  {
    category: {
      plural: 'Categories',
      singular: 'Category',
      none: 'No categories',
      queryVar: 'category_name',
    },
    post_tag: { plural: 'Tags', singular: 'Tag', none: 'No tags', queryVar: 'tag' },
  };

interface Node {
  term: TermInfo;
  depth: number;
}

/** Walker::walk(): roots in order, each followed by its descendants, depth first. */
function walk(terms: TermInfo[], hierarchical: boolean): Node[] {
  if (!hierarchical) return terms.map((term) => ({ term, depth: 0 }));
  const ids = new Set(terms.map((t) => t.id));
  const out: Node[] = [];
  const visit = (parent: number, depth: number) => {
    for (const term of terms) {
      if (term.parent !== parent) continue;
      out.push({ term, depth });
      visit(term.id, depth + 1);
    }
  };
  for (const term of terms) {
    if (term.parent === 0 || !ids.has(term.parent)) {
      out.push({ term, depth: 0 });
      visit(term.id, 1);
    }
  }
  return out;
}

/** get_terms( hide_empty ): with hierarchy, empty terms stay when a descendant has posts. */
function visibleTerms(all: TermInfo[], hideEmpty: boolean, hierarchical: boolean): TermInfo[] {
  if (!hideEmpty) return all;
  if (!hierarchical) return all.filter((t) => t.count > 0);
  const hasPosts = (term: TermInfo, seen: Set<number>): boolean =>
    term.count > 0 ||
    all.some(
      (c) => c.parent === term.id && !seen.has(c.id) && hasPosts(c, new Set([...seen, c.id])),
    );
  return all.filter((t) => hasPosts(t, new Set([t.id])));
}

function dropdownScript(id: string, home: string): string {
  return `<script>
( ( [ dropdownId, homeUrl ] ) => {
		const dropdown = document.getElementById( dropdownId );
		function onSelectChange() {
			setTimeout( () => {
				if ( 'escape' === dropdown.dataset.lastkey ) {
					return;
				}
				// Only navigate if a valid term is selected (not the default "Select [taxonomy]" option)
				if ( dropdown.value && dropdown.value !== '-1' && dropdown instanceof HTMLSelectElement ) {
					const url = new URL( homeUrl );
					url.searchParams.set( dropdown.name, dropdown.value );
					location.href = url.href;
				}
			}, 250 );
		}
		function onKeyUp( event ) {
			if ( 'Escape' === event.key ) {
				dropdown.dataset.lastkey = 'escape';
			} else {
				delete dropdown.dataset.lastkey;
			}
		}
		function onClick() {
			delete dropdown.dataset.lastkey;
		}
		dropdown.addEventListener( 'keyup', onKeyUp );
		dropdown.addEventListener( 'click', onClick );
		dropdown.addEventListener( 'change', onSelectChange );
	} )( ${JSON.stringify([id, home])} );
//# sourceURL=build_dropdown_script_block_core_categories
</script>
`;
}

function listItems(nodes: Node[], showCount: boolean): string {
  let out = '';
  const open: number[] = [];
  nodes.forEach((node, i) => {
    const { term, depth } = node;
    const count = showCount ? ` (${term.count})` : '';
    out += `\t<li class="cat-item cat-item-${term.id}"><a href="${escUrl(term.link)}">${escAttr(term.name)}</a>${count}\n`;
    const next = nodes[i + 1];
    if (next && next.depth > depth) {
      out += `${'\t'.repeat(depth)}<ul class='children'>\n`;
      open.push(depth);
      return;
    }
    out += '</li>\n';
    let level = depth;
    while (open.length > 0 && (next?.depth ?? 0) < level) {
      const parentDepth = open.pop() as number;
      out += `${'\t'.repeat(parentDepth)}</ul>\n</li>\n`;
      level = parentDepth;
    }
  });
  return out;
}

export const renderCategories: DynamicRenderer = ({ block, attrs, ctx, site }) => {
  const counters = ctx.state.blockInstances;
  counters.categories = (counters.categories ?? 0) + 1;
  const taxonomy = attrString(attrs, 'taxonomy', 'category');
  const labels = LABELS[taxonomy] ?? LABELS.category;
  const hierarchical = attrBool(attrs, 'showHierarchy', false);
  const showCount = attrBool(attrs, 'showPostCounts', false);
  let terms = visibleTerms(
    site.terms(taxonomy, true),
    !attrBool(attrs, 'showEmpty', false),
    hierarchical,
  );
  if (attrBool(attrs, 'showOnlyTopLevel', false)) terms = terms.filter((t) => t.parent === 0);
  const nodes = walk(terms, hierarchical);
  const classes = { class: `wp-block-categories-%s wp-block-categories-taxonomy-${taxonomy}` };
  if (attrBool(attrs, 'displayAsDropdown', false)) {
    const id = `wp-block-categories-${counters.categories}`;
    const hidden = attrBool(attrs, 'showLabel', true) ? '' : ' screen-reader-text';
    const label = attrString(attrs, 'label') || (labels?.plural ?? '');
    let select = `<select  name='${labels?.queryVar ?? taxonomy}' id='${id}' class='postform'>\n`;
    select += `\t<option value='-1'>Select ${escHtml(labels?.singular ?? '')}</option>\n`;
    for (const { term, depth } of nodes) {
      const count = showCount ? `&nbsp;&nbsp;(${term.count})` : '';
      select += `\t<option class="level-${depth}" value="${escAttr(term.slug)}">${'&nbsp;'.repeat(depth * 3)}${term.name}${count}</option>\n`;
    }
    select += '</select>' + dropdownScript(id, site.homeUrl) + '\n';
    const wrapper = blockWrapperAttributes(block, {
      class: classes.class.replace('%s', 'dropdown'),
    });
    return `<div ${wrapper}><label class="wp-block-categories__label${hidden}" for="${escAttr(id)}">${label}</label>${select}</div>`;
  }
  const items =
    nodes.length > 0
      ? listItems(nodes, showCount)
      : `<li class="cat-item-none">${labels?.none ?? ''}</li>`;
  const wrapper = blockWrapperAttributes(block, { class: classes.class.replace('%s', 'list') });
  return `<ul ${wrapper}>${items}</ul>`;
};
