import { getStroke } from 'perfect-freehand';

/**
 * Pad strokes: the pointer's samples (x, y, pressure) smoothed into a filled outline by
 * perfect-freehand (pressure from a pen; from speed for a finger or mouse), kept as SVG path
 * data so a signature is vector paths, not pixels. Pure.
 */

export type InkPoint = [number, number, number];

export function strokeOutline(points: readonly InkPoint[], size: number, simulatePressure: boolean): number[][] {
  return getStroke(points as InkPoint[], { size, thinning: 0.6, smoothing: 0.5, streamline: 0.45, simulatePressure, last: true });
}

const n = (v: number) => Math.round(v * 100) / 100;

/** Quadratic curves through the outline's midpoints (perfect-freehand's own recipe). */
export function outlinePath(outline: readonly number[][]): string {
  if (outline.length < 2) return '';
  const [first] = outline;
  let d = `M${n(first![0]!)} ${n(first![1]!)}Q`;
  for (let i = 0; i < outline.length; i += 1) {
    const [x0, y0] = outline[i]!;
    const [x1, y1] = outline[(i + 1) % outline.length]!;
    d += `${n(x0!)} ${n(y0!)} ${n((x0! + x1!) / 2)} ${n((y0! + y1!) / 2)} `;
  }
  return `${d.trimEnd()}Z`;
}

/**
 * The same curves straight onto a canvas path (the live stroke, once per pointer event):
 * no path text to build and parse again while the finger moves.
 */
export function traceOutline(path: Pick<CanvasPath, 'moveTo' | 'quadraticCurveTo' | 'closePath'>, outline: readonly number[][]): void {
  if (outline.length < 2) return;
  path.moveTo(outline[0]![0]!, outline[0]![1]!);
  for (let i = 0; i < outline.length; i += 1) {
    const [x0, y0] = outline[i]!;
    const [x1, y1] = outline[(i + 1) % outline.length]!;
    path.quadraticCurveTo(x0!, y0!, (x0! + x1!) / 2, (y0! + y1!) / 2);
  }
  path.closePath();
}
