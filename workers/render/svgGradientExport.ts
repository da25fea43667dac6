// Icon gradients in the SVG export: one <linearGradient>/<radialGradient> per painted shape,
// in the shape's user space with the resolved matrix as gradientTransform (the bounding box
// of objectBoundingBox already folded in), so the file draws what the canvas draws.
import { cssColour } from '../core/model/index.ts';
import type { IconGradient, IconPaint } from './svgGradient.ts';
import { escapeXml } from './svgFilters.ts';

/** What the export's defs collector offers: fresh ids and a place for elements. */
export interface GradientDefs {
  id(prefix: string): string;
  add(element: string): void;
}

/** Eight significant digits: a gradient matrix can be tiny (bounding boxes of small shapes). */
function num(n: number): string {
  const rounded = Number(n.toPrecision(8));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

export function iconGradientElement(id: string, g: IconGradient, recolour: string | null): string {
  const stops = g.stops
    .map((s) => {
      const colour = recolour ?? (s.colour === 'currentColor' ? '#000000' : cssColour(s.colour));
      const opacity = s.opacity < 1 ? ` stop-opacity="${num(s.opacity)}"` : '';
      return `<stop offset="${num(s.offset)}" stop-color="${escapeXml(colour)}"${opacity}/>`;
    })
    .join('');
  const spread = g.spread === 'pad' ? '' : ` spreadMethod="${g.spread}"`;
  const common = `id="${id}" gradientUnits="userSpaceOnUse" gradientTransform="matrix(${g.matrix.map(num).join(' ')})"${spread}`;
  if (g.kind === 'linear') {
    return `<linearGradient ${common} x1="${num(g.x1)}" y1="${num(g.y1)}" x2="${num(g.x2)}" y2="${num(g.y2)}">${stops}</linearGradient>`;
  }
  const focal = g.fr > 0 ? ` fr="${num(g.fr)}"` : '';
  return `<radialGradient ${common} cx="${num(g.cx)}" cy="${num(g.cy)}" r="${num(g.r)}" fx="${num(g.fx)}" fy="${num(g.fy)}"${focal}>${stops}</radialGradient>`;
}

/** A fill/stroke attribute value: the colour (the recolour wins, currentColor = black) or url(#id) of a new gradient. */
export function iconPaintValue(defs: GradientDefs, paint: IconPaint, recolour: string | null): string {
  if (typeof paint === 'string') return escapeXml(recolour ?? (paint === 'currentColor' ? '#000000' : cssColour(paint)));
  const id = defs.id('g');
  defs.add(iconGradientElement(id, paint, recolour));
  return `url(#${id})`;
}
