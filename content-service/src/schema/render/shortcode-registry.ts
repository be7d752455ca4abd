import { audioShortcode } from './audio';
import { imgCaptionShortcode } from './caption';
import { galleryShortcode } from './gallery';
import { doShortcode, type ShortcodeHandler, type ShortcodeRegistry } from './shortcodes';
import type { RenderContext } from './types';

/**
 * The core shortcodes as a WordPress 7 site with a block theme renders them. playlist and video
 * are registered in WordPress but not ported (the recorded content has none): they are left in
 * the text. embed is registered as __return_false (WP_Embed handles it earlier, at priority 8,
 * when oEmbed answers; here it never does), so it renders as ''.
 */
export function coreShortcodes(ctx: RenderContext): ShortcodeRegistry {
  const registry = new Map<string, ShortcodeHandler>();
  const nested = (content: string) => doShortcode(content, registry);
  const caption: ShortcodeHandler = (atts, content) => imgCaptionShortcode(atts, content, nested);
  registry.set('wp_caption', caption);
  registry.set('caption', caption);
  registry.set('gallery', (atts) => galleryShortcode(atts, ctx));
  registry.set('audio', (atts) => audioShortcode(atts, ctx));
  registry.set('embed', () => '');
  return registry;
}
