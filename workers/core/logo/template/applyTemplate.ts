import { layerBounds, type Box, type Layer, type LogoDocument, type TextLayer } from '../../model/index.ts';
import type { MeasureText } from '../generate/measure.ts';
import { cleanSlogan, cleanTitle, SLOGAN_DASH } from '../generate/text.ts';
import { canvasMetrics } from '../generate/geometry.ts';

/** The user's words for a template's "title" and "slogan" elements (spec 3 "Logo template"). */
export interface TemplateTexts {
  title: string;
  slogan: string;
}

type SquareLayer = Extract<Layer, { type: 'square' }>;

function containsBox(shape: SquareLayer, box: Box): boolean {
  const b = layerBounds(shape);
  return box.x >= b.x && box.y >= b.y && box.x + box.width <= b.x + b.width && box.y + box.height <= b.y + b.height;
}

/**
 * How wide the text's line may become without touching anything: its horizontal band
 * widened to the nearest item on each side (or the canvas margin), and kept inside any
 * shape that holds it (a ring: the chord at the band's far edge).
 */
function slot(doc: LogoDocument, layer: TextLayer, visual: Box): { left: number; right: number } {
  const margin = canvasMetrics(doc.size).margin;
  let left = Math.min(margin, visual.x);
  let right = Math.max(doc.size.width - margin, visual.x + visual.width);
  const cx = visual.x + visual.width / 2;
  for (const other of doc.layers.slice(1)) {
    if (other.id === layer.id || !other.visibility) continue;
    const b = layerBounds(other);
    if (other.type === 'square' && containsBox(other, visual)) {
      const stroke = other.stroke === '' ? 0 : other.lineWidth / 2;
      if (other.shapeType === 'circle') {
        const r = b.width / 2 - stroke;
        const ccx = b.x + b.width / 2;
        const ccy = b.y + b.height / 2;
        const dy = Math.max(Math.abs(visual.y - ccy), Math.abs(visual.y + visual.height - ccy));
        const half = dy < r ? Math.sqrt(r * r - dy * dy) : 0;
        left = Math.max(left, ccx - half);
        right = Math.min(right, ccx + half);
      } else {
        const inset = stroke + Math.max(other.rx, other.ry) * 0.3;
        left = Math.max(left, b.x + inset);
        right = Math.min(right, b.x + b.width - inset);
      }
      continue;
    }
    const sharesBand = b.y < visual.y + visual.height && visual.y < b.y + b.height;
    if (!sharesBand) continue;
    if (b.x + b.width / 2 < cx) left = Math.max(left, b.x + b.width);
    else right = Math.min(right, b.x);
  }
  return { left, right };
}

function withDashesLike(original: string, slogan: string): string {
  const dashed = original.startsWith(`${SLOGAN_DASH} `) && original.endsWith(` ${SLOGAN_DASH}`);
  return dashed ? `${SLOGAN_DASH} ${slogan} ${SLOGAN_DASH}` : slogan;
}

/** Sets one text element to new words, shrinking the font until it fits its slot and its old height. */
async function refit(doc: LogoDocument, layer: TextLayer, text: string, measure: MeasureText): Promise<TextLayer> {
  const visual = layerBounds(layer);
  const { left, right } = slot(doc, layer, visual);
  const cx = visual.x + visual.width / 2;
  const maxWidth = layer.align === 'left' ? right - visual.x : layer.align === 'right' ? visual.x + visual.width - left : 2 * Math.min(cx - left, right - cx);
  let fontSize = layer.fontSize;
  let letterSpacing = layer.letterSpacing;
  let measured = await measure({ text, fontName: layer.fontName, fontSize, letterSpacing, bold: layer.bold });
  for (let attempt = 0; measured.width * layer.scale > maxWidth || measured.height * layer.scale > visual.height + 0.01; attempt += 1) {
    if (attempt >= 8) throw new Error(`template text does not fit: ${text}`);
    const ratio = Math.min(maxWidth / (measured.width * layer.scale), visual.height / (measured.height * layer.scale)) * 0.995;
    fontSize = Math.floor(fontSize * ratio * 100) / 100;
    letterSpacing *= ratio;
    measured = await measure({ text, fontName: layer.fontName, fontSize, letterSpacing, bold: layer.bold });
  }
  const drawnWidth = measured.width * layer.scale;
  const drawnLeft = layer.align === 'left' ? visual.x : layer.align === 'right' ? visual.x + visual.width - drawnWidth : cx - drawnWidth / 2;
  const centreY = visual.y + visual.height / 2;
  return {
    ...layer,
    text,
    fontSize,
    letterSpacing,
    width: measured.width,
    height: measured.height,
    x: drawnLeft + drawnWidth / 2 - measured.width / 2,
    y: centreY - measured.height / 2,
    pathArr: measured.pathArr,
    dataArr: measured.dataArr,
    complete: measured.pathArr.length > 0,
  };
}

/**
 * A template with the user's title and slogan in its "title"/"slogan" elements. Each text
 * keeps its place (centre, or left edge for left-aligned text) and shrinks when the new
 * words are longer than the room it has, so the result stays as legible as the template.
 * An empty title keeps the template's; an empty slogan removes the slogan element.
 */
export async function applyTemplateTexts(doc: LogoDocument, texts: TemplateTexts, measure: MeasureText): Promise<LogoDocument> {
  const title = cleanTitle(texts.title);
  const slogan = cleanSlogan(texts.slogan);
  let current: LogoDocument = { ...doc, layers: [...doc.layers] };
  for (const slotName of ['title', 'slogan'] as const) {
    for (const [index, layer] of current.layers.entries()) {
      if (layer.type !== 'text' || layer.template !== slotName) continue;
      if (slotName === 'slogan' && slogan === '') {
        current = { ...current, layers: current.layers.filter((l) => l.id !== layer.id) };
        break;
      }
      const words = slotName === 'title' ? title || layer.text : withDashesLike(layer.text, slogan);
      const layers = [...current.layers];
      layers[index] = await refit(current, layer, words, measure);
      current = { ...current, layers };
    }
  }
  return current;
}
