import type { Sql } from './sql';

/** An imported attachment's addresses in the export, and the file the import records for it. */
interface MovedAttachment {
  url: string;
  guid?: string;
  /** `_wp_attached_file`: the path under the uploads folder. */
  file: string;
  image: boolean;
}

/**
 * WordPress's importer moves each attachment to the new site (`uploads/{file}`) and then rewrites
 * the old addresses in every post's content and `enclosure` meta (its url_remap and
 * backfill_attachment_urls()): the attachment URL, its guid, and for images the URL without its
 * extension, so that resized copies (`name-300x200.jpg`) follow. Longest addresses first. Without
 * it an imported post keeps pointing at the old host while its srcset points at the new one.
 */
export class AttachmentUrlRemap {
  private readonly moved: MovedAttachment[] = [];

  add(attachment: MovedAttachment): void {
    this.moved.push(attachment);
  }

  /** Rewrites, once the site's address is known: `uploadsUrl` without trailing slash. */
  apply(sql: Sql, uploadsUrl: string): void {
    const remap = new Map<string, string>();
    for (const { url, guid, file, image } of this.moved) {
      const to = `${uploadsUrl}/${file}`;
      if (image) {
        const stub = withoutExtension(url);
        if (stub !== undefined) remap.set(stub, withoutExtension(to) ?? to);
      }
      remap.set(url, to);
      if (guid) remap.set(guid, to);
    }
    const entries = [...remap].filter(([from, to]) => from !== to);
    entries.sort(([a], [b]) => b.length - a.length);
    for (const [from, to] of entries) {
      sql.run('UPDATE posts SET post_content = REPLACE(post_content, ?, ?)', from, to);
      sql.run(
        "UPDATE postmeta SET meta_value = REPLACE(meta_value, ?, ?) WHERE meta_key = 'enclosure'",
        from,
        to,
      );
    }
  }
}

/** `dirname/filename` of a URL (PHP's pathinfo()), or undefined when it has no extension. */
function withoutExtension(url: string): string | undefined {
  const match = /^(.*\/[^/]*?)\.[^./]*$/.exec(url);
  return match?.[1];
}
