import { parseBlocks } from '../block-parser';
import { renderBlock } from '../render-blocks';
import { insertAttributes, openTags } from '../tag-processor';
import { wpUniqueId, type ParsedBlock, type RenderContext } from '../types';
import { attrBool, attrString, type DynamicRenderer } from './types';
import { blockWrapperAttributes } from './wrapper';

/*
 * render_block_core_navigation(): the inner blocks (or those of the wp_navigation post the
 * `ref` attribute names) in a container list, inside the responsive overlay markup unless the
 * overlay is off, with the Interactivity API directives on submenus. Navigation links and
 * submenus (core/navigation-link, core/navigation-submenu) are not ported; page lists are.
 */

const OPEN_ICON =
  '<svg width="24" height="24" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M4 7.5h16v1.5H4z"></path><path d="M4 15h16v1.5H4z"></path></svg>';
const CLOSE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="m13.06 12 6.47-6.47-1.06-1.06L12 10.94 5.53 4.47 4.47 5.53 10.94 12l-6.47 6.47 1.06 1.06L12 13.06l6.47 6.47 1.06-1.06L13.06 12Z"></path></svg>';
const SUBMENU_CONTEXT =
  '{ "submenuOpenedBy": { "click": false, "hover": false, "focus": false }, "type": "submenu", "modal": null, "previousFocus": null }';
const LIST_ITEM_WRAPPED = new Set(['core/site-title', 'core/site-logo', 'core/social-links']);

/** block_core_navigation_add_directives_to_submenu(). */
function addSubmenuDirectives(html: string, openOnClick: boolean): string {
  const tags = openTags(html);
  const edits: { index: number; attrs: Record<string, string> }[] = [];
  let from = 0;
  for (let i = 0; i < tags.length; i++) {
    const li = tags[i];
    if (i < from || li?.name !== 'LI' || !li.className?.split(/\s+/).includes('has-child'))
      continue;
    const liAttrs: Record<string, string> = {
      'data-wp-interactive': 'core/navigation',
      'data-wp-context': SUBMENU_CONTEXT,
      'data-wp-watch': 'callbacks.initMenu',
      'data-wp-on--focusout': 'actions.handleMenuFocusout',
      'data-wp-on--keydown': 'actions.handleMenuKeydown',
      tabindex: '-1',
    };
    if (!openOnClick) {
      liAttrs['data-wp-on--pointerenter'] = 'actions.openMenuOnHover';
      liAttrs['data-wp-on--pointerleave'] = 'actions.closeMenuOnHover';
    }
    edits.push({ index: i, attrs: liAttrs });
    let j = i + 1;
    const button = tags.findIndex(
      (t, k) =>
        k > i &&
        t.name === 'BUTTON' &&
        (t.className ?? '').includes('wp-block-navigation-submenu__toggle'),
    );
    if (button >= 0) {
      edits.push({
        index: button,
        attrs: {
          'data-wp-on--click': 'actions.toggleMenuOnClick',
          'data-wp-bind--aria-expanded': 'state.isMenuOpen',
        },
      });
      j = button + 1;
    }
    const ul = tags.findIndex(
      (t, k) =>
        k >= j &&
        t.name === 'UL' &&
        (t.className ?? '').includes('wp-block-navigation__submenu-container'),
    );
    if (ul >= 0) {
      edits.push({ index: ul, attrs: { 'data-wp-on--focus': 'actions.openMenuOnFocus' } });
      from = ul + 1;
    } else {
      from = j;
    }
  }
  let out = html;
  for (const edit of edits.sort((a, b) => b.index - a.index)) {
    const tag = tags[edit.index];
    if (tag) out = insertAttributes(out, tag, edit.attrs);
  }
  return out;
}

function innerBlocksHtml(block: ParsedBlock, ctx: RenderContext, refContent: string | null) {
  const children =
    refContent === null ? block.innerBlocks : parseBlocks(refContent).filter((b) => b.blockName);
  let html = '';
  for (const child of children) {
    const rendered = renderBlock(child, ctx);
    if (rendered === '') continue;
    html += LIST_ITEM_WRAPPED.has(child.blockName ?? '')
      ? `<li class="wp-block-navigation-item">${rendered}</li>`
      : rendered;
  }
  return html;
}

export const renderNavigation: DynamicRenderer = ({ block, attrs, ctx, context, site }) => {
  const ref = attrs.ref === undefined ? null : site.post(Number(attrs.ref));
  const openOnClick = attrBool(attrs, 'openSubmenusOnClick', false);
  const childContext = {
    ...context,
    showSubmenuIcon: attrBool(attrs, 'showSubmenuIcon', true),
    openSubmenusOnClick: openOnClick,
    overlayMenu: attrString(attrs, 'overlayMenu', 'mobile'),
    maxNestingLevel: attrs.maxNestingLevel ?? 5,
  };
  const inner = innerBlocksHtml(
    block,
    { ...ctx, blockContext: childContext },
    ref?.content ?? null,
  );
  if (inner === '') return '';
  const html = addSubmenuDirectives(inner, openOnClick);
  const responsive = childContext.overlayMenu !== 'never';
  const extra = responsive ? 'is-responsive' : '';
  const wrapper = blockWrapperAttributes(block, { class: extra });
  const label = ref ? ref.title : 'Menu';
  const container = `<ul ${blockWrapperAttributes(block, { class: `wp-block-navigation__container ${extra}`.trim() })}>${html}</ul>`;
  const navContext = JSON.stringify({
    overlayOpenedBy: { click: false, hover: false, focus: false },
    type: 'overlay',
    roleAttribute: '',
    ariaLabel: label,
  });
  const open = `<nav ${wrapper} \n\t\t data-wp-interactive="core/navigation" data-wp-context='${navContext}'>`;
  if (!responsive) return `${open}${container}</nav>`;
  const modal = wpUniqueId(ctx.state, 'modal-');
  return (
    `${open}<button aria-haspopup="dialog" aria-label="Open menu" class="wp-block-navigation__responsive-container-open" \n\t\t\t\tdata-wp-on--click="actions.openMenuOnClick"\n\t\t\t\tdata-wp-on--keydown="actions.handleMenuKeydown"\n\t\t\t>${OPEN_ICON}</button>\n` +
    `\t\t\t\t<div class="wp-block-navigation__responsive-container"  id="${modal}" \n\t\t\t\tdata-wp-class--has-modal-open="state.isMenuOpen"\n\t\t\t\tdata-wp-class--is-menu-open="state.isMenuOpen"\n\t\t\t\tdata-wp-watch="callbacks.initMenu"\n\t\t\t\tdata-wp-on--keydown="actions.handleMenuKeydown"\n\t\t\t\tdata-wp-on--focusout="actions.handleMenuFocusout"\n\t\t\t\ttabindex="-1"\n\t\t\t>\n` +
    '\t\t\t\t\t<div class="wp-block-navigation__responsive-close" tabindex="-1">\n' +
    '\t\t\t\t\t\t<div class="wp-block-navigation__responsive-dialog" \n\t\t\t\tdata-wp-bind--aria-modal="state.ariaModal"\n\t\t\t\tdata-wp-bind--aria-label="state.ariaLabel"\n\t\t\t\tdata-wp-bind--role="state.roleAttribute"\n\t\t\t>\n' +
    `\t\t\t\t\t\t\t<button aria-label="Close menu" class="wp-block-navigation__responsive-container-close" \n\t\t\t\tdata-wp-on--click="actions.closeMenuOnClick"\n\t\t\t>${CLOSE_ICON}</button>\n` +
    `\t\t\t\t\t\t\t<div class="wp-block-navigation__responsive-container-content" \n\t\t\t\tdata-wp-watch="callbacks.focusFirstElement"\n\t\t\t id="${modal}-content">\n` +
    `\t\t\t\t\t\t\t\t${container}\n\t\t\t\t\t\t\t\t\n\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t</div>\n\t\t\t\t</div></nav>`
  );
};
