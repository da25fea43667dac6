// Where things go on a print page, in PDF points: the trim (the finished size), the bleed
// around it, the room for crop marks around that, and the artboard placed on the trim.
// Pure; the boxes are in PDF user space (origin at the MediaBox's bottom-left, y up).
import type { CanvasSize, Layer, LogoDocument } from '../core/model/index.ts';
import type { PrintSpec } from '../protocol/print.ts';

export const PT_PER_MM = 72 / 25.4;
/** Crop marks start this far outside the bleed, so a cut a little off never prints a mark's end. */
export const CROP_MARK_GAP_MM = 1;
export const CROP_MARK_LENGTH_MM = 5;
/** Hairline by print-shop habit (0.25 pt ≈ 0.09 mm). */
export const CROP_MARK_WIDTH_PT = 0.25;
export const MAX_BLEED_MM = 20;
/** 5 m: PDF 1.x pages stop at 14,400 pt (5.08 m) including the crop-mark room. */
export const MAX_TRIM_MM = 5000;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface PrintLayout {
  media: Box;
  bleed: Box;
  trim: Box;
  /** Eight crop marks (two per corner, along the trim lines), empty without crop marks. */
  marks: Segment[];
}

/** Why the spec cannot be printed (English, for the worker's error detail), or null. */
export function printSpecProblem(spec: PrintSpec): string | null {
  const { width, height } = spec.trimMm ?? { width: NaN, height: NaN };
  if (!(Number.isFinite(width) && Number.isFinite(height) && width >= 1 && height >= 1)) return 'trim size must be at least 1 mm';
  if (width > MAX_TRIM_MM || height > MAX_TRIM_MM) return `trim size over ${MAX_TRIM_MM} mm`;
  if (!(Number.isFinite(spec.bleedMm) && spec.bleedMm >= 0 && spec.bleedMm <= MAX_BLEED_MM)) return `bleed must be 0…${MAX_BLEED_MM} mm`;
  return null;
}

export function printLayout(spec: PrintSpec): PrintLayout {
  const tw = spec.trimMm.width * PT_PER_MM;
  const th = spec.trimMm.height * PT_PER_MM;
  const bleed = spec.bleedMm * PT_PER_MM;
  const gap = (spec.bleedMm + CROP_MARK_GAP_MM) * PT_PER_MM;
  const length = CROP_MARK_LENGTH_MM * PT_PER_MM;
  const room = spec.cropMarks ? gap + length - bleed : 0;
  const trim = { x: bleed + room, y: bleed + room, width: tw, height: th };
  const media = { x: 0, y: 0, width: tw + 2 * (bleed + room), height: th + 2 * (bleed + room) };
  const bleedBox = { x: room, y: room, width: tw + 2 * bleed, height: th + 2 * bleed };
  const marks: Segment[] = [];
  if (spec.cropMarks) {
    const right = trim.x + tw;
    const top = trim.y + th;
    for (const x of [trim.x, right]) {
      const out = x === trim.x ? -1 : 1;
      for (const y of [trim.y, top]) {
        const up = y === trim.y ? -1 : 1;
        // Horizontal mark on the trim line y, outside the bleed to the side; vertical on x.
        marks.push({ x1: x + out * gap, y1: y, x2: x + out * (gap + length), y2: y });
        marks.push({ x1: x, y1: y + up * gap, x2: x, y2: y + up * (gap + length) });
      }
    }
  }
  return { media, bleed: bleedBox, trim, marks };
}

/**
 * The artboard on the trim, as PDF points per document pixel and the artboard's top-left in
 * the page's y-down space: scaled to cover the trim (one factor, centred), so a document a
 * little off the trim's proportions runs into the bleed instead of leaving white edges.
 */
export function artboardPlacement(size: CanvasSize, layout: PrintLayout): { scale: number; x: number; y: number } {
  const { trim, media } = layout;
  const scale = Math.max(trim.width / size.width, trim.height / size.height);
  const x = trim.x + (trim.width - size.width * scale) / 2;
  const yUp = trim.y + (trim.height - size.height * scale) / 2;
  // y-down: the artboard's top edge measured from the page's top.
  return { scale, x, y: media.height - (yUp + size.height * scale) };
}

/** Layers whose edges lie on the artboard's edge this close (document pixels) are background. */
const EDGE_PX = 0.5;

function extendable(layer: Layer): boolean {
  if (!(layer.scale > 0) || ((layer.rotate % 180) + 180) % 180 !== 0) return false;
  if (layer.type === 'rect') return true;
  return layer.type === 'square' && layer.shapeType === 'rectangle' && layer.rx === 0 && layer.ry === 0;
}

/**
 * The document with its background grown into the bleed: the background rect and any plain
 * rectangle (rect layer, square-cornered rectangle, not turned) that reaches an artboard edge
 * is extended past that edge by `bleedPx`, so a cut a little off shows colour, not paper.
 * Everything else stays as it is (and may run into the bleed on its own).
 */
export function extendIntoBleed(doc: LogoDocument, bleedPx: number): LogoDocument {
  if (!(bleedPx > 0)) return doc;
  const { width: W, height: H } = doc.size;
  const layers = doc.layers.map((layer) => {
    if (!extendable(layer)) return layer;
    const w = layer.width * layer.scale;
    const h = layer.height * layer.scale;
    const cx = layer.x + layer.width / 2;
    const cy = layer.y + layer.height / 2;
    let [left, right, top, bottom] = [cx - w / 2, cx + w / 2, cy - h / 2, cy + h / 2];
    const touches = [left <= EDGE_PX, right >= W - EDGE_PX, top <= EDGE_PX, bottom >= H - EDGE_PX];
    if (!touches.some(Boolean)) return layer;
    if (touches[0]) left = Math.min(left, -bleedPx);
    if (touches[1]) right = Math.max(right, W + bleedPx);
    if (touches[2]) top = Math.min(top, -bleedPx);
    if (touches[3]) bottom = Math.max(bottom, H + bleedPx);
    const width = (right - left) / layer.scale;
    const height = (bottom - top) / layer.scale;
    const grown = { ...layer, x: (left + right) / 2 - width / 2, y: (top + bottom) / 2 - height / 2, width, height };
    // The background's gradient is set in layer pixels from the box's corner: move it with the
    // corner so its colours stay where they were on the artboard.
    if (grown.type !== 'rect' || !grown.gradient) return grown;
    // (A flipped box has its corner, layer pixel 0, on the far side.)
    const dx = (layer.flip ? right - (cx + w / 2) : cx - w / 2 - left) / layer.scale;
    const dy = (layer.flipY ? bottom - (cy + h / 2) : cy - h / 2 - top) / layer.scale;
    const g = grown.gradient;
    return { ...grown, gradient: { ...g, x1: g.x1 + dx, x2: g.x2 + dx, y1: g.y1 + dy, y2: g.y2 + dy } };
  });
  return { ...doc, layers };
}
