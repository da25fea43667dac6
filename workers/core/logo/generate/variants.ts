import { luminance } from './colour.ts';

/** Spec 3 "Logo template": the layout kinds. */
export type LayoutKind = 'top-bottom' | 'left-right' | 'all-centered';

export interface LayoutVariant {
  id: string;
  kind: LayoutKind;
  /** Relative chance among the variants that match the title length. */
  weight: number;
  /** Title length (characters) this variant can hold; absent = any length. */
  titleLength?: { min?: number; max?: number };
  /** light: white or a pale palette colour behind everything; dark: the palette's darkest colour. */
  background: 'light' | 'dark';
  /** Decoration: a ring around everything, or a bar between the icon and the text. */
  decor: 'none' | 'ring' | 'divider';
  /** The icon sits beside the text (so "two items → icon to the vertical middle" applies). */
  iconBeside: boolean;
}

export const LAYOUT_VARIANTS: readonly LayoutVariant[] = [
  { id: 'top-bottom', kind: 'top-bottom', weight: 5, background: 'light', decor: 'none', iconBeside: false },
  { id: 'top-bottom-dark', kind: 'top-bottom', weight: 2, background: 'dark', decor: 'none', iconBeside: false },
  { id: 'left-right', kind: 'left-right', weight: 4, titleLength: { max: 6 }, background: 'light', decor: 'none', iconBeside: true },
  { id: 'left-right-divider', kind: 'left-right', weight: 2, titleLength: { max: 5 }, background: 'light', decor: 'divider', iconBeside: true },
  { id: 'all-centered', kind: 'all-centered', weight: 3, titleLength: { max: 8 }, background: 'light', decor: 'none', iconBeside: false },
  { id: 'all-centered-ring', kind: 'all-centered', weight: 2, titleLength: { max: 6 }, background: 'light', decor: 'ring', iconBeside: false },
];

export function matchesTitleLength(variant: LayoutVariant, length: number): boolean {
  const range = variant.titleLength;
  if (!range) return true;
  return (range.min === undefined || length >= range.min) && (range.max === undefined || length <= range.max);
}

/** A colour dark enough to carry light text and icons (and to read as a dark logo). */
export const DARK_LUMINANCE = 0.08;

/**
 * Whether a palette suits a variant without repairs: a dark variant needs a dark colour
 * for its background; a light one needs at least one colour that reads on white.
 */
export function paletteSuits(variant: LayoutVariant, colours: readonly string[]): boolean {
  if (variant.background === 'dark') return colours.some((c) => luminance(c) <= DARK_LUMINANCE) && colours.length >= 3;
  return colours.some((c) => luminance(c) <= 0.3);
}
