import type { DynamicRenderer } from './types';

/*
 * render_block_core_rss(). The content service makes no outbound requests while it answers, so
 * every feed fails to load, and the block prints the error notice WordPress prints when
 * fetch_feed() fails (the reference site's own fetches failed with this same message).
 */
export const renderRss: DynamicRenderer = ({ attrs, site }) => {
  const url = typeof attrs.feedURL === 'string' ? attrs.feedURL.replace(/\/+$/, '') : '';
  if (url === site.homeUrl || url === site.siteUrl) {
    return '<div class="components-placeholder"><div class="notice notice-error">Adding an RSS feed to this site’s homepage is not supported, as it could lead to a loop that slows down your site. Try using another block, like the <strong>Latest Posts</strong> block, to list posts from the site.</div></div>';
  }
  return '<div class="components-placeholder"><div class="notice notice-error"><strong>RSS Error:</strong> WP HTTP Error: A valid URL was not provided.</div></div>';
};
