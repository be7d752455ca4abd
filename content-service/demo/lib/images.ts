// Renders every attachment (full size plus the sub-sizes WordPress would make) and describes it
// the way WordPress stores it in _wp_attachment_metadata.
import { IMAGE_SIZE_OPTIONS } from '../source/options';
import type { MediaSource } from '../source/types';
import { artScene, iconScene, logoScene, rasterize, type Rect, type Scene } from './art';
import { uploadsFolder } from './dates';
import { encodePng } from './png';

interface SubSize {
  name: string;
  width: number;
  height: number;
  crop: boolean;
}

/** Sizes from the options, in the order wp_create_image_subsizes() makes them; 0 × 0 = off. */
const SUBSIZES: SubSize[] = [
  { name: 'medium', w: 'medium_size_w', h: 'medium_size_h', crop: false },
  { name: 'large', w: 'large_size_w', h: 'large_size_h', crop: false },
  { name: 'thumbnail', w: 'thumbnail_size_w', h: 'thumbnail_size_h', crop: true },
  { name: 'medium_large', w: 'medium_large_size_w', h: 'medium_large_size_h', crop: false },
]
  .map(({ name, w, h, crop }) => ({
    name,
    width: Number(IMAGE_SIZE_OPTIONS[w as keyof typeof IMAGE_SIZE_OPTIONS]),
    height: Number(IMAGE_SIZE_OPTIONS[h as keyof typeof IMAGE_SIZE_OPTIONS]),
    crop,
  }))
  .filter((size) => size.width > 0 || size.height > 0);

export interface SizeMeta {
  file: string;
  width: number;
  height: number;
  'mime-type': string;
  filesize: number;
}

/** _wp_attachment_metadata of an image, keys in WordPress's order. */
export interface AttachmentMeta {
  width: number;
  height: number;
  file: string;
  filesize: number;
  sizes: Record<string, SizeMeta>;
  image_meta: Record<string, string | string[]>;
}

export interface RenderedFile {
  /** Path below uploads/, e.g. '2025/03/name-300x169.png'. */
  path: string;
  bytes: Buffer;
}

export interface RenderedMedia {
  media: MediaSource;
  /** '2025/03/name.png' (the _wp_attached_file value). */
  attachedFile: string;
  meta: AttachmentMeta;
  files: RenderedFile[];
}

/** wp_constrain_dimensions(): fit inside max (0 = unbounded), never enlarge. */
function constrain(w: number, h: number, maxW: number, maxH: number): [number, number] {
  const ratios: number[] = [];
  if (maxW > 0 && w > maxW) ratios.push(maxW / w);
  if (maxH > 0 && h > maxH) ratios.push(maxH / h);
  if (ratios.length === 0) return [w, h];
  const ratio = Math.min(...ratios);
  let nw = Math.max(1, Math.round(w * ratio));
  let nh = Math.max(1, Math.round(h * ratio));
  if (ratio === maxW / w && nw === maxW - 1) nw = maxW;
  if (ratio === maxH / h && nh === maxH - 1) nh = maxH;
  return [nw, nh];
}

/** image_resize_dimensions(): target size and source crop, or null when WordPress skips it. */
function resizeDimensions(
  w: number,
  h: number,
  size: SubSize,
): { width: number; height: number; source: Rect } | null {
  if (size.crop) {
    const nw = Math.min(size.width, w);
    const nh = Math.min(size.height, h);
    if (nw === w && nh === h) return null;
    const ratio = Math.max(nw / w, nh / h);
    const cw = Math.round(nw / ratio);
    const ch = Math.round(nh / ratio);
    const source = { x: Math.floor((w - cw) / 2), y: Math.floor((h - ch) / 2), w: cw, h: ch };
    return { width: nw, height: nh, source };
  }
  const [nw, nh] = constrain(w, h, size.width, size.height);
  if (nw >= w && nh >= h) return null;
  return { width: nw, height: nh, source: { x: 0, y: 0, w, h } };
}

function sceneOf(media: MediaSource): { scene: Scene; channels: 3 | 4; samples: number } {
  if (media.kind === 'logo')
    return { scene: logoScene(media.width, media.height), channels: 4, samples: 4 };
  if (media.kind === 'icon')
    return { scene: iconScene(media.width, media.height), channels: 4, samples: 4 };
  if (!media.art) throw new Error(`Media ${media.id} has no art`);
  return { scene: artScene(media.art, media.width, media.height), channels: 3, samples: 1 };
}

const EMPTY_IMAGE_META: Record<string, string | string[]> = {
  aperture: '0',
  credit: '',
  camera: '',
  caption: '',
  created_timestamp: '0',
  copyright: '',
  focal_length: '0',
  iso: '0',
  shutter_speed: '0',
  title: '',
  orientation: '0',
  keywords: [],
  alt: '',
};

/** '2025/03/name.png': where an attachment's original file lives below uploads/. */
export function attachedFile(media: MediaSource): string {
  return `${uploadsFolder(media.date)}/${media.name}.png`;
}

export function renderMedia(media: MediaSource): RenderedMedia {
  const folder = uploadsFolder(media.date);
  const { scene, channels, samples } = sceneOf(media);
  const full = { x: 0, y: 0, w: media.width, h: media.height };
  const original = encodePng(rasterize(scene, full, media.width, media.height, channels, samples));
  const originalFile = attachedFile(media);
  const files: RenderedFile[] = [{ path: originalFile, bytes: original }];
  const sizes: Record<string, SizeMeta> = {};
  for (const size of SUBSIZES) {
    const dims = resizeDimensions(media.width, media.height, size);
    if (!dims) continue;
    const file = `${media.name}-${dims.width}x${dims.height}.png`;
    const bytes = encodePng(
      rasterize(scene, dims.source, dims.width, dims.height, channels, samples),
    );
    files.push({ path: `${folder}/${file}`, bytes });
    sizes[size.name] = {
      file,
      width: dims.width,
      height: dims.height,
      'mime-type': 'image/png',
      filesize: bytes.length,
    };
  }
  const meta: AttachmentMeta = {
    width: media.width,
    height: media.height,
    file: originalFile,
    filesize: original.length,
    sizes,
    image_meta: { ...EMPTY_IMAGE_META },
  };
  return { media, attachedFile: originalFile, meta, files };
}
