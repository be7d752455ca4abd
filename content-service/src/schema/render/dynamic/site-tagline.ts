import { escHtml } from '../php';
import { wptexturize } from '../wptexturize';
import { attrNumber, attrString, type DynamicRenderer } from './types';
import { optionString } from './template-tags';
import { blockWrapperAttributes } from './wrapper';

/** render_block_core_site_tagline(): the tagline, nothing when the site has none. */
export const renderSiteTagline: DynamicRenderer = ({ block, attrs, site }) => {
  const tagline = escHtml(wptexturize(optionString(site, 'blogdescription', '')));
  if (tagline === '') return '';
  const level = attrNumber(attrs, 'level', 0);
  const tag = level === 0 ? 'p' : `h${level}`;
  const align = attrString(attrs, 'textAlign');
  const wrapper = blockWrapperAttributes(block, align ? { class: `has-text-align-${align}` } : {});
  return `<${tag} ${wrapper}>${tagline}</${tag}>`;
};
