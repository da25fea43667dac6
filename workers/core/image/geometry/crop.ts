// Crop geometry, shared by the crop page (drawing the box) and the worker
// (cutting the full-size photo). Frames, in order:
//   source   the decoded photo, W × H
//   oriented flipped in the source frame, then turned clockwise by quarter turns
//   straight rotated by `straighten` degrees about the oriented centre; the crop
//            rectangle is axis-aligned in this frame and must lie on the photo
//   output   the rectangle scaled to the output size
import type { CropTransform, QuarterTurns, Rect } from '../types.ts';
import { apply, compose, invert, rotate, scale, translate } from './matrix.ts';
import type { Matrix } from './matrix.ts';

export const MAX_STRAIGHTEN_DEGREES = 45;

export interface Size {
  width: number;
  height: number;
}

export function orientedSize(source: Size, quarterTurns: QuarterTurns): Size {
  return quarterTurns % 2 === 0 ? { ...source } : { width: source.height, height: source.width };
}

/** Source pixels → oriented pixels (covers exactly 0…width × 0…height of the oriented size). */
export function orientMatrix(source: Size, t: Pick<CropTransform, 'quarterTurns' | 'flipX' | 'flipY'>): Matrix {
  const flip: Matrix = [t.flipX ? -1 : 1, 0, 0, t.flipY ? -1 : 1, t.flipX ? source.width : 0, t.flipY ? source.height : 0];
  const turn = rotate(t.quarterTurns * 90);
  // Turning about the origin moves the photo into negative coordinates; shift it back.
  const corners = [apply(turn, 0, 0), apply(turn, source.width, 0), apply(turn, 0, source.height), apply(turn, source.width, source.height)];
  const minX = Math.min(...corners.map((p) => p.x));
  const minY = Math.min(...corners.map((p) => p.y));
  return compose(translate(-minX, -minY), turn, flip);
}

/** Oriented pixels → straightened frame (rotation about the oriented centre). */
export function straightenMatrix(oriented: Size, degrees: number): Matrix {
  const cx = oriented.width / 2;
  const cy = oriented.height / 2;
  return compose(translate(cx, cy), rotate(degrees), translate(-cx, -cy));
}

/** Source pixels → output pixels: what the worker hands to setTransform before drawing the photo. */
export function cropOutputMatrix(source: Size, t: CropTransform, output: Size): Matrix {
  const oriented = orientedSize(source, t.quarterTurns);
  return compose(
    scale(output.width / t.rect.width, output.height / t.rect.height),
    translate(-t.rect.x, -t.rect.y),
    straightenMatrix(oriented, t.straighten),
    orientMatrix(source, t),
  );
}

const EPSILON = 1e-6;

/** The rectangle (straightened frame) lies entirely on the photo. */
export function rectFits(rect: Rect, oriented: Size, degrees: number): boolean {
  if (rect.width <= 0 || rect.height <= 0) return false;
  const back = invert(straightenMatrix(oriented, degrees));
  const corners = [
    apply(back, rect.x, rect.y),
    apply(back, rect.x + rect.width, rect.y),
    apply(back, rect.x, rect.y + rect.height),
    apply(back, rect.x + rect.width, rect.y + rect.height),
  ];
  const tolerance = EPSILON * Math.max(oriented.width, oriented.height);
  return corners.every((p) => p.x >= -tolerance && p.y >= -tolerance && p.x <= oriented.width + tolerance && p.y <= oriented.height + tolerance);
}

/**
 * The largest rectangle with width/height = ratio (null: the photo's own) centred
 * on the photo that fits after straightening. A centred w × h box fits the turned
 * W × H photo iff w·c + h·s ≤ W and w·s + h·c ≤ H, with c = |cos θ|, s = |sin θ|.
 */
export function largestRect(oriented: Size, degrees: number, ratio: number | null): Rect {
  const r = (Math.abs(degrees) * Math.PI) / 180;
  const c = Math.abs(Math.cos(r));
  const s = Math.abs(Math.sin(r));
  const k = ratio ?? oriented.width / oriented.height;
  const height = Math.min(oriented.width / (k * c + s), oriented.height / (k * s + c));
  const width = height * k;
  return { x: (oriented.width - width) / 2, y: (oriented.height - height) / 2, width, height };
}

/** Largest t in [0, 1] for which make(t) fits, given make(0) fits (bisection). */
function furthestFitting(make: (t: number) => Rect, oriented: Size, degrees: number): Rect {
  const whole = make(1);
  if (rectFits(whole, oriented, degrees)) return whole;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 30; i += 1) {
    const mid = (lo + hi) / 2;
    if (rectFits(make(mid), oriented, degrees)) lo = mid;
    else hi = mid;
  }
  return make(lo);
}

function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

/**
 * Brings any rectangle onto the photo: shrinks it about its centre (keeping its
 * ratio) to at most the largest fitting size, then slides its centre toward the
 * photo's centre just as far as needed.
 */
export function clampRect(rect: Rect, oriented: Size, degrees: number): Rect {
  const ratio = rect.width / rect.height;
  const biggest = largestRect(oriented, degrees, ratio);
  const k = Math.min(1, biggest.width / rect.width);
  const width = rect.width * k;
  const height = rect.height * k;
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  const ox = oriented.width / 2;
  const oy = oriented.height / 2;
  const at = (t: number): Rect => ({ x: lerp(cx, ox, t) - width / 2, y: lerp(cy, oy, t) - height / 2, width, height });
  if (rectFits(at(0), oriented, degrees)) return at(0);
  // at(1) is a centred box no bigger than the largest one, so it fits; find the least slide.
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 30; i += 1) {
    const mid = (lo + hi) / 2;
    if (rectFits(at(mid), oriented, degrees)) hi = mid;
    else lo = mid;
  }
  return at(hi);
}

export type CropHandle = 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w';

export interface CropLimits {
  oriented: Size;
  degrees: number;
  /** Locked width/height, or null for free. */
  ratio: number | null;
  /** Smallest side, oriented pixels. */
  minSide: number;
}

function placed(rect: Rect, handle: CropHandle, width: number, height: number): Rect {
  const left = handle.includes('w');
  const right = handle.includes('e');
  const top = handle.startsWith('n');
  const bottom = handle.startsWith('s');
  // The opposite side (or the centre line, for the axis an edge handle does not move) stays put.
  const x = left ? rect.x + rect.width - width : right ? rect.x : rect.x + (rect.width - width) / 2;
  const y = top ? rect.y + rect.height - height : bottom ? rect.y : rect.y + (rect.height - height) / 2;
  return { x, y, width, height };
}

function draggedSize(rect: Rect, handle: CropHandle, dx: number, dy: number, ratio: number | null): Size {
  const left = handle.includes('w');
  const right = handle.includes('e');
  const top = handle.startsWith('n');
  const bottom = handle.startsWith('s');
  let width = rect.width + (right ? dx : left ? -dx : 0);
  let height = rect.height + (bottom ? dy : top ? -dy : 0);
  if (ratio !== null) {
    const horizontal = left || right;
    const vertical = top || bottom;
    // Corners follow whichever axis moved more (relative to the box); edges drive the other axis.
    const widthLeads = horizontal && (!vertical || Math.abs(width - rect.width) * rect.height >= Math.abs(height - rect.height) * rect.width);
    if (widthLeads) height = width / ratio;
    else width = height * ratio;
  }
  return { width, height };
}

function dragAlong(rect: Rect, handle: CropHandle, dx: number, dy: number, limits: CropLimits): Rect {
  const { ratio, minSide } = limits;
  const make = (t: number): Rect => {
    let { width, height } = draggedSize(rect, handle, dx * t, dy * t, ratio);
    if (ratio === null) {
      width = Math.max(width, minSide);
      height = Math.max(height, minSide);
    } else if (width < minSide || height < minSide) {
      height = Math.max(minSide, minSide / ratio);
      width = height * ratio;
    }
    return placed(rect, handle, width, height);
  };
  return furthestFitting(make, limits.oriented, limits.degrees);
}

/** Drags a handle by (dx, dy), keeping the ratio, the minimum size and the photo's bounds. */
export function dragHandle(rect: Rect, handle: CropHandle, dx: number, dy: number, limits: CropLimits): Rect {
  if (limits.ratio !== null) return dragAlong(rect, handle, dx, dy, limits);
  // Free boxes take each axis on its own, so a corner dragged past one edge still follows the other axis.
  return dragAlong(dragAlong(rect, handle, dx, 0, limits), handle, 0, dy, limits);
}

/** Moves the box, sliding along an edge it meets instead of stopping. */
export function moveRect(rect: Rect, dx: number, dy: number, limits: Pick<CropLimits, 'oriented' | 'degrees'>): Rect {
  const alongX = furthestFitting((t) => ({ ...rect, x: rect.x + dx * t }), limits.oriented, limits.degrees);
  return furthestFitting((t) => ({ ...alongX, y: alongX.y + dy * t }), limits.oriented, limits.degrees);
}

/** Pinch/wheel zoom: factor > 1 zooms in (smaller box), about the box centre. */
export function zoomRect(rect: Rect, factor: number, limits: CropLimits): Rect {
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  const minScale = Math.max(limits.minSide / rect.width, limits.minSide / rect.height);
  const at = (t: number): Rect => {
    const k = Math.max(minScale, 1 / lerp(1, factor, t));
    return { x: cx - (rect.width * k) / 2, y: cy - (rect.height * k) / 2, width: rect.width * k, height: rect.height * k };
  };
  return factor >= 1 ? at(1) : furthestFitting(at, limits.oriented, limits.degrees);
}
