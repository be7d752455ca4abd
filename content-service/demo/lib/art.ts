// Pictures drawn in code: abstract featured images, the logo and the favicon.
//
// A scene is a function from a point of the full-size picture to a colour. Sub-sizes (the
// "medium", "thumbnail", ... files WordPress makes) are the same scene sampled over a smaller
// grid, cropped like WordPress crops. Art backgrounds change only from top to bottom and shapes
// are flat, so rows filter to long runs of zeros and the PNGs stay small.
import type { Art, Rgb } from '../source/types';
import type { Raster } from './png';

export type Rgba = readonly [number, number, number, number];
export type Scene = (x: number, y: number) => Rgba;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Deterministic PRNG (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}

const opaque = (c: Rgb): Rgba => [c[0], c[1], c[2], 255];

type Shape = (x: number, y: number) => number; // 0 = outside, otherwise a shade index 1..3

function motifShape(art: Art, w: number, h: number): Shape {
  const rnd = prng(art.variant * 7919 + art.motif.length * 104729);
  const s = Math.min(w, h);
  switch (art.motif) {
    case 'circles': {
      const circles = [0, 1, 2, 3].map((i) => ({
        cx: w * (0.15 + 0.7 * rnd()),
        cy: h * (0.2 + 0.6 * rnd()),
        r: s * (0.12 + 0.22 * rnd()),
        shade: (i % 3) + 1,
      }));
      return (x, y) => {
        let hit = 0;
        for (const c of circles) if ((x - c.cx) ** 2 + (y - c.cy) ** 2 < c.r * c.r) hit = c.shade;
        return hit;
      };
    }
    case 'rings': {
      const cx = w * (0.3 + 0.4 * rnd());
      const cy = h * (0.3 + 0.4 * rnd());
      const step = s * (0.12 + 0.05 * rnd());
      return (x, y) => {
        const d = Math.sqrt((x - cx) ** 2 + (y - cy) ** 2);
        const ring = Math.floor(d / step);
        return ring % 2 === 0 && ring < 7 ? (ring % 3) + 1 : 0;
      };
    }
    case 'stripes': {
      const period = s * (0.45 + 0.2 * rnd());
      const band = period * (0.25 + 0.2 * rnd());
      return (x, y) => {
        const k = (x + y) / period;
        const i = Math.floor(k);
        return (k - i) * period < band ? (((i % 3) + 3) % 3) + 1 : 0;
      };
    }
    case 'diamond': {
      const shapes = [0, 1, 2].map((i) => ({
        cx: w * (0.2 + 0.6 * rnd()),
        cy: h * (0.25 + 0.5 * rnd()),
        r: s * (0.18 + 0.2 * rnd()),
        shade: i + 1,
      }));
      return (x, y) => {
        let hit = 0;
        for (const d of shapes) if (Math.abs(x - d.cx) + Math.abs(y - d.cy) < d.r) hit = d.shade;
        return hit;
      };
    }
    case 'bars': {
      const count = 7 + Math.floor(rnd() * 4);
      const heights = Array.from({ length: count }, () => 0.2 + 0.6 * rnd());
      const left = w * 0.1;
      const slot = (w * 0.8) / count;
      return (x, y) => {
        const i = Math.floor((x - left) / slot);
        if (i < 0 || i >= count || (x - left) % slot > slot * 0.7) return 0;
        return y > h * (0.9 - (heights[i] ?? 0) * 0.75) && y < h * 0.9 ? (i % 3) + 1 : 0;
      };
    }
    case 'steps': {
      const count = 5 + Math.floor(rnd() * 3);
      return (x, y) => {
        const i = Math.floor((x / w) * count);
        return y > h * (1 - (i + 1) / (count + 1)) ? (i % 3) + 1 : 0;
      };
    }
  }
}

/** The scene of an abstract picture of size w × h. */
export function artScene(art: Art, w: number, h: number): Scene {
  const shape = motifShape(art, w, h);
  const shades: Rgba[] = [
    opaque(art.accent),
    opaque(mix(art.accent, [255, 255, 255], 0.35)),
    opaque(mix(art.accent, art.top, 0.45)),
  ];
  // The background only changes from row to row; remember the last row's colour.
  let rowY = Number.NaN;
  let rowColour: Rgba = opaque(art.top);
  return (x, y) => {
    const hit = shape(x, y);
    if (hit > 0) return shades[hit - 1] ?? rowColour;
    if (y !== rowY) {
      rowY = y;
      rowColour = opaque(mix(art.top, art.bottom, Math.min(1, Math.max(0, y / h))));
    }
    return rowColour;
  };
}

// 5 × 7 capitals for the word mark.
const GLYPHS: Record<string, string[]> = {
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
};

const BRAND: Rgb = [107, 79, 160];
const INK: Rgb = [45, 33, 64];
const WHITE: Rgb = [255, 255, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** A lavender sprig (stem and buds) centred on (cx, cy), `size` tall. */
function sprig(x: number, y: number, cx: number, cy: number, size: number): boolean {
  const u = (x - cx) / size;
  const v = (y - cy) / size;
  if (Math.abs(u) < 0.03 && v > -0.3 && v < 0.45) return true;
  if ((u / 0.05) ** 2 + ((v + 0.42) / 0.06) ** 2 < 1) return true;
  for (let i = 0; i < 6; i++) {
    const bx = (i % 2 === 0 ? -1 : 1) * 0.06;
    const by = -0.34 + i * 0.075;
    if (((u - bx) / 0.06) ** 2 + ((v - by) / 0.045) ** 2 < 1) return true;
  }
  return false;
}

/** Word mark: a purple disc with a sprig, then LAVANDA; transparent background. */
export function logoScene(w: number, h: number): Scene {
  const r = h * 0.42;
  const scale = Math.floor(h / 15);
  const textX = h + 6;
  const textY = (h - 7 * scale) / 2;
  return (x, y) => {
    if ((x - h / 2) ** 2 + (y - h / 2) ** 2 < r * r) {
      return opaque(sprig(x, y, h / 2, h / 2, h * 0.8) ? WHITE : BRAND);
    }
    const col = Math.floor((x - textX) / scale);
    const row = Math.floor((y - textY) / scale);
    const letter = 'LAVANDA'[Math.floor(col / 6)];
    const bit = letter ? GLYPHS[letter]?.[row]?.[col % 6] : undefined;
    return col >= 0 && bit === '1' ? opaque(INK) : CLEAR;
  };
}

/** Square icon: rounded purple tile with a white sprig. */
export function iconScene(w: number, h: number): Scene {
  const radius = w * 0.2;
  return (x, y) => {
    const dx = Math.max(radius - x, x - (w - radius), 0);
    const dy = Math.max(radius - y, y - (h - radius), 0);
    if (dx * dx + dy * dy > radius * radius) return CLEAR;
    return opaque(sprig(x, y, w / 2, h / 2, w * 0.85) ? WHITE : BRAND);
  };
}

/**
 * Samples `scene` (defined over the full picture) inside `source` onto an outW × outH grid.
 * `samples` > 1 averages samples × samples points per pixel (anti-aliasing for the brand images).
 */
export function rasterize(
  scene: Scene,
  source: Rect,
  outW: number,
  outH: number,
  channels: 3 | 4,
  samples = 1,
): Raster {
  const data = new Uint8Array(outW * outH * channels);
  const sx = source.w / outW;
  const sy = source.h / outH;
  const n = samples * samples;
  for (let py = 0; py < outH; py++) {
    for (let px = 0; px < outW; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let j = 0; j < samples; j++) {
        for (let i = 0; i < samples; i++) {
          const c = scene(
            source.x + (px + (i + 0.5) / samples) * sx,
            source.y + (py + (j + 0.5) / samples) * sy,
          );
          r += c[0] * c[3];
          g += c[1] * c[3];
          b += c[2] * c[3];
          a += c[3];
        }
      }
      const o = (py * outW + px) * channels;
      data[o] = a ? Math.round(r / a) : 0;
      data[o + 1] = a ? Math.round(g / a) : 0;
      data[o + 2] = a ? Math.round(b / a) : 0;
      if (channels === 4) data[o + 3] = Math.round(a / n);
    }
  }
  return { width: outW, height: outH, channels, data };
}
