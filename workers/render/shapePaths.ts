// Geometry of the square layer's shapes as SVG path data in layer pixels, shared by the
// canvas (Path2D) and the SVG export.
import { cssColour } from '../core/model/index.ts';
import type { SquareLayer } from '../core/model/index.ts';
import { ellipsePath, shapePath } from './svgShapes.ts';

export interface ShapeOutline {
  d: string;
  /** A line has no inside to fill. */
  closed: boolean;
}

const fmt = (n: number) => String(Math.round(n * 1e4) / 1e4);

/**
 * rectangle: the box, corners rounded by rx/ry (one of them 0 → the other is used for both,
 * as SVG does); circle: the ellipse inscribed in the box; triangle: apex at the top centre,
 * base along the bottom; line: (startx, starty) → (endx, endy) when any is set, else
 * across the middle of the box.
 */
export function squareOutline(layer: SquareLayer): ShapeOutline | null {
  const { width: w, height: h } = layer;
  switch (layer.shapeType) {
    case 'rectangle': {
      const attrs: Record<string, string> = { x: '0', y: '0', width: String(w), height: String(h) };
      if (layer.rx > 0) attrs.rx = String(layer.rx);
      if (layer.ry > 0) attrs.ry = String(layer.ry);
      const d = shapePath('rect', attrs);
      return d ? { d, closed: true } : null;
    }
    case 'circle': {
      const d = ellipsePath(w / 2, h / 2, w / 2, h / 2);
      return d ? { d, closed: true } : null;
    }
    case 'triangle':
      return w > 0 && h > 0 ? { d: `M${fmt(w / 2)} 0L${fmt(w)} ${fmt(h)}L0 ${fmt(h)}Z`, closed: true } : null;
    default: {
      const own = layer.startx !== 0 || layer.starty !== 0 || layer.endx !== 0 || layer.endy !== 0;
      const [x1, y1, x2, y2] = own ? [layer.startx, layer.starty, layer.endx, layer.endy] : [0, h / 2, w, h / 2];
      return { d: `M${fmt(x1)} ${fmt(y1)}L${fmt(x2)} ${fmt(y2)}`, closed: false };
    }
  }
}

/** A line is drawn with its stroke colour, else its fill colour, at least 1 px wide. */
export function lineStyle(layer: SquareLayer): { colour: string; width: number } {
  return { colour: cssColour(layer.stroke !== '' ? layer.stroke : layer.fill), width: Math.max(layer.lineWidth, 1) };
}
