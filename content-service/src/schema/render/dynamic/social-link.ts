import { escAttr, escHtml, escUrl } from '../php';
import { insertAttributes, openTags } from '../tag-processor';
import { attrString, type DynamicRenderer } from './types';
import { SOCIAL_SERVICES } from './social-link-services';
import { blockWrapperAttributes } from './wrapper';

/*
 * render_block_core_social_link(): one service link with its icon; the parent Social Icons
 * block passes openInNewTab, showLabels and the icon colours as context.
 */

export const renderSocialLink: DynamicRenderer = ({ block, attrs, context }) => {
  const service = attrString(attrs, 'service', 'Icon');
  let url = attrString(attrs, 'url');
  if (!url) return '';
  const known = SOCIAL_SERVICES[service] ?? SOCIAL_SERVICES.share;
  const label = attrs.label === undefined ? (known?.name ?? '') : attrString(attrs, 'label');
  const rel = attrString(attrs, 'rel');
  if (/^[^@\s/:]+@[^@\s/:]+\.[^@\s/:]+$/.test(url)) url = `mailto:${url}`;
  // A URL without a scheme gets https://, unless it is protocol-relative, a path or a fragment.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^(\/\/|\/|#|\?)/.test(url)) url = `https://${url}`;
  let classes = `wp-social-link wp-social-link-${service}`;
  let style = '';
  if (context.iconColorValue) {
    classes += ' has-icon-color';
    style += `color:${String(context.iconColorValue)};`;
  }
  if (context.iconBackgroundColorValue) {
    classes += ' has-icon-background-color';
    style += `background-color:${String(context.iconBackgroundColorValue)};`;
  }
  const wrapper = blockWrapperAttributes(
    block,
    style ? { class: classes, style } : { class: classes },
  );
  const labelClass = context.showLabels ? '' : ' screen-reader-text';
  const link =
    `<li ${wrapper}><a href="${escUrl(url)}" class="wp-block-social-link-anchor">${known?.icon ?? ''}` +
    `<span class="wp-block-social-link-label${labelClass}">${escHtml(label)}</span></a></li>`;
  const anchor = openTags(link).find((t) => t.name === 'A');
  if (!anchor) return link;
  if (context.openInNewTab) {
    return insertAttributes(link, anchor, {
      rel: `${escAttr(rel)} noopener nofollow`,
      target: '_blank',
    });
  }
  return rel ? insertAttributes(link, anchor, { rel: escAttr(rel) }) : link;
};
