import { layerBounds, type Box, type Layer, type LogoDocument } from '../../model/index.ts';
import { seenContrast } from './colour.ts';
import { boxInCircle, boxInside, boxesOverlap } from './geometry.ts';
import { MIN_CONTRAST } from './scheme.ts';

/** What makes a generated logo hard to read (issue 4: every candidate must be legible). */
export interface LegibilityProblem {
  kind: 'outside' | 'overlap' | 'contrast';
  layer: string;
  other?: string;
  detail: string;
}

/** Sub-pixel slack for floating-point edges that touch. */
const EPSILON = 0.01;

type SquareLayer = Extract<Layer, { type: 'square' }>;

/** The drawn box, a stroke's outer half included. */
function drawnBounds(layer: Layer): Box {
  const box = layerBounds(layer);
  if (layer.type !== 'square' || layer.stroke === '' || layer.lineWidth === 0) return box;
  const half = (layer.lineWidth * layer.scale) / 2;
  return { x: box.x - half, y: box.y - half, width: box.width + 2 * half, height: box.height + 2 * half };
}

function shrink(box: Box, by: number): Box {
  return { x: box.x + by, y: box.y + by, width: box.width - 2 * by, height: box.height - 2 * by };
}

/** Whether `box` lies in the shape's inside, clear of its stroke (an unrotated circle or rectangle). */
function insideShape(box: Box, shape: SquareLayer): boolean {
  const outer = layerBounds(shape);
  const stroke = shape.stroke === '' ? 0 : (shape.lineWidth * shape.scale) / 2;
  if (shape.rotate % 360 !== 0) return false;
  if (shape.shapeType === 'circle' && Math.abs(outer.width - outer.height) < EPSILON) {
    return boxInCircle(box, outer.x + outer.width / 2, outer.y + outer.height / 2, outer.width / 2 - stroke + EPSILON);
  }
  if (shape.shapeType === 'rectangle') return boxInside(box, shrink(outer, stroke + Math.max(shape.rx, shape.ry) * 0.3 - EPSILON));
  return false;
}

/** Text and icons must not touch a shape unless they sit wholly inside it (a ring, a badge). */
function clearOfShape(box: Box, shape: SquareLayer): boolean {
  return insideShape(box, shape) || !boxesOverlap(shrink(box, EPSILON), drawnBounds(shape));
}

/** The colour right under a text: the topmost filled shape that holds it, else the background. */
function backgroundUnder(doc: LogoDocument, index: number, box: Box): string | null {
  for (let i = index - 1; i >= 1; i -= 1) {
    const layer = doc.layers[i];
    if (layer?.type === 'square' && layer.visibility && layer.fill !== '' && insideShape(box, layer)) return layer.fill;
  }
  const background = doc.layers[0];
  return background?.type === 'rect' && background.fill !== '' && background.url === '' && !background.gradient ? background.fill : null;
}

export function legibilityProblems(doc: LogoDocument, minContrast = MIN_CONTRAST): LegibilityProblem[] {
  const problems: LegibilityProblem[] = [];
  const canvas = { x: -EPSILON, y: -EPSILON, width: doc.size.width + 2 * EPSILON, height: doc.size.height + 2 * EPSILON };
  const drawnLayers = doc.layers.slice(1).filter((l) => l.visibility);
  for (const layer of drawnLayers) {
    if (!boxInside(drawnBounds(layer), canvas)) problems.push({ kind: 'outside', layer: layer.id, detail: 'leaves the canvas' });
  }
  const items = drawnLayers.filter((l) => l.type === 'text' || l.type === 'icon' || l.type === 'image');
  const shapes = drawnLayers.filter((l): l is SquareLayer => l.type === 'square');
  for (const [i, item] of items.entries()) {
    const box = layerBounds(item);
    for (const other of items.slice(i + 1)) {
      if (item.type !== 'text' && other.type !== 'text') continue;
      if (boxesOverlap(shrink(box, EPSILON), layerBounds(other))) problems.push({ kind: 'overlap', layer: item.id, other: other.id, detail: 'overlaps' });
    }
    for (const shape of shapes) {
      if (!clearOfShape(box, shape)) problems.push({ kind: 'overlap', layer: item.id, other: shape.id, detail: 'crosses a shape' });
    }
  }
  for (const [index, layer] of doc.layers.entries()) {
    if (layer.type !== 'text' || !layer.visibility || layer.text.trim() === '') continue;
    const under = backgroundUnder(doc, index, layerBounds(layer));
    if (under === null) continue;
    const ratio = seenContrast(layer.fill, layer.opacity, under);
    if (ratio < minContrast) problems.push({ kind: 'contrast', layer: layer.id, detail: `contrast ${ratio.toFixed(2)} against ${under}` });
  }
  return problems;
}
