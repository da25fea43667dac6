import type { EcLevel } from './matrix.ts';

/** How a QR code looks. Saved with the work; every field has a default so older saves open. */

export const DOT_SHAPES = ['square', 'round', 'rounded', 'diamond', 'connected'] as const;
export type DotShape = (typeof DOT_SHAPES)[number];

export const EYE_SHAPES = ['square', 'rounded', 'circle'] as const;
export type EyeShape = (typeof EYE_SHAPES)[number];

export const FRAMES = ['none', 'banner', 'border'] as const;
export type FrameKind = (typeof FRAMES)[number];

export interface QrLogo {
  /** Data URL of a small picture (≤ 256 px), kept in the work so it reopens anywhere. */
  data: string;
  /** Side of the logo's clear plate as a share of the code's side (modules area, quiet zone excluded). */
  size: number;
}

export interface QrStyle {
  ec: EcLevel;
  dot: DotShape;
  eye: EyeShape;
  foreground: string;
  /** null = plain foreground; otherwise the dots fade from foreground to this colour (top-left → bottom-right). */
  gradientTo: string | null;
  eyeColour: string;
  background: string;
  transparent: boolean;
  /** Quiet zone in modules (4 is the standard's). */
  margin: number;
  logo: QrLogo | null;
  frame: FrameKind;
  caption: string;
  frameColour: string;
}

export const DEFAULT_STYLE: QrStyle = {
  ec: 'M',
  dot: 'square',
  eye: 'square',
  foreground: '#111111',
  gradientTo: null,
  eyeColour: '#111111',
  background: '#ffffff',
  transparent: false,
  margin: 4,
  logo: null,
  frame: 'none',
  caption: '扫一扫',
  frameColour: '#111111',
};

export const MAX_CAPTION = 16;
export const MARGIN_RANGE = { min: 0, max: 8 } as const;
export const LOGO_SIZE_RANGE = { min: 0.12, max: 0.4 } as const;
