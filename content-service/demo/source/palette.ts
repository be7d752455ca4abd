import type { Art, Motif, Rgb } from './types';

interface Palette {
  top: Rgb;
  bottom: Rgb;
  accent: Rgb;
}

/** Colour schemes for the generated pictures; each post picks one with a motif. */
export const PALETTES = {
  lavender: { top: [123, 97, 180], bottom: [233, 214, 245], accent: [255, 244, 214] },
  dusk: { top: [58, 44, 99], bottom: [244, 73, 12], accent: [255, 203, 112] },
  sea: { top: [14, 74, 110], bottom: [112, 200, 214], accent: [244, 250, 252] },
  forest: { top: [27, 77, 62], bottom: [150, 201, 140], accent: [242, 233, 176] },
  ember: { top: [150, 36, 36], bottom: [250, 160, 90], accent: [255, 238, 220] },
  slate: { top: [40, 48, 64], bottom: [120, 136, 160], accent: [244, 73, 12] },
  mint: { top: [196, 240, 226], bottom: [64, 170, 150], accent: [32, 60, 80] },
  sand: { top: [250, 236, 206], bottom: [214, 170, 110], accent: [94, 62, 140] },
  berry: { top: [92, 24, 72], bottom: [214, 90, 150], accent: [252, 222, 240] },
  sky: { top: [70, 120, 220], bottom: [190, 220, 255], accent: [255, 255, 255] },
  olive: { top: [84, 90, 40], bottom: [200, 196, 120], accent: [250, 250, 235] },
  night: { top: [10, 16, 40], bottom: [60, 70, 130], accent: [250, 214, 90] },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

export function art(palette: PaletteName, motif: Motif, variant: number): Art {
  const p: Palette = PALETTES[palette];
  return { top: p.top, bottom: p.bottom, accent: p.accent, motif, variant };
}
