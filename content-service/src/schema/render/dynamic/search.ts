import { escAttr, escUrl } from '../php';
import { wpStripAllTags } from '../text';
import { wpUniqueId } from '../types';
import { attrBool, attrString, type DynamicRenderer } from './types';
import { blockWrapperAttributes } from './wrapper';

/*
 * render_block_core_search(): the search form. The label, input and button are built with
 * WP_HTML_Tag_Processor, which inserts the attributes it adds in sorted order after the tag
 * name; the markup below is that result. Borders, colours and typography styles are not
 * ported (the reference content sets none on search blocks).
 */

const ICON = `<svg class="search-icon" viewBox="0 0 24 24" width="24" height="24">
					<path d="M13 5c-3.3 0-6 2.7-6 6 0 1.4.5 2.7 1.3 3.7l-3.8 3.8 1.1 1.1 3.8-3.8c1 .8 2.3 1.3 3.7 1.3 3.3 0 6-2.7 6-6S16.3 5 13 5zm0 10.5c-2.5 0-4.5-2-4.5-4.5s2-4.5 4.5-4.5 4.5 2 4.5 4.5-2 4.5-4.5 4.5z"></path>
				</svg>`;

export const renderSearch: DynamicRenderer = ({ block, attrs, ctx, site }) => {
  // Older blocks saved no label or button text: both default to "Search".
  const label = attrs.label === undefined ? 'Search' : attrString(attrs, 'label');
  const buttonText = attrs.buttonText === undefined ? 'Search' : attrString(attrs, 'buttonText');
  const position = attrString(attrs, 'buttonPosition', 'button-outside');
  const useIcon = attrBool(attrs, 'buttonUseIcon', false);
  const showButton = position !== 'no-button';
  const inputId = wpUniqueId(ctx.state, 'wp-block-search__input-');

  const classes: string[] = [];
  if (position) classes.push(`wp-block-search__${position}`);
  if (position && position !== 'no-button') {
    classes.push(useIcon ? 'wp-block-search__icon-button' : 'wp-block-search__text-button');
  }
  const labelClass =
    attrBool(attrs, 'showLabel', true) && label !== ''
      ? 'wp-block-search__label'
      : 'wp-block-search__label screen-reader-text';
  const labelHtml = `<label class="${labelClass}" for="${inputId}" >${label || 'Search'}</label>`;
  const placeholder = escAttr(attrString(attrs, 'placeholder'));
  const input = `<input class="wp-block-search__input" id="${inputId}" placeholder="${placeholder}" value="" type="search" name="s" required />`;
  let button = '';
  if (showButton) {
    const inner = useIcon ? ICON : buttonText;
    const buttonClass = `wp-block-search__button${useIcon ? ' has-icon' : ''} wp-element-button`;
    button = `<button aria-label="${escAttr(wpStripAllTags(buttonText))}" class="${buttonClass}" type="submit" >${inner}</button>`;
  }
  const width =
    attrs.width && attrs.widthUnit
      ? `style="width: ${Number(attrs.width)}${escAttr(String(attrs.widthUnit))};"`
      : '';
  const field = `<div class="wp-block-search__inside-wrapper" ${width}>${input}${button}</div>`;
  const wrapper = blockWrapperAttributes(block, { class: classes.join(' ') });
  return `<form role="search" method="get" action="${escUrl(`${site.homeUrl}/`)}" ${wrapper}    >${labelHtml}${field}</form>`;
};
