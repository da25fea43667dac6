// What a banded frame has to repaint. During a drag the canvas keeps the previous frame's
// pixels (a 2D OffscreenCanvas is not cleared between frames), the bands are the same
// bitmaps, and only the selected layers move: the frame repaints the area they covered and
// now cover, not the whole canvas. On a phone that composites in software this is most of a
// drag frame's cost (two full-canvas band copies at dpr 3 are ~9 MB of pixels a frame).
import type { Bounds } from './matrix.ts';

/** What a banded frame drew, to compare the next one with. */
export interface BandedFrame {
  /** Canvas size and view (a change repaints everything). */
  viewKey: string;
  /** The frame's steps (which bands, which units, in order). */
  layout: string;
  /** The band bitmaps drawn, in order: the same objects when no band was rebuilt. */
  bands: readonly object[];
  /** Device bounds of everything the selected units may cover (shadows included), or null when nothing. */
  active: Bounds | null;
}

/** Anti-aliased edges and rounding: a little more than the bounds. */
const MARGIN = 2;

export function union(a: Bounds | null, b: Bounds | null): Bounds | null {
  if (!a) return b;
  if (!b) return a;
  return { minX: Math.min(a.minX, b.minX), minY: Math.min(a.minY, b.minY), maxX: Math.max(a.maxX, b.maxX), maxY: Math.max(a.maxY, b.maxY) };
}

/**
 * The device area (whole pixels, inside the viewport) this frame must repaint, or null when
 * it must repaint everything: no previous banded frame, another view or layout, a rebuilt
 * band. An empty area (width or height 0) means nothing visible changed.
 */
export function dirtyArea(last: BandedFrame | null, now: BandedFrame, viewport: Bounds): Bounds | null {
  if (!last || last.viewKey !== now.viewKey || last.layout !== now.layout) return null;
  if (last.bands.length !== now.bands.length || last.bands.some((band, i) => band !== now.bands[i])) return null;
  const moved = union(last.active, now.active);
  if (!moved) return { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
  const [left, top, right, bottom] = [Math.floor(viewport.minX), Math.floor(viewport.minY), Math.ceil(viewport.maxX), Math.ceil(viewport.maxY)];
  const minX = clamp(Math.floor(moved.minX) - MARGIN, left, right);
  const minY = clamp(Math.floor(moved.minY) - MARGIN, top, bottom);
  return { minX, minY, maxX: clamp(Math.ceil(moved.maxX) + MARGIN, minX, right), maxY: clamp(Math.ceil(moved.maxY) + MARGIN, minY, bottom) };
}
