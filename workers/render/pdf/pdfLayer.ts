// One layer's content as PDF operators in layer pixels: the same outlines, paints and
// pictures the canvas draws (draw-vector.ts, draw-media.ts) and the SVG export writes
// (svg-layer.ts), so the three agree shape for shape.
import { cssColour } from '../../core/model/index.ts';
import type { Layer } from '../../core/model/index.ts';
import { fitRect, imageSource, PLACEHOLDER_FILL } from '../drawMedia.ts';
import { textPathData } from '../drawVector.ts';
import { backgroundGradient, fillGradient, strokeGradientPaint } from '../gradients.ts';
import type { GradientPaint } from '../gradients.ts';
import { multiply } from '../matrix.ts';
import type { Matrix } from '../matrix.ts';
import { MITER_LIMIT } from '../rasterPlan.ts';
import { lineStyle, squareOutline } from '../shapePaths.ts';
import { viewBoxTransform } from '../svgIcon.ts';
import type { SvgIcon } from '../svgIcon.ts';
import type { PdfImage } from './pdfImage.ts';
import type { PdfPainter, PdfPaint } from './pdfPainter.ts';
import { pathOps, rectOps } from './pdfPath.ts';

export type PdfPicture = { kind: 'image'; image: PdfImage } | { kind: 'icon'; icon: SvgIcon };

export interface PdfMedia {
  icon(data: string, layerId: string): SvgIcon | null;
  /** The decoded picture, or null when it could not be loaded (the canvas's placeholder is drawn). */
  picture(src: string): PdfPicture | null;
  /** Object number of a picture's image, written once however many layers show it. */
  imageRef(src: string, image: PdfImage): number;
}

const paintOf = (colour: string, gradient: GradientPaint | null): PdfPaint => (gradient ? { kind: 'gradient', gradient } : { kind: 'colour', colour: cssColour(colour) });

function iconShapes(p: PdfPainter, icon: SvgIcon, w: number, h: number, recolour: string | null, alpha: number): void {
  const box = viewBoxTransform(icon, w, h);
  p.save();
  if (icon.fit !== 'none' && icon.fit.slice) p.clip(rectOps(0, 0, w, h));
  for (const s of icon.shapes) {
    const path = pathOps(s.d);
    if (path === '') continue;
    p.save();
    p.transform(multiply(box, s.matrix));
    const paint = (value: NonNullable<typeof s.fill>): PdfPaint =>
      typeof value === 'string'
        ? { kind: 'colour', colour: recolour ?? (value === 'currentColor' ? '#000000' : cssColour(value)) }
        : { kind: 'icon', gradient: value, recolour, space: [1, 0, 0, 1, 0, 0] };
    if (s.fill) p.fill(path, paint(s.fill), alpha * s.opacity * s.fillOpacity, s.fillRule === 'evenodd');
    if (s.stroke && s.strokeWidth > 0) {
      p.stroke(path, paint(s.stroke), { width: s.strokeWidth, cap: s.lineCap, join: s.lineJoin, miter: s.miterLimit, dash: s.dash }, alpha * s.opacity * s.strokeOpacity);
    }
    p.restore();
  }
  p.restore();
}

/** The icon's filled area in layer pixels (what a gradient recolour paints through). */
function iconArea(icon: SvgIcon, w: number, h: number): string {
  const box = viewBoxTransform(icon, w, h);
  return icon.shapes
    .filter((s) => s.fill)
    .map((s) => pathOps(s.d, multiply(box, s.matrix)))
    .filter((d) => d !== '')
    .join('\n');
}

function placeholder(p: PdfPainter, w: number, h: number, alpha: number): void {
  p.fill(rectOps(0, 0, w, h), { kind: 'colour', colour: PLACEHOLDER_FILL }, alpha);
  const size = Math.min(w, h) * 0.3;
  const [l, t, r, b] = [w / 2 - size / 2, h / 2 - size / 2, w / 2 + size / 2, h / 2 + size / 2];
  p.stroke(pathOps(`M${l} ${t}L${r} ${b}M${r} ${t}L${l} ${b}`), { kind: 'colour', colour: '#b8b8b8' }, { width: Math.max(size / 10, 1) }, alpha);
}

function picture(p: PdfPainter, media: PdfMedia, src: string, fit: 'cover' | 'contain' | 'stretch', w: number, h: number, alpha: number, failed: boolean): void {
  const pic = media.picture(src);
  if (!pic) {
    if (failed) placeholder(p, w, h, alpha);
    return;
  }
  p.save();
  p.clip(rectOps(0, 0, w, h));
  if (pic.kind === 'icon') {
    const mode = fit === 'stretch' || pic.icon.fit === 'none' ? 'none' : { ...pic.icon.fit, slice: fit === 'cover' };
    iconShapes(p, { ...pic.icon, fit: mode }, w, h, null, alpha);
  } else {
    const r = fitRect(fit, pic.image.width, pic.image.height, w, h);
    p.image(media.imageRef(src, pic.image), r.x, r.y, r.width, r.height, alpha);
  }
  p.restore();
}

/** Draws the layer's content (no transform, no effects) at `alpha`. */
export function layerContent(p: PdfPainter, layer: Layer, media: PdfMedia, alpha: number): void {
  const { width: w, height: h } = layer;
  const strokePaint = strokeGradientPaint(layer.strokeGradient, w, h);
  const box = rectOps(0, 0, w, h);
  switch (layer.type) {
    case 'rect': {
      if (layer.fill !== '') p.fill(box, paintOf(layer.fill, null), alpha);
      const gradient = backgroundGradient(layer.gradient);
      if (gradient) p.fill(box, paintOf('', gradient), alpha);
      const src = layer.url.trim();
      if (src !== '') picture(p, media, src, layer.imgsize, w, h, alpha, false);
      return;
    }
    case 'image': {
      const src = imageSource(layer);
      if (src !== '') picture(p, media, src, 'stretch', w, h, alpha, true);
      return;
    }
    case 'icon': {
      const icon = media.icon(layer.data, layer.id);
      if (!icon) return;
      const gradient = fillGradient(layer);
      if (!gradient) {
        iconShapes(p, icon, w, h, layer.fill === '' ? null : cssColour(layer.fill), alpha);
        return;
      }
      // The canvas recolours the whole icon with the gradient: paint it through the icon's filled area.
      const area = iconArea(icon, w, h);
      if (area === '') return;
      p.save();
      if (icon.fit !== 'none' && icon.fit.slice) p.clip(box);
      p.clip(area);
      p.fill(box, paintOf('', gradient), alpha);
      p.restore();
      return;
    }
    case 'text': {
      const d = textPathData(layer);
      if (d === '') return;
      const path = pathOps(d);
      const fill = paintOf(layer.fill, fillGradient(layer));
      p.fill(path, fill, alpha);
      // Synthetic bold as on the canvas: the fill paint stroked under the user's stroke.
      if (layer.boldStroke > 0) p.stroke(path, fill, { width: layer.boldStroke, join: 'round' }, alpha);
      if (layer.stroke !== '' && layer.lineWidth > 0) p.stroke(path, paintOf(layer.stroke, strokePaint), { width: layer.lineWidth, join: 'round' }, alpha);
      return;
    }
    case 'square': {
      const outline = squareOutline(layer);
      if (!outline) return;
      const path = pathOps(outline.d);
      if (!outline.closed) {
        const line = lineStyle(layer);
        p.stroke(path, paintOf(line.colour, strokePaint), { width: line.width, miter: MITER_LIMIT, dash: layer.strokeDasharray }, alpha);
        return;
      }
      const gradient = fillGradient(layer);
      if (layer.fill !== '' || gradient) p.fill(path, paintOf(layer.fill, gradient), alpha);
      if (layer.stroke !== '' && layer.lineWidth > 0) {
        p.stroke(path, paintOf(layer.stroke, strokePaint), { width: layer.lineWidth, miter: MITER_LIMIT, dash: layer.strokeDasharray }, alpha);
      }
      return;
    }
    case 'path': {
      if (layer.text.trim() === '') return;
      const path = pathOps(layer.text);
      const gradient = fillGradient(layer);
      if (layer.fill !== '' || gradient) p.fill(path, paintOf(layer.fill, gradient), alpha);
      if (layer.stroke !== '' && layer.lineWidth > 0) {
        p.stroke(path, paintOf(layer.stroke, strokePaint), { width: layer.lineWidth, cap: layer.lineCap, join: layer.lineJoin, miter: MITER_LIMIT, dash: layer.lineDash }, alpha);
      }
      return;
    }
  }
}

/**
 * The layer's shape in the space `m` maps it into, for clipping the layers clipped to it.
 * The canvas clips by the base's pixels; a PDF clip is a path, so it is the outline (a rect or
 * picture by its box, a line by its box).
 */
export function layerOutline(layer: Layer, media: PdfMedia, m: Matrix): string {
  const { width: w, height: h } = layer;
  const box = `M0 0H${w}V${h}H0Z`;
  switch (layer.type) {
    case 'text':
      return pathOps(textPathData(layer), m);
    case 'square': {
      const outline = squareOutline(layer);
      return pathOps(outline?.closed ? outline.d : box, m);
    }
    case 'path':
      return layer.text.trim() === '' ? '' : pathOps(layer.text, m);
    case 'icon': {
      const icon = media.icon(layer.data, layer.id);
      if (!icon) return '';
      const box2 = viewBoxTransform(icon, w, h);
      return icon.shapes.map((s) => pathOps(s.d, multiply(m, multiply(box2, s.matrix)))).filter((d) => d !== '').join('\n');
    }
    default:
      return pathOps(box, m);
  }
}
