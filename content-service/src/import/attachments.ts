import type { WxrItem, WxrMeta } from './records';

/** Extension → MIME type, the common part of WordPress's `wp_get_mime_types()`. */
const MIME_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  m4a: 'audio/mpeg',
  m4b: 'audio/mpeg',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  qt: 'video/quicktime',
  avi: 'video/avi',
  wmv: 'video/x-ms-wmv',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mpeg: 'video/mpeg',
  mpg: 'video/mpeg',
  pdf: 'application/pdf',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
  csv: 'text/csv',
};

export function mimeTypeOf(fileName: string): string | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase();
  return ext === undefined ? undefined : MIME_TYPES[ext];
}

/**
 * What WordPress's importer would have stored for an attachment beyond the WXR rows: WXR carries no
 * `post_mime_type`, and WordPress.com exports carry no `_wp_attached_file`. The importer downloads
 * `wp:attachment_url` into `uploads/{yyyy}/{mm}/{basename}` (folder from `_wp_attached_file`, else
 * from post_date); the same relative path is recorded here without downloading anything.
 */
export function attachmentExtras(item: WxrItem): { meta: WxrMeta[]; mimeType?: string } {
  if (item.columns.post_type !== 'attachment') return { meta: [] };
  const stored = item.meta.find((m) => m.key === '_wp_attached_file')?.value;
  const derived = stored === undefined ? uploadPath(item) : undefined;
  const source = stored ?? derived ?? item.attachmentUrl ?? item.columns.guid ?? '';
  return {
    meta: derived === undefined ? [] : [{ key: '_wp_attached_file', value: derived }],
    mimeType: mimeTypeOf(source),
  };
}

function uploadPath(item: WxrItem): string | undefined {
  if (item.attachmentUrl === undefined) return undefined;
  let pathname: string;
  try {
    pathname = new URL(item.attachmentUrl).pathname;
  } catch {
    pathname = item.attachmentUrl.split(/[?#]/)[0] ?? '';
  }
  const basename = pathname.split('/').pop() ?? '';
  if (basename === '') return undefined;
  const date = /^(\d{4})-(\d{2})-/.exec(item.columns.post_date ?? '');
  const folder = date !== null && date[1] !== '0000' ? `${date[1]}/${date[2]}/` : '';
  return `${folder}${decodeSafely(basename)}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
