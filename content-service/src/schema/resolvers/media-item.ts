import type { RequestContext } from '../context';
import { contentNodeFields } from './content-node';
import { option, postMeta, singleMeta } from '../model/loaders';
import type { PostRow } from '../model/rows';
import { resolver, type Resolvers } from '../model/resolvers-type';
import { renderPostContent, renderPostExcerpt } from '../model/content';
import { imageSizes, imageSrcset } from '../model/srcset';
import { hierarchy } from './post-types';

interface AttachmentMetadata {
  width?: number;
  height?: number;
  file?: string;
  filesize?: number;
  sizes?: Record<
    string,
    { file: string; width: number; height: number; 'mime-type'?: string; filesize?: number }
  >;
}

function uploadsBase(ctx: RequestContext): string {
  const site = (option<string>(ctx, 'siteurl') ?? option<string>(ctx, 'home') ?? '').replace(
    /\/+$/,
    '',
  );
  return `${site}/wp-content/uploads/`;
}

function attachedFile(ctx: RequestContext, row: PostRow): string | null {
  const file = singleMeta(postMeta(ctx, row.ID), '_wp_attached_file');
  return typeof file === 'string' && file !== '' ? file : null;
}

function metadata(ctx: RequestContext, row: PostRow): AttachmentMetadata | null {
  const meta = singleMeta(postMeta(ctx, row.ID), '_wp_attachment_metadata');
  return meta && typeof meta === 'object' ? (meta as AttachmentMetadata) : null;
}

function fileUrl(ctx: RequestContext, row: PostRow): string | null {
  const file = attachedFile(ctx, row);
  if (file) return /^https?:\/\//.test(file) ? file : uploadsBase(ctx) + file;
  return row.guid || null;
}

function sizeUrl(ctx: RequestContext, row: PostRow, sizeFile: string): string | null {
  const file = attachedFile(ctx, row);
  if (!file) return null;
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  return uploadsBase(ctx) + dir + sizeFile;
}

/** wp_make_link_relative(): a URL without its scheme and host. */
const linkRelative = (url: string) => url.replace(/^(https?:)?\/\/[^/]+/i, '');

function sizes(ctx: RequestContext, row: PostRow) {
  const meta = metadata(ctx, row);
  // WPGraphQL: path_join(dirname(wp_make_link_relative(attachment URL)), size file).
  const url = attachedFile(ctx, row) ? fileUrl(ctx, row) : null;
  const folder = url ? linkRelative(url).replace(/\/[^/]*$/, '') : null;
  return Object.entries(meta?.sizes ?? {}).map(([name, s]) => ({
    name,
    file: s.file,
    width: String(s.width),
    height: String(s.height),
    mimeType: s['mime-type'] ?? null,
    fileSize: s.filesize ?? null,
    sourceUrl: sizeUrl(ctx, row, s.file),
    filePath: folder !== null && s.file ? `${folder}/${s.file}` : null,
  }));
}

/** MediaItemSizeEnum values to size names (MEDIUM -> medium, _1536X1536 -> 1536x1536). */
const sizeName = (size: string | null | undefined) =>
  (size ?? 'MEDIUM').replace(/^_/, '').toLowerCase();

/** The uploads URL of the folder an attachment's file is in. */
function folderUrl(ctx: RequestContext, row: PostRow): string | null {
  const file = attachedFile(ctx, row);
  if (!file) return null;
  return uploadsBase(ctx) + (file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '');
}

export const mediaItemResolvers: Resolvers = {
  MediaItem: {
    ...contentNodeFields,
    ...hierarchy('attachment'),
    mediaItemId: resolver<PostRow>((row) => row.ID),
    file: resolver<PostRow, never>(
      (row, _a, ctx) => attachedFile(ctx, row)?.split('/').pop() ?? null,
    ),
    // The file's path on the site (wp_get_attachment_url without the origin).
    filePath: resolver<PostRow, never>((row, _a, ctx) => {
      const url = fileUrl(ctx, row);
      return url ? linkRelative(url) : null;
    }),
    srcSet: resolver<PostRow, { size?: string | null }>((row, args, ctx) => {
      const meta = metadata(ctx, row);
      const base = folderUrl(ctx, row);
      if (!meta || !base || !row.post_mime_type.startsWith('image/')) return null;
      return imageSrcset(meta, sizeName(args.size), base);
    }),
    sizes: resolver<PostRow, { size?: string | null }>((row, args, ctx) => {
      const meta = metadata(ctx, row);
      if (!meta || !row.post_mime_type.startsWith('image/')) return null;
      return imageSizes(meta, sizeName(args.size));
    }),
    altText: resolver<PostRow, never>((row, _a, ctx) => {
      const alt = singleMeta(postMeta(ctx, row.ID), '_wp_attachment_image_alt');
      return typeof alt === 'string' ? alt : '';
    }),
    caption: resolver<PostRow, { format?: string }>((row, args, ctx) =>
      row.post_excerpt === '' ? null : renderPostExcerpt(ctx, row, args.format),
    ),
    description: resolver<PostRow, { format?: string }>((row, args, ctx) =>
      renderPostContent(ctx, row, args.format),
    ),
    mimeType: resolver<PostRow>((row) => row.post_mime_type || null),
    mediaType: resolver<PostRow>((row) =>
      row.post_mime_type.startsWith('image/') ? 'image' : 'file',
    ),
    mediaItemUrl: resolver<PostRow, never>((row, _a, ctx) => fileUrl(ctx, row)),
    sourceUrl: resolver<PostRow, { size?: string }>((row, args, ctx) => {
      // wp_get_attachment_image_src(): only images have a source URL.
      if (!row.post_mime_type.startsWith('image/')) return null;
      if (args.size) {
        const size = sizes(ctx, row).find((s) => s.name === args.size?.toLowerCase());
        if (size) return size.sourceUrl;
      }
      return fileUrl(ctx, row);
    }),
    fileSize: resolver<PostRow, never>((row, _a, ctx) => metadata(ctx, row)?.filesize ?? null),
    mediaDetails: resolver<PostRow, never>((row, _a, ctx) => {
      const meta = metadata(ctx, row);
      if (!meta) return null;
      const list = sizes(ctx, row);
      return {
        width: meta.width ?? null,
        height: meta.height ?? null,
        file: meta.file ? meta.file.split('/').pop() : null,
        // path_join(wp_make_link_relative(uploads baseurl), file).
        filePath: meta.file
          ? meta.file.startsWith('/')
            ? meta.file
            : linkRelative(uploadsBase(ctx)) + meta.file
          : null,
        sizes: list.length ? list : null,
      };
    }),
  },
};
