// ID photo sizes at 300 dpi (pixels = mm / 25.4 × 300) and background colours.
import type { IdPhotoBackground, IdPhotoSizeId } from '../types.ts';

export const ID_PHOTO_DPI = 300;

export interface IdPhotoSize {
  id: IdPhotoSizeId;
  /** Millimetres, width × height. */
  mm: [number, number];
  width: number;
  height: number;
}

export const ID_PHOTO_SIZES: Readonly<Record<IdPhotoSizeId, IdPhotoSize>> = {
  one: { id: 'one', mm: [25, 35], width: 295, height: 413 },
  two: { id: 'two', mm: [35, 49], width: 413, height: 579 },
  smallOne: { id: 'smallOne', mm: [22, 32], width: 260, height: 378 },
  smallTwo: { id: 'smallTwo', mm: [35, 45], width: 413, height: 531 },
};

/** The usual Chinese ID photo backdrops. */
export const ID_PHOTO_BACKGROUNDS: Readonly<Record<IdPhotoBackground, string>> = {
  white: '#ffffff',
  blue: '#438edb',
  red: '#d9001b',
};

export function mmToPixels(mm: number, dpi = ID_PHOTO_DPI): number {
  return Math.round((mm / 25.4) * dpi);
}

/** A 6-inch print (4 × 6 in) at 300 dpi, landscape. */
export const SIX_INCH_SHEET = { width: 1800, height: 1200 } as const;
