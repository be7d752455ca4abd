import { escHtml } from '../php';
import { MONTHS } from '../php-date';
import { wpUniqueId } from '../types';
import { wptexturize } from '../wptexturize';
import { attrBool, attrString, type DynamicRenderer } from './types';
import { monthLink } from './template-tags';
import { blockWrapperAttributes } from './wrapper';

/*
 * render_block_core_archives() with wp_get_archives( 'monthly' ): a list of month links, or a
 * labelled dropdown with its navigation script. Other archive types (yearly, weekly, daily,
 * postbypost) are not ported and list months as well.
 */

/** The script block_core_archives_build_dropdown_script() prints after the select. */
function dropdownScript(id: string, home: string): string {
  return `<script>
( ( [ dropdownId, homeUrl ] ) => {
		const dropdown = document.getElementById( dropdownId );
		function onSelectChange() {
			setTimeout( () => {
				if ( 'escape' === dropdown.dataset.lastkey ) {
					return;
				}
				if ( dropdown.value ) {
					location.href = dropdown.value;
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
//# sourceURL=block_core_archives_build_dropdown_script
</script>
`;
}

export const renderArchives: DynamicRenderer = ({ block, attrs, ctx, site }) => {
  const showCount = attrBool(attrs, 'showPostCounts', false);
  const months = site.monthlyArchives('post');
  const items = months.map((m) => {
    const url = monthLink(site, m.year, m.month);
    const text = wptexturize(`${MONTHS[m.month - 1] ?? ''} ${m.year}`);
    const count = showCount ? `&nbsp;(${m.posts})` : '';
    return { url, text, count };
  });
  if (attrBool(attrs, 'displayAsDropdown', false)) {
    const id = wpUniqueId(ctx.state, 'wp-block-archives-');
    const hidden = attrBool(attrs, 'showLabel', true) ? '' : ' screen-reader-text';
    const options = items
      .map((i) => `\t<option value='${i.url}'> ${i.text} ${i.count}</option>\n`)
      .join('');
    const label =
      attrString(attrs, 'type', 'monthly') === 'monthly' ? 'Select Month' : 'Select Post';
    const body =
      `<label for="${id}" class="wp-block-archives__label${hidden}">Archives</label>\n` +
      `\t\t<select id="${id}" name="archive-dropdown">\n` +
      `\t\t<option value="">${escHtml(label)}</option>${options}</select>` +
      dropdownScript(id, site.homeUrl);
    const wrapper = blockWrapperAttributes(block, { class: 'wp-block-archives-dropdown' });
    return `<div ${wrapper}>${body}</div>`;
  }
  const wrapper = blockWrapperAttributes(block, { class: 'wp-block-archives-list' });
  if (items.length === 0) return `<div ${wrapper}>No archives to show.</div>`;
  const list = items.map((i) => `\t<li><a href='${i.url}'>${i.text}</a>${i.count}</li>\n`);
  return `<ul ${wrapper}>${list.join('')}</ul>`;
};
