import { cssColour, type Layer, type LogoDocument } from '../../model/index.ts';
import { iconPathOf } from '../generate/icons.ts';

// A logo as a standalone SVG string: template thumbnails at build time (Node) and candidate
// thumbnails in the app before the render worker is involved. It draws what generated
// logos and templates contain (background, shapes, icons, outlined text) and skips the
// rest (images, effects), so it is a preview, not the export.

const num = (n: number): string => {
  const text = (Math.round(n * 100) / 100).toFixed(2).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
};

const escapeAttr = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Path data with every number rounded to `decimals` (thumbnails do not need 0.01 px). */
export function roundPathData(d: string, decimals: number): string {
  const factor = 10 ** decimals;
  return d.replace(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi, (n) => {
    const rounded = Math.round(Number(n) * factor) / factor;
    return Object.is(rounded, -0) ? '0' : String(rounded);
  });
}

/** Only characters that can appear in SVG path data: anything else means the data is not a path. */
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]*$/;

/** The editor's geometry convention: box centre → rotate → scale/flip → box centred on the origin. */
function transform(layer: Layer): string {
  const cx = layer.x + layer.width / 2;
  const cy = layer.y + layer.height / 2;
  const sx = layer.scale * (layer.flip ? -1 : 1);
  const sy = layer.scale * (layer.flipY ? -1 : 1);
  const parts = [`translate(${num(cx)} ${num(cy)})`];
  if (layer.rotate % 360 !== 0) parts.push(`rotate(${num(layer.rotate)})`);
  if (sx !== 1 || sy !== 1) parts.push(`scale(${num(sx)} ${num(sy)})`);
  parts.push(`translate(${num(-layer.width / 2)} ${num(-layer.height / 2)})`);
  return parts.join(' ');
}

function paint(colour: string): string {
  return escapeAttr(cssColour(colour));
}

function squareShape(layer: Extract<Layer, { type: 'square' }>): string {
  const attrs = `fill="${paint(layer.fill)}" stroke="${paint(layer.stroke)}" stroke-width="${num(layer.lineWidth)}"`;
  const { width: w, height: h } = layer;
  switch (layer.shapeType) {
    case 'circle':
      return `<ellipse cx="${num(w / 2)}" cy="${num(h / 2)}" rx="${num(w / 2)}" ry="${num(h / 2)}" ${attrs}/>`;
    case 'triangle':
      return `<path d="M${num(w / 2)} 0L${num(w)} ${num(h)}L0 ${num(h)}Z" ${attrs}/>`;
    case 'line':
      return `<line x1="${num(layer.startx)}" y1="${num(layer.starty)}" x2="${num(layer.endx)}" y2="${num(layer.endy)}" stroke="${paint(layer.stroke || layer.fill)}" stroke-width="${num(Math.max(1, layer.lineWidth))}"/>`;
    default:
      return `<rect width="${num(w)}" height="${num(h)}" rx="${num(layer.rx)}" ry="${num(layer.ry)}" ${attrs}/>`;
  }
}

function layerBody(layer: Layer, round: (d: string) => string): string | null {
  switch (layer.type) {
    case 'square':
      return squareShape(layer);
    case 'icon': {
      const icon = iconPathOf(layer.data);
      const box = icon?.viewBox.split(/[\s,]+/).map(Number);
      if (!icon || !box || box.length !== 4 || !PATH_DATA.test(icon.d)) return null;
      const [, , vw = 24, vh = 24] = box;
      const fill = layer.fill === '' ? '#000000' : layer.fill;
      return `<path transform="scale(${num(layer.width / vw)} ${num(layer.height / vh)})" d="${icon.d}" fill="${paint(fill)}"/>`;
    }
    case 'text': {
      const d = round(layer.pathArr.filter((p) => PATH_DATA.test(p)).join(''));
      if (d === '') return null;
      const stroke = layer.stroke && layer.lineWidth > 0 ? ` stroke="${paint(layer.stroke)}" stroke-width="${num(layer.lineWidth)}"` : '';
      return `<path d="${d}" fill="${paint(layer.fill)}"${stroke}/>`;
    }
    default:
      return null;
  }
}

function background(doc: LogoDocument): string {
  const bg = doc.layers[0];
  if (bg?.type !== 'rect') return '';
  const { width, height } = doc.size;
  if (bg.gradient && bg.gradient.colorStops.length > 0) {
    const g = bg.gradient;
    const stops = g.colorStops.map((s) => `<stop offset="${num(s.offset)}" stop-color="${paint(s.color)}"/>`).join('');
    return `<defs><linearGradient id="bg" gradientUnits="userSpaceOnUse" x1="${num(g.x1)}" y1="${num(g.y1)}" x2="${num(g.x2)}" y2="${num(g.y2)}">${stops}</linearGradient></defs><rect width="${num(width)}" height="${num(height)}" fill="url(#bg)"/>`;
  }
  return `<rect width="${num(width)}" height="${num(height)}" fill="${paint(bg.fill)}"/>`;
}

/** The document as SVG markup with a viewBox of the canvas size (width/height attributes optional). */
export function documentToSvg(doc: LogoDocument, options: { width?: number; height?: number; textPrecision?: number } = {}): string {
  const precision = options.textPrecision;
  const round = precision === undefined ? (d: string) => d : (d: string) => roundPathData(d, precision);
  const { width, height } = doc.size;
  const size = options.width ? ` width="${num(options.width)}" height="${num(options.height ?? (options.width * height) / width)}"` : '';
  const parts = [background(doc)];
  for (const layer of doc.layers.slice(1)) {
    if (!layer.visibility) continue;
    const body = layerBody(layer, round);
    if (body === null) continue;
    const opacity = layer.opacity < 1 ? ` opacity="${num(layer.opacity)}"` : '';
    parts.push(`<g transform="${transform(layer)}"${opacity}>${body}</g>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(width)} ${num(height)}"${size}>${parts.join('')}</svg>`;
}

/** For an <img src>: SVG as a data URL (no script runs in an image, whatever the SVG holds). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
