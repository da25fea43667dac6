// The document as one SVG file: text as paths, gradients, filters, drop shadows and clip
// groups, in the same geometry as the canvas. Pure: pictures arrive as data: URLs.
import { cssColour } from '../core/model/index.ts';
import type { Layer, LogoDocument } from '../core/model/index.ts';
import { layerMatrix } from './composite.ts';
import { layerFilterOps } from './filters.ts';
import { exportUnits } from './framePlan.ts';
import { multiply, translate } from './matrix.ts';
import { layerExtent } from './rasterPlan.ts';
import { shadowOf } from './shadow.ts';
import { sharpenAmount } from './sharpen.ts';
import { escapeXml, filterElement, fmt } from './svgFilters.ts';
import { Defs, layerContent, matrixAttr } from './svgLayer.ts';
import type { SvgMedia } from './svgLayer.ts';

export interface SvgExportOptions {
  /** Output pixels per document pixel (the width/height attributes; the viewBox stays in document pixels). */
  scale: number;
  background: boolean;
}

function layerElement(layer: Layer, defs: Defs, media: SvgMedia, mask: boolean): string {
  const { width: w, height: h } = layer;
  const ops = layerFilterOps(layer);
  const shadow = mask ? null : shadowOf(layer);
  const e = layerExtent(layer, !mask);
  const filterId = defs.id('f');
  const filter = filterElement(
    filterId,
    { x: -e.left - 1, y: -e.top - 1, width: w + e.left + e.right + 2, height: h + e.top + e.bottom + 2 },
    ops,
    sharpenAmount(layer.sharpen),
    shadow && { ...shadow, colour: cssColour(shadow.colour) },
  );
  defs.add(filter);
  const bg = layer.bg !== '' && layer.bg !== 'transparent' ? `<rect width="${fmt(w)}" height="${fmt(h)}" fill="${escapeXml(cssColour(layer.bg))}"/>` : '';
  const content = bg + layerContent(layer, defs, media);
  const inner = filter === '' ? content : `<g filter="url(#${filterId})">${content}</g>`;
  const transform = matrixAttr(multiply(layerMatrix(layer), translate(-w / 2, -h / 2)));
  const opacity = !mask && layer.opacity < 1 ? ` opacity="${fmt(layer.opacity)}"` : '';
  return `<g transform="${transform}"${opacity}>${inner}</g>`;
}

export function documentToSvg(doc: LogoDocument, options: SvgExportOptions, media: SvgMedia): string {
  const defs = new Defs();
  const { width, height } = doc.size;
  const body: string[] = [];
  for (const { base, clipped } of exportUnits(doc.layers, options.background)) {
    body.push(layerElement(base, defs, media, false));
    if (clipped.length === 0) continue;
    const maskId = defs.id('m');
    defs.add(
      `<mask id="${maskId}" maskUnits="userSpaceOnUse" x="${fmt(-width)}" y="${fmt(-height)}" width="${fmt(width * 3)}" height="${fmt(height * 3)}" style="mask-type:alpha">` +
        `${layerElement(base, defs, media, true)}</mask>`,
    );
    body.push(`<g mask="url(#${maskId})">${clipped.map((l) => layerElement(l, defs, media, false)).join('')}</g>`);
  }
  const outW = Math.max(1, Math.round(width * options.scale));
  const outH = Math.max(1, Math.round(height * options.scale));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${fmt(width)} ${fmt(height)}">` +
    `${defs.toString()}${body.join('')}</svg>`
  );
}
