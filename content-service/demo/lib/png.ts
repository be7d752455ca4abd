// A small PNG encoder (8-bit RGB or RGBA, no interlacing) on top of node:zlib.
//
// Determinism: the deflate stream uses the Z_RLE strategy, which never consults zlib's match
// hash (whose implementation differs between zlib builds and CPU features), so the same pixels
// give the same bytes on every machine. Rows are filtered with the usual "minimum sum of
// absolute differences" heuristic, which suits the flat shapes and one-axis gradients we draw.
import { constants, deflateSync } from 'node:zlib';

export interface Raster {
  width: number;
  height: number;
  /** 3 (RGB) or 4 (RGBA) bytes per pixel. */
  channels: 3 | 4;
  data: Uint8Array;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, payload: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + payload.length);
  out.writeUInt32BE(payload.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(payload.buffer, payload.byteOffset, payload.length).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + payload.length)), 8 + payload.length);
  return out;
}

const signedCost = (v: number): number => (v < 128 ? v : 256 - v);

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** The value filter `type` subtracts from a byte, given its left, above and upper-left bytes. */
function predictor(type: number, a: number, b: number, c: number): number {
  if (type === 1) return a;
  if (type === 2) return b;
  if (type === 3) return (a + b) >> 1;
  if (type === 4) return paeth(a, b, c);
  return 0;
}

/**
 * Picks the filter type with the smallest sum of absolute filtered values for one row and writes
 * the type byte plus the filtered row to `out` at `offset`.
 */
function filterRow(
  row: Uint8Array,
  prev: Uint8Array | null,
  bpp: number,
  out: Uint8Array,
  offset: number,
): void {
  let none = 0;
  let sub = 0;
  let up = 0;
  let average = 0;
  let paethCost = 0;
  for (let i = 0; i < row.length; i++) {
    const x = row[i] ?? 0;
    const a = i >= bpp ? (row[i - bpp] ?? 0) : 0;
    const b = prev ? (prev[i] ?? 0) : 0;
    const c = prev && i >= bpp ? (prev[i - bpp] ?? 0) : 0;
    none += signedCost(x);
    sub += signedCost((x - a) & 0xff);
    up += signedCost((x - b) & 0xff);
    average += signedCost((x - ((a + b) >> 1)) & 0xff);
    paethCost += signedCost((x - paeth(a, b, c)) & 0xff);
  }
  const costs = [none, sub, up, average, paethCost];
  let type = 0;
  costs.forEach((cost, t) => {
    if (cost < (costs[type] ?? 0)) type = t;
  });
  out[offset] = type;
  for (let i = 0; i < row.length; i++) {
    const a = i >= bpp ? (row[i - bpp] ?? 0) : 0;
    const b = prev ? (prev[i] ?? 0) : 0;
    const c = prev && i >= bpp ? (prev[i - bpp] ?? 0) : 0;
    out[offset + 1 + i] = ((row[i] ?? 0) - predictor(type, a, b, c)) & 0xff;
  }
}

export function encodePng(raster: Raster): Buffer {
  const { width, height, channels, data } = raster;
  if (data.length !== width * height * channels) throw new Error('Raster size mismatch');
  const stride = width * channels;
  const filtered = new Uint8Array(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    const row = data.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? data.subarray((y - 1) * stride, y * stride) : null;
    filterRow(row, prev, channels, filtered, y * (stride + 1));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = channels === 4 ? 6 : 2; // colour type: RGBA or RGB
  header[10] = 0; // compression
  header[11] = 0; // filter method
  header[12] = 0; // no interlace
  const idat = deflateSync(filtered, { level: 9, strategy: constants.Z_RLE });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
