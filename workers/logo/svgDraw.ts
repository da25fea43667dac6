// Draws a Scene (./svg-scene.ts) the way an SVG renderer would: document order, each shape
// in its own matrix, fill then stroke, group opacity over both together.
import type { Geometry, Paint, Scene, SceneShape } from './svgScene.ts';

/**
 * The parts of a 2D context this draws with. `P` is the path object (Path2D in the worker),
 * `I` what a scratch layer is drawn back with (its OffscreenCanvas); tests record instead.
 */
export interface DrawContext<P, I> {
  save(): void;
  restore(): void;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  beginPath(): void;
  roundRect(x: number, y: number, width: number, height: number, radii: DOMPointInit[]): void;
  rect(x: number, y: number, width: number, height: number): void;
  ellipse(x: number, y: number, radiusX: number, radiusY: number, rotation: number, startAngle: number, endAngle: number): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  clearRect(x: number, y: number, width: number, height: number): void;
  fill(path?: P): void;
  stroke(path?: P): void;
  drawImage(image: I, dx: number, dy: number): void;
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): CanvasGradient;
  fillStyle: string | CanvasGradient | CanvasPattern;
  strokeStyle: string | CanvasGradient | CanvasPattern;
  lineWidth: number;
  miterLimit: number;
  globalAlpha: number;
}

/** A scratch layer of the output's size, for a shape whose fill and stroke share one opacity. */
export type Scratch<P, I> = () => { context: DrawContext<P, I>; canvas: I };

function style<P, I>(context: DrawContext<P, I>, paint: Exclude<Paint, null>): string | CanvasGradient {
  if ('color' in paint) return paint.color;
  const { x1, y1, x2, y2, stops } = paint.gradient;
  const gradient = context.createLinearGradient(x1, y1, x2, y2);
  for (const stop of stops) gradient.addColorStop(stop.offset, stop.color);
  return gradient;
}

/** The geometry as the current path; a path's data becomes a Path2D. */
function outline<P, I>(context: DrawContext<P, I>, geometry: Geometry, makePath: (d: string) => P): P | null {
  context.beginPath();
  switch (geometry.kind) {
    case 'rect': {
      // SVG clamps each corner radius to half the side; a canvas would shrink both together.
      const rx = Math.min(Math.max(0, geometry.rx), geometry.width / 2);
      const ry = Math.min(Math.max(0, geometry.ry), geometry.height / 2);
      if (rx > 0 && ry > 0) context.roundRect(geometry.x, geometry.y, geometry.width, geometry.height, [{ x: rx, y: ry }]);
      else context.rect(geometry.x, geometry.y, geometry.width, geometry.height);
      return null;
    }
    case 'ellipse':
      context.ellipse(geometry.cx, geometry.cy, Math.max(0, geometry.rx), Math.max(0, geometry.ry), 0, 0, Math.PI * 2);
      return null;
    case 'line':
      context.moveTo(geometry.x1, geometry.y1);
      context.lineTo(geometry.x2, geometry.y2);
      return null;
    case 'path':
      return makePath(geometry.d);
  }
}

function paintShape<P, I>(context: DrawContext<P, I>, shape: SceneShape, scale: number, makePath: (d: string) => P): void {
  const [a, b, c, d, e, f] = shape.matrix;
  context.setTransform(a * scale, b * scale, c * scale, d * scale, e * scale, f * scale);
  const path = outline(context, shape.geometry, makePath);
  if (shape.fill && shape.geometry.kind !== 'line') {
    context.fillStyle = style(context, shape.fill);
    if (path) context.fill(path);
    else context.fill();
  }
  if (shape.stroke && shape.strokeWidth > 0) {
    context.strokeStyle = style(context, shape.stroke);
    context.lineWidth = shape.strokeWidth;
    if (path) context.stroke(path);
    else context.stroke();
  }
}

/**
 * Draws `scene` scaled by `scale` (output pixels per viewBox unit). `scratch` is needed only
 * for a translucent shape with both a fill and a stroke: SVG blends the two once, as a group.
 */
export function drawScene<P, I>(context: DrawContext<P, I>, scene: Scene, scale: number, makePath: (d: string) => P, scratch: Scratch<P, I>): void {
  context.save();
  // SVG's default; a canvas starts at 10.
  context.miterLimit = 4;
  for (const shape of scene.shapes) {
    if (shape.opacity <= 0) continue;
    const grouped = shape.opacity < 1 && shape.fill !== null && shape.stroke !== null && shape.strokeWidth > 0;
    if (grouped) {
      const layer = scratch();
      layer.context.setTransform(1, 0, 0, 1, 0, 0);
      layer.context.clearRect(0, 0, scene.width * scale, scene.height * scale);
      layer.context.miterLimit = 4;
      paintShape(layer.context, shape, scale, makePath);
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.globalAlpha = shape.opacity;
      context.drawImage(layer.canvas, 0, 0);
      context.globalAlpha = 1;
      continue;
    }
    context.globalAlpha = shape.opacity;
    paintShape(context, shape, scale, makePath);
    context.globalAlpha = 1;
  }
  context.restore();
}
