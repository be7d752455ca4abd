import { escAttr, escUrl, phpEmpty } from './php';
import { shortcodeAtts, type ShortcodeAtts } from './shortcode-regex';
import type { RenderContext } from './types';

const AUDIO_TYPES = ['mp3', 'ogg', 'flac', 'm4a', 'wav'];
const AUDIO_MIME: Record<string, string> = {
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  m4a: 'audio/mpeg',
  wav: 'audio/wav',
};

/** wp_check_filetype()'s extension of a URL (query string ignored). */
function extensionOf(url: string): string {
  const m = /\.([^./?#]+)(?:[?#].*)?$/.exec(url);
  return (m?.[1] ?? '').toLowerCase();
}

/** add_query_arg( '_', N, $url ). */
function addInstanceArg(url: string, instance: number): string {
  const [base, fragment] = url.split('#', 2) as [string, string | undefined];
  const sep = base.includes('?') ? '&' : '?';
  return `${base}${sep}_=${instance}${fragment === undefined ? '' : '#' + fragment}`;
}

/**
 * wp_audio_shortcode() with the mediaelement library, as WordPress 7 prints it (no IE
 * conditional comment). Without a src attribute the first audio attachment of the post plays.
 */
export function audioShortcode(attr: ShortcodeAtts | null, ctx: RenderContext): string {
  const postId = ctx.postId;
  const instance = ++ctx.state.audioInstance;
  const defaults: Record<string, string> = {
    src: '',
    loop: '',
    autoplay: '',
    preload: 'none',
    class: 'wp-audio-shortcode',
    style: 'width: 100%;',
  };
  for (const type of AUDIO_TYPES) defaults[type] = '';
  const atts = shortcodeAtts(defaults, attr);
  let types = [...AUDIO_TYPES];
  let primary = false;
  if (!phpEmpty(atts.src)) {
    const src = atts.src as string;
    if (!AUDIO_TYPES.includes(extensionOf(src))) {
      return `<a class="wp-embedded-audio" href="${escUrl(src)}">${escAttr(src)}</a>`;
    }
    primary = true;
    types = ['src', ...types];
  } else {
    for (const ext of AUDIO_TYPES) {
      if (!phpEmpty(atts[ext]) && extensionOf(atts[ext] as string) === ext) primary = true;
    }
  }
  if (!primary) {
    const audio = (ctx.hooks.getChildAttachments?.(postId) ?? []).find((a) =>
      a.mimeType.startsWith('audio/'),
    );
    if (!audio || !audio.url) return '';
    atts.src = audio.url;
    types = ['src', ...types];
  }
  const htmlAtts: [string, string][] = [
    ['class', atts.class as string],
    ['id', `audio-${postId}-${instance}`],
  ];
  if (['1', 'true', 'yes', 'on'].includes((atts.loop ?? '').toLowerCase()))
    htmlAtts.push(['loop', '1']);
  if (['1', 'true', 'yes', 'on'].includes((atts.autoplay ?? '').toLowerCase())) {
    htmlAtts.push(['autoplay', '1']);
  }
  if (!phpEmpty(atts.preload)) htmlAtts.push(['preload', atts.preload as string]);
  htmlAtts.push(['style', atts.style as string]);
  let html = `<audio ${htmlAtts.map(([k, v]) => `${k}="${escAttr(v)}"`).join(' ')} controls="controls">`;
  let fileurl = '';
  for (const fallback of types) {
    const value = atts[fallback];
    if (phpEmpty(value)) continue;
    if (!fileurl) fileurl = value as string;
    const mime = AUDIO_MIME[extensionOf(value as string)] ?? '';
    html += `<source type="${mime}" src="${escUrl(addInstanceArg(value as string, instance))}" />`;
  }
  html += `<a href="${escUrl(fileurl)}">${escUrl(fileurl)}</a>`;
  return html + '</audio>';
}
