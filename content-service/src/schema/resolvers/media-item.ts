import type { RequestContext } from '../context';
import { contentNodeFields } from './content-node';
import { option, postMeta, singleMeta } from '../model/loaders';
import type { PostRow } from '../model/rows';
import { resolver, type Resolvers } from '../model/resolvers-type';
import { renderPostContent, renderPostExcerpt } from '../model/content';
import { imageSizes, imageSrcset } from '../model/srcset';
import { phpEmpty } from '../acf/values';
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
  image_meta?: unknown;
}

/**
 * MediaDetails.meta (MediaItemMeta): the metadata's `image_meta` as WPGraphQL gives it, null when
 * empty. Fields read the keys of their own name; createdTimestamp, focalLength and shutterSpeed
 * are null when PHP's empty() holds ("0" included), as WPGraphQL's resolvers for them say.
 */
export function imageMeta(meta: AttachmentMetadata): Record<string, unknown> | null {
  const m = meta.image_meta;
  if (phpEmpty(m) || typeof m !== 'object' || m === null) return null;
  const r = m as Record<string, unknown>;
  const key = (k: string) => r[k] ?? null;
  const unlessEmpty = (k: string) => (phpEmpty(r[k]) ? null : r[k]);
  const keywords = r.keywords;
  return {
    aperture: key('aperture'),
    credit: key('credit'),
    camera: key('camera'),
    caption: key('caption'),
    createdTimestamp: unlessEmpty('created_timestamp'),
    copyright: key('copyright'),
    focalLength: unlessEmpty('focal_length'),
    iso: key('iso'),
    shutterSpeed: unlessEmpty('shutter_speed'),
    title: key('title'),
    orientation: key('orientation'),
    // A PHP array: a list, or (unserialized with keys) an object whose values are the list.
    keywords: keywords && typeof keywords === 'object' ? Object.values(keywords as object) : null,
  };
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

/** The metadata's entry for a MediaItemSizeEnum value, if it has one. */
function namedSize(ctx: RequestContext, row: PostRow, size: string) {
  return metadata(ctx, row)?.sizes?.[sizeName(size)];
}

/** MediaItemSizeEnum values to size names (MEDIUM -> medium, _1536X1536 -> 1536x1536). */
const sizeName = (size: string | null | undefined) =>
  (size ?? 'MEDIUM').replace(/^_/, '').toLowerCase();

export const mediaItemResolvers: Resolvers = {
  MediaItem: {
    ...contentNodeFields,
    ...hierarchy('attachment'),
    mediaItemId: resolver<PostRow>((row) => row.ID),
    // The file of the size asked when the metadata has it, else the original's (WPGraphQL).
    file: resolver<PostRow, { size?: string | null }>((row, args, ctx) => {
      const named = args.size ? namedSize(ctx, row, args.size) : undefined;
      if (named?.file) return named.file;
      return attachedFile(ctx, row)?.split('/').pop() ?? null;
    }),
    // The file's path on the site (wp_get_attachment_url without the origin); of the size asked
    // when the metadata has it: uploads path, the metadata file's folder, the size's file.
    filePath: resolver<PostRow, { size?: string | null }>((row, args, ctx) => {
      const named = args.size ? namedSize(ctx, row, args.size) : undefined;
      const metaFile = metadata(ctx, row)?.file;
      if (named?.file && typeof metaFile === 'string') {
        const dir = metaFile.includes('/') ? metaFile.slice(0, metaFile.lastIndexOf('/')) : '.';
        return `${linkRelative(uploadsBase(ctx))}${dir}/${named.file}`;
      }
      const url = fileUrl(ctx, row);
      return url ? linkRelative(url) : null;
    }),
    srcSet: resolver<PostRow, { size?: string | null }>((row, args, ctx) => {
      const meta = metadata(ctx, row);
      if (!meta || !attachedFile(ctx, row) || !row.post_mime_type.startsWith('image/')) return null;
      return imageSrcset(meta, sizeName(args.size), uploadsBase(ctx));
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
    // filesize() of the file sourceUrl(size:) points to: the size's own file when the metadata
    // has it (images only), else the original.
    fileSize: resolver<PostRow, { size?: string | null }>((row, args, ctx) => {
      const meta = metadata(ctx, row);
      if (args.size && row.post_mime_type.startsWith('image/')) {
        const named = namedSize(ctx, row, args.size);
        if (named) return named.filesize ?? null;
      }
      return meta?.filesize ?? null;
    }),
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
        sizes: list,
        meta: imageMeta(meta),
      };
    }),
  },
  // sizes(include, exclude): the metadata's sizes of the names asked (exclude wins), null when
  // none remain.
  MediaDetails: {
    sizes: resolver<
      { sizes: ReturnType<typeof sizes> },
      { include?: string[] | null; exclude?: string[] | null }
    >((details, args) => {
      const include = args.include?.length ? new Set(args.include.map(sizeName)) : null;
      const exclude = new Set((args.exclude ?? []).map(sizeName));
      const list = details.sizes.filter(
        (s) => (!include || include.has(s.name)) && !exclude.has(s.name),
      );
      return list.length ? list : null;
    }),
  },
};
