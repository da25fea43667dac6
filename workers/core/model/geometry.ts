import type { Box, Layer, LogoDocument, Point } from './types.ts';

/*
 * Geometry convention (the render worker and the overlay share it):
 * (x, y) is the top-left of the layer's unscaled, unrotated box of width by height.
 * scale, rotate (degrees, clockwise on screen) and flips apply about the box centre,
 * so the drawn size is width*scale by height*scale, centred on (x + width/2, y + height/2).
 */
export type Geometry = Pick<Layer, 'x' | 'y' | 'width' | 'height' | 'scale' | 'rotate'>;

export function layerCentre(g: Geometry): Point {
  return { x: g.x + g.width / 2, y: g.y + g.height / 2 };
}

function rotateAbout(p: Point, centre: Point, degrees: number): Point {
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  return { x: centre.x + p.x * cos - p.y * sin, y: centre.y + p.x * sin + p.y * cos };
}

/** The four drawn corners: top-left, top-right, bottom-right, bottom-left (before rotation). */
export function layerCorners(g: Geometry): [Point, Point, Point, Point] {
  const c = layerCentre(g);
  const hw = (g.width * g.scale) / 2;
  const hh = (g.height * g.scale) / 2;
  return [
    rotateAbout({ x: -hw, y: -hh }, c, g.rotate),
    rotateAbout({ x: hw, y: -hh }, c, g.rotate),
    rotateAbout({ x: hw, y: hh }, c, g.rotate),
    rotateAbout({ x: -hw, y: hh }, c, g.rotate),
  ];
}

/** Axis-aligned box around the drawn layer (rotation and scale included; flips do not change it). */
export function layerBounds(g: Geometry): Box {
  const corners = layerCorners(g);
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

export function unionBounds(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** Whether a canvas point falls on the drawn (rotated, scaled) box, with a tolerance in canvas px. */
export function hitTestLayer(g: Geometry, p: Point, tolerance = 0): boolean {
  const c = layerCentre(g);
  const local = rotateAbout({ x: p.x - c.x, y: p.y - c.y }, { x: 0, y: 0 }, -g.rotate);
  const hw = (g.width * g.scale) / 2 + tolerance;
  const hh = (g.height * g.scale) / 2 + tolerance;
  return Math.abs(local.x) <= hw && Math.abs(local.y) <= hh;
}

/**
 * The id of the topmost visible layer under a point, the background when nothing else is
 * hit inside the canvas, or null outside it. Hidden layers cannot be tapped.
 */
export function hitTestDocument(doc: LogoDocument, p: Point, tolerance = 0): string | null {
  for (let i = doc.layers.length - 1; i >= 1; i -= 1) {
    const layer = doc.layers[i];
    if (layer && layer.visibility && hitTestLayer(layer, p, tolerance)) return layer.id;
  }
  const background = doc.layers[0];
  const inside = p.x >= 0 && p.y >= 0 && p.x <= doc.size.width && p.y <= doc.size.height;
  return background && inside ? background.id : null;
}
