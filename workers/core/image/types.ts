// Plain values and shapes of the pure image code (crop geometry, puzzle and slice layouts,
// ID photo sizes, watermark settings, pixel tasks). workers/protocol/image.ts re-exports them
// as part of the image worker's contract; the page and the server import them from here or there.

export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Longest side of the working copy that previews, masks and inpainting use. */
export const WORK_MAX_SIDE = 1280;

/** 0…1; called at most every ~100 ms. */
export type ProgressCallback = (fraction: number) => void;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the user marked the object for a cutout: one tap, or a rough box (issue 29). */
export type CutoutSeed = { kind: 'point'; x: number; y: number } | { kind: 'box'; rect: Rect };

export interface Point {
  x: number;
  y: number;
}

export type QuarterTurns = 0 | 1 | 2 | 3;

/** How the full-size image is turned, flipped, straightened and cut (see workers/core/image/geometry/crop.ts). */
export interface CropTransform {
  /** Clockwise quarter turns applied after flipping. */
  quarterTurns: QuarterTurns;
  flipX: boolean;
  flipY: boolean;
  /** Straighten angle in degrees, −45…45, clockwise, about the centre of the turned image. */
  straighten: number;
  /** In full-size pixels of the turned (and flipped) image, before straightening. */
  rect: Rect;
}

/** Spec section 3 "watermark settings" plus what the issue adds. */
export interface WatermarkSettings {
  /** Spec section 5: drawn only when enabled. */
  enabled: boolean;
  text: string;
  bold: boolean;
  underline: boolean;
  deleteLine: boolean;
  /** px on a 1000 px wide image; scaled with the image. */
  fontSize: number;
  /** Hex (#rgb, #rrggbb) or rgb()/rgba(). */
  color: string;
  /** 0…1. */
  opacity: number;
  /** Degrees, −90…90, clockwise on screen; the default −30 makes the text rise to the right. */
  angle: number;
  /** The dashed grid lines between the texts. */
  dashedLines: boolean;
}

export type IdPhotoSizeId = 'one' | 'two' | 'smallOne' | 'smallTwo';
export type IdPhotoBackground = 'white' | 'blue' | 'red';
