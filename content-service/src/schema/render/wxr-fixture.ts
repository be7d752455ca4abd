import fs from 'node:fs';
import { unserialize } from 'php-serialize';
import type { AttachmentInfo, ImageMeta, RenderHooks } from './types';

/*
 * Test support: reads the raw post fields and attachments of the reference site's WXR export
 * with a regular expression over <item> elements (every value is CDATA or plain text), and
 * builds the rendering hooks from them, as the content service's store would.
 */

export interface WxrPost {
  id: number;
  type: string;
  status: string;
  password: string;
  title: string;
  content: string;
  excerpt: string;
  parent: number;
  menuOrder: number;
  link: string;
  attachmentUrl: string;
  mimeType: string;
  meta: Map<string, string>;
}

function cdata(value: string): string {
  const parts = [...value.matchAll(/<!\[CDATA\[([\s\S]*?)\]\]>/g)].map((m) => m[1]);
  // A CDATA section holding "]]>" is split in two by the exporter; joining restores it.
  return parts.length > 0 ? parts.join('') : value.trim();
}

function field(item: string, tag: string): string {
  const m = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(item);
  return m ? cdata(m[1] as string) : '';
}

export function readWxr(file: string): Map<number, WxrPost> {
  const xml = fs.readFileSync(file, 'utf8');
  const posts = new Map<number, WxrPost>();
  for (const [, item] of xml.matchAll(/<item>([\s\S]*?)<\/item>/g)) {
    const body = item as string;
    const meta = new Map<string, string>();
    for (const m of body.matchAll(
      /<wp:postmeta>\s*<wp:meta_key>([\s\S]*?)<\/wp:meta_key>\s*<wp:meta_value>([\s\S]*?)<\/wp:meta_value>/g,
    )) {
      meta.set(cdata(m[1] as string), cdata(m[2] as string));
    }
    const id = parseInt(field(body, 'wp:post_id'), 10);
    const attachmentUrl = field(body, 'wp:attachment_url');
    posts.set(id, {
      id,
      type: field(body, 'wp:post_type'),
      status: field(body, 'wp:status'),
      password: field(body, 'wp:post_password'),
      title: field(body, 'title'),
      content: field(body, 'content:encoded'),
      excerpt: field(body, 'excerpt:encoded'),
      parent: parseInt(field(body, 'wp:post_parent') || '0', 10),
      menuOrder: parseInt(field(body, 'wp:menu_order') || '0', 10),
      link: field(body, 'link'),
      attachmentUrl,
      mimeType: mimeOf(attachmentUrl),
      meta,
    });
  }
  return posts;
}

function mimeOf(url: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(url)?.[1]?.toLowerCase() ?? '';
  const types: Record<string, string> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    gif: 'image/gif',
    mp3: 'audio/mpeg',
    mov: 'video/quicktime',
  };
  return types[ext] ?? '';
}

function imageMeta(serialized: string | undefined): ImageMeta | null {
  if (!serialized) return null;
  try {
    const value = unserialize(serialized, {}, { strict: false }) as unknown;
    if (!value || typeof value !== 'object') return null;
    const meta = value as Partial<ImageMeta>;
    return typeof meta.file === 'string' && typeof meta.width === 'number'
      ? (meta as ImageMeta)
      : null;
  } catch {
    return null;
  }
}

/** Hooks over the WXR's attachments; links are moved back from the Faust front end to WP. */
export function wxrHooks(
  posts: Map<number, WxrPost>,
  siteUrl: string,
  frontUrl: string,
): RenderHooks {
  const infos = new Map<number, AttachmentInfo>();
  for (const p of posts.values()) {
    if (p.type !== 'attachment') continue;
    infos.set(p.id, {
      id: p.id,
      parentId: p.parent,
      menuOrder: p.menuOrder,
      mimeType: p.mimeType,
      url: p.attachmentUrl,
      link: p.link.replace(frontUrl, siteUrl),
      title: p.title,
      caption: p.excerpt,
      alt: p.meta.get('_wp_attachment_image_alt') ?? '',
      meta: imageMeta(p.meta.get('_wp_attachment_metadata')),
      status: 'inherit',
    });
  }
  return {
    uploadsBaseUrl: `${siteUrl}/wp-content/uploads`,
    getAttachment: (id) => infos.get(id) ?? null,
    getChildAttachments: (parentId) => [...infos.values()].filter((a) => a.parentId === parentId),
  };
}
