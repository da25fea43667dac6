// Gradient geometry in layer pixels, shared by the canvas and the SVG export.
import { cssColour } from '../core/model/index.ts';
import type { BackgroundGradient, GradientStop, Layer, StrokeGradient } from '../core/model/index.ts';

export interface ColourStop {
  offset: number;
  colour: string;
}

export type GradientGeometry =
  | { kind: 'linear'; x1: number; y1: number; x2: number; y2: number }
  | { kind: 'radial'; cx: number; cy: number; r: number };

export interface GradientPaint {
  geometry: GradientGeometry;
  /** Ascending offsets in 0…1. */
  stops: ColourStop[];
}

/**
 * CSS linear-gradient(<deg>) over a w × h box: 0 = to top, 90 = to right, 180 = to bottom.
 * The line runs through the centre and is long enough that the corners get the end colours.
 */
export function linearFromDeg(deg: number, width: number, height: number): GradientGeometry {
  const rad = (deg * Math.PI) / 180;
  const dx = Math.sin(rad);
  const dy = -Math.cos(rad);
  const half = (Math.abs(width * dx) + Math.abs(height * dy)) / 2;
  const cx = width / 2;
  const cy = height / 2;
  // + 0 turns -0 into 0 (it would print as "-0" in the SVG).
  const r = (n: number) => Math.round(n * 1e6) / 1e6 + 0;
  return { kind: 'linear', x1: r(cx - dx * half), y1: r(cy - dy * half), x2: r(cx + dx * half), y2: r(cy + dy * half) };
}

/** A circle from the centre to the farthest corner (CSS radial-gradient(circle farthest-corner)). */
export function radialForBox(width: number, height: number): GradientGeometry {
  return { kind: 'radial', cx: width / 2, cy: height / 2, r: Math.hypot(width, height) / 2 };
}

function sortStops(stops: ColourStop[]): ColourStop[] {
  return stops
    .map((stop, index) => ({ stop, index }))
    .sort((a, b) => a.stop.offset - b.stop.offset || a.index - b.index)
    .map(({ stop }) => ({ offset: Math.min(Math.max(stop.offset, 0), 1), colour: cssColour(stop.colour) }));
}

/** The spec's gradientColors: position `pst` 0–100, drawn with `color`. */
export function stopsFromGradientColors(colors: readonly GradientStop[]): ColourStop[] {
  return sortStops(colors.map((c) => ({ offset: c.pst / 100, colour: c.color })));
}

/** Evenly spread colours (strokeGradient.colors when it has no colorStops). */
export function evenStops(colours: readonly string[]): ColourStop[] {
  if (colours.length === 1) return sortStops([{ offset: 0, colour: colours[0] ?? '' }, { offset: 1, colour: colours[0] ?? '' }]);
  return sortStops(colours.map((colour, i) => ({ offset: i / (colours.length - 1), colour })));
}

/** Fill gradient of a text, shape, path or icon layer when its `gradient` switch is on. */
export function fillGradient(layer: Layer): GradientPaint | null {
  if (layer.type === 'rect' || layer.gradient !== true || layer.gradientColors.length === 0) return null;
  const geometry =
    layer.gradientStyle === 'radial'
      ? radialForBox(layer.width, layer.height)
      : linearFromDeg(layer.gradientDeg, layer.width, layer.height);
  return { geometry, stops: stopsFromGradientColors(layer.gradientColors) };
}

/** The background rect's gradient: a line (x1,y1)→(x2,y2) in layer pixels; a zero-length line draws nothing. */
export function backgroundGradient(gradient: BackgroundGradient | null): GradientPaint | null {
  if (!gradient || gradient.colorStops.length === 0) return null;
  if (gradient.x1 === gradient.x2 && gradient.y1 === gradient.y2) return null;
  const { x1, y1, x2, y2 } = gradient;
  return { geometry: { kind: 'linear', x1, y1, x2, y2 }, stops: sortStops(gradient.colorStops.map((s) => ({ offset: s.offset, colour: s.color }))) };
}

/**
 * strokeGradient: colorStops (else `colors` spread evenly). Linear along (x1,y1)→(x2,y2)
 * when that line has a length, else along `deg` over the box; radial from the box centre.
 */
export function strokeGradientPaint(gradient: StrokeGradient | null, width: number, height: number): GradientPaint | null {
  if (!gradient) return null;
  const stops =
    gradient.colorStops.length > 0
      ? sortStops(gradient.colorStops.map((s) => ({ offset: s.offset, colour: s.color })))
      : gradient.colors.length > 0
        ? evenStops(gradient.colors)
        : [];
  if (stops.length === 0) return null;
  if (gradient.style === 'radial') return { geometry: radialForBox(width, height), stops };
  const hasLine = gradient.x1 !== gradient.x2 || gradient.y1 !== gradient.y2;
  const geometry: GradientGeometry = hasLine
    ? { kind: 'linear', x1: gradient.x1, y1: gradient.y1, x2: gradient.x2, y2: gradient.y2 }
    : linearFromDeg(gradient.deg, width, height);
  return { geometry, stops };
}
