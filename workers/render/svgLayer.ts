// One layer's content as SVG in layer pixels: the same outlines, paints and pictures the
// canvas draws (draw-vector.ts, draw-media.ts).
import { cssColour } from '../core/model/index.ts';
import type { Layer } from '../core/model/index.ts';
import { imageSource, PLACEHOLDER_FILL } from './drawMedia.ts';
import { textPathData } from './drawVector.ts';
import { backgroundGradient, fillGradient, strokeGradientPaint } from './gradients.ts';
import type { GradientPaint } from './gradients.ts';
import { multiply } from './matrix.ts';
import type { Matrix } from './matrix.ts';
import { MITER_LIMIT } from './rasterPlan.ts';
import { lineStyle, squareOutline } from './shapePaths.ts';
import { iconPaintValue } from './svgGradientExport.ts';
import { viewBoxTransform } from './svgIcon.ts';
import type { SvgIcon } from './svgIcon.ts';
import { escapeXml, fmt } from './svgFilters.ts';

/** Collects <defs> and hands out ids. */
export class Defs {
  private readonly items: string[] = [];
  private next = 0;

  id(prefix: string): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }

  add(element: string): void {
    if (element !== '') this.items.push(element);
  }

  paint(colour: string, gradient: GradientPaint | null): string {
    if (!gradient) return escapeXml(cssColour(colour));
    const id = this.id('g');
    const stops = gradient.stops.map((s) => `<stop offset="${fmt(s.offset)}" stop-color="${escapeXml(s.colour)}"/>`).join('');
    const g = gradient.geometry;
    this.add(
      g.kind === 'linear'
        ? `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${fmt(g.x1)}" y1="${fmt(g.y1)}" x2="${fmt(g.x2)}" y2="${fmt(g.y2)}">${stops}</linearGradient>`
        : `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${fmt(g.cx)}" cy="${fmt(g.cy)}" r="${fmt(g.r)}">${stops}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  toString(): string {
    return this.items.length === 0 ? '' : `<defs>${this.items.join('')}</defs>`;
  }
}

export interface SvgMedia {
  icon(data: string, layerId: string): SvgIcon | null;
  /** A data: URL of the picture, or null when it could not be loaded. */
  picture(src: string): string | null;
}

export const matrixAttr = (m: Matrix) => `matrix(${m.map(fmt).join(' ')})`;

function iconShapes(icon: SvgIcon, width: number, height: number, recolour: string | null, defs: Defs): string {
  const box = viewBoxTransform(icon, width, height);
  return icon.shapes
    .map((s) => {
      const fill = s.fill ? `fill="${iconPaintValue(defs, s.fill, recolour)}" fill-rule="${s.fillRule}" fill-opacity="${fmt(s.opacity * s.fillOpacity)}"` : 'fill="none"';
      const stroke =
        s.stroke && s.strokeWidth > 0
          ? ` stroke="${iconPaintValue(defs, s.stroke, recolour)}" stroke-width="${fmt(s.strokeWidth)}" stroke-opacity="${fmt(s.opacity * s.strokeOpacity)}" ` +
            `stroke-linecap="${s.lineCap}" stroke-linejoin="${s.lineJoin}" stroke-miterlimit="${fmt(s.miterLimit)}"` +
            (s.dash.length > 0 ? ` stroke-dasharray="${s.dash.map(fmt).join(' ')}"` : '')
          : '';
      return `<path d="${escapeXml(s.d)}" transform="${matrixAttr(multiply(box, s.matrix))}" ${fill}${stroke}/>`;
    })
    .join('');
}

function clipToBox(defs: Defs, width: number, height: number): string {
  const id = defs.id('c');
  defs.add(`<clipPath id="${id}"><rect width="${fmt(width)}" height="${fmt(height)}"/></clipPath>`);
  return `clip-path="url(#${id})"`;
}

function placeholder(width: number, height: number): string {
  const size = Math.min(width, height) * 0.3;
  const [l, t, r, b] = [width / 2 - size / 2, height / 2 - size / 2, width / 2 + size / 2, height / 2 + size / 2];
  return (
    `<rect width="${fmt(width)}" height="${fmt(height)}" fill="${PLACEHOLDER_FILL}"/>` +
    `<path d="M${fmt(l)} ${fmt(t)}L${fmt(r)} ${fmt(b)}M${fmt(r)} ${fmt(t)}L${fmt(l)} ${fmt(b)}" stroke="#b8b8b8" stroke-width="${fmt(Math.max(size / 10, 1))}"/>`
  );
}

function picture(defs: Defs, media: SvgMedia, src: string, fit: 'cover' | 'contain' | 'stretch', width: number, height: number, failed: string): string {
  const href = media.picture(src);
  if (!href) return failed;
  const aspect = fit === 'stretch' ? 'none' : fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet';
  return `<image href="${escapeXml(href)}" width="${fmt(width)}" height="${fmt(height)}" preserveAspectRatio="${aspect}" ${clipToBox(defs, width, height)}/>`;
}

function stroked(defs: Defs, colour: string, gradient: GradientPaint | null, width: number): string {
  return ` stroke="${defs.paint(colour, gradient)}" stroke-width="${fmt(width)}"`;
}

export function layerContent(layer: Layer, defs: Defs, media: SvgMedia): string {
  const { width: w, height: h } = layer;
  const strokePaint = strokeGradientPaint(layer.strokeGradient, w, h);
  switch (layer.type) {
    case 'rect': {
      let out = layer.fill !== '' ? `<rect width="${fmt(w)}" height="${fmt(h)}" fill="${defs.paint(layer.fill, null)}"/>` : '';
      const gradient = backgroundGradient(layer.gradient);
      if (gradient) out += `<rect width="${fmt(w)}" height="${fmt(h)}" fill="${defs.paint('', gradient)}"/>`;
      const src = layer.url.trim();
      return src === '' ? out : out + picture(defs, media, src, layer.imgsize, w, h, '');
    }
    case 'image': {
      const src = imageSource(layer);
      return src === '' ? '' : picture(defs, media, src, 'stretch', w, h, placeholder(w, h));
    }
    case 'icon': {
      const icon = media.icon(layer.data, layer.id);
      if (!icon) return '';
      const slice = icon.fit !== 'none' && icon.fit.slice ? ` ${clipToBox(defs, w, h)}` : '';
      const shapes = `<g${slice}>${iconShapes(icon, w, h, layer.fill === '' ? null : cssColour(layer.fill), defs)}</g>`;
      const gradient = fillGradient(layer);
      if (!gradient) return shapes;
      const id = defs.id('m');
      defs.add(`<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${fmt(w)}" height="${fmt(h)}" style="mask-type:alpha">${shapes}</mask>`);
      return `<rect width="${fmt(w)}" height="${fmt(h)}" fill="${defs.paint('', gradient)}" mask="url(#${id})"/>`;
    }
    case 'text': {
      const d = textPathData(layer);
      if (d === '') return '';
      const fill = defs.paint(layer.fill, fillGradient(layer));
      const stroke = layer.stroke !== '' && layer.lineWidth > 0 ? `${stroked(defs, layer.stroke, strokePaint, layer.lineWidth)} stroke-linejoin="round"` : '';
      if (layer.boldStroke <= 0) return `<path d="${escapeXml(d)}" fill="${fill}" fill-rule="nonzero"${stroke}/>`;
      // Synthetic bold as on the canvas: the fill paint stroked under the user's stroke.
      const bold = `<path d="${escapeXml(d)}" fill="${fill}" fill-rule="nonzero" stroke="${fill}" stroke-width="${fmt(layer.boldStroke)}" stroke-linejoin="round"/>`;
      return stroke === '' ? bold : `${bold}<path d="${escapeXml(d)}" fill="none"${stroke}/>`;
    }
    case 'square': {
      const outline = squareOutline(layer);
      if (!outline) return '';
      const dash = layer.strokeDasharray.length > 0 ? ` stroke-dasharray="${layer.strokeDasharray.map(fmt).join(' ')}"` : '';
      if (!outline.closed) {
        const line = lineStyle(layer);
        return `<path d="${outline.d}" fill="none"${stroked(defs, line.colour, strokePaint, line.width)}${dash}/>`;
      }
      const gradient = fillGradient(layer);
      const fill = layer.fill !== '' || gradient ? defs.paint(layer.fill, gradient) : 'none';
      const stroke = layer.stroke !== '' && layer.lineWidth > 0 ? `${stroked(defs, layer.stroke, strokePaint, layer.lineWidth)} stroke-miterlimit="${MITER_LIMIT}"${dash}` : '';
      return `<path d="${outline.d}" fill="${fill}"${stroke}/>`;
    }
    case 'path': {
      if (layer.text.trim() === '') return '';
      const gradient = fillGradient(layer);
      const fill = layer.fill !== '' || gradient ? defs.paint(layer.fill, gradient) : 'none';
      const stroke =
        layer.stroke !== '' && layer.lineWidth > 0
          ? `${stroked(defs, layer.stroke, strokePaint, layer.lineWidth)} stroke-linecap="${layer.lineCap}" stroke-linejoin="${layer.lineJoin}" stroke-miterlimit="${MITER_LIMIT}"` +
            (layer.lineDash.length > 0 ? ` stroke-dasharray="${layer.lineDash.map(fmt).join(' ')}"` : '')
          : '';
      return `<path d="${escapeXml(layer.text)}" fill="${fill}"${stroke}/>`;
    }
  }
}
