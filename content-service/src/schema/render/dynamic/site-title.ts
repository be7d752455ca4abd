import { escAttr, escHtml, escUrl } from '../php';
import { wptexturize } from '../wptexturize';
import { attrBool, attrNumber, attrString, type DynamicRenderer } from './types';
import { optionString } from './template-tags';
import { blockWrapperAttributes } from './wrapper';

/** render_block_core_site_title(): the site name, linked to the home page by default. */
export const renderSiteTitle: DynamicRenderer = ({ block, attrs, site }) => {
  const name = escHtml(wptexturize(optionString(site, 'blogname', '')));
  if (name.trim() === '') return '';
  const level = attrNumber(attrs, 'level', 1);
  const tag = level === 0 ? 'p' : `h${level}`;
  const align = attrString(attrs, 'textAlign');
  let title = name;
  if (attrBool(attrs, 'isLink', true)) {
    const target = attrString(attrs, 'linkTarget') || '_self';
    title = `<a href="${escUrl(site.homeUrl)}" target="${escAttr(target)}" rel="home">${name}</a>`;
  }
  const wrapper = blockWrapperAttributes(block, align ? { class: `has-text-align-${align}` } : {});
  return `<${tag} ${wrapper}>${title}</${tag}>`;
};
