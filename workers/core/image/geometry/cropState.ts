// The crop page's state changes as pure functions, so the rules (what a turn
// does to the box, what a flip mirrors) are tested without a browser.
import type { CropTransform, QuarterTurns, Rect } from '../types.ts';
import { clampRect, largestRect, MAX_STRAIGHTEN_DEGREES, orientedSize } from './crop.ts';
import type { Size } from './crop.ts';

export interface CropState extends CropTransform {
  /** Locked width/height of the box, null for free. */
  ratio: number | null;
}

/** A preset of the ratio bar. `output` fixes the exported size (ID photos at 300 dpi). */
export interface CropPreset {
  id: string;
  ratio: number | null;
  output?: Size;
}

export const CROP_PRESETS: readonly CropPreset[] = [
  { id: 'free', ratio: null },
  { id: '1:1', ratio: 1 },
  { id: '3:4', ratio: 3 / 4 },
  { id: '4:3', ratio: 4 / 3 },
  { id: '9:16', ratio: 9 / 16 },
  { id: '16:9', ratio: 16 / 9 },
  { id: 'id1', ratio: 295 / 413, output: { width: 295, height: 413 } },
  { id: 'id2', ratio: 413 / 579, output: { width: 413, height: 579 } },
];

export function initialCrop(source: Size, ratio: number | null = null): CropState {
  return { quarterTurns: 0, flipX: false, flipY: false, straighten: 0, ratio, rect: largestRect(source, 0, ratio) };
}

function oriented(source: Size, state: CropState): Size {
  return orientedSize(source, state.quarterTurns);
}

export function setRatio(source: Size, state: CropState, ratio: number | null): CropState {
  return { ...state, ratio, rect: largestRect(oriented(source, state), state.straighten, ratio) };
}

/** Turns the photo a quarter clockwise; the box turns with it (a locked ratio keeps its shape and is refitted). */
export function turnClockwise(source: Size, state: CropState): CropState {
  const before = oriented(source, state);
  const r = state.rect;
  const quarterTurns = ((state.quarterTurns + 1) % 4) as QuarterTurns;
  const after = orientedSize(source, quarterTurns);
  const turned: Rect = { x: before.height - r.y - r.height, y: r.x, width: r.height, height: r.width };
  const next = { ...state, quarterTurns };
  if (state.ratio === null) return { ...next, rect: clampRect(turned, after, state.straighten) };
  return { ...next, rect: largestRect(after, state.straighten, state.ratio) };
}

/** Mirrors what the user sees left↔right: the box and the straighten angle mirror too. */
export function flipHorizontal(source: Size, state: CropState): CropState {
  const size = oriented(source, state);
  // After an odd number of turns the screen's x axis is the source's y axis.
  const flips = state.quarterTurns % 2 === 0 ? { flipX: !state.flipX } : { flipY: !state.flipY };
  const rect = { ...state.rect, x: size.width - state.rect.x - state.rect.width };
  return { ...state, ...flips, straighten: -state.straighten || 0, rect };
}

export function flipVertical(source: Size, state: CropState): CropState {
  const size = oriented(source, state);
  const flips = state.quarterTurns % 2 === 0 ? { flipY: !state.flipY } : { flipX: !state.flipX };
  const rect = { ...state.rect, y: size.height - state.rect.y - state.rect.height };
  return { ...state, ...flips, straighten: -state.straighten || 0, rect };
}

export function setStraighten(source: Size, state: CropState, degrees: number): CropState {
  const straighten = Math.max(-MAX_STRAIGHTEN_DEGREES, Math.min(MAX_STRAIGHTEN_DEGREES, degrees)) || 0;
  return { ...state, straighten, rect: clampRect(state.rect, oriented(source, state), straighten) };
}

/** Exported size: the preset's fixed size, else the box's own size in full-size pixels. */
export function cropOutputSize(state: CropState, preset?: CropPreset): Size {
  if (preset?.output) return { ...preset.output };
  return { width: Math.max(1, Math.round(state.rect.width)), height: Math.max(1, Math.round(state.rect.height)) };
}
