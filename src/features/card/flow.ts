import { createLayer, type Layer, type LogoDocument, type TextLayer } from '../../../workers/core/model/index.ts';
import { cardStrings } from '../../shared/strings/card.ts';
import type { CardFieldKey, CardFields } from './fields.ts';
import { vcardQrSvg } from './vcard.ts';

/**
 * Fields into a card side's text layers. The catalogue's card templates mark their text with
 * slots (`template`: name, position, company, phone, address; scripts/catalogue/card-templates.ts);
 * the fields with no slot there (email, website, WeChat) become text layers of their own, under
 * the lowest slot line in that line's style. An empty field hides its line instead of deleting
 * it, so filling the field again brings the template's style back. Pure: outlines come later
 * (outline.ts), from the font worker.
 */

const t = cardStrings.card;

/** Slots a template may carry, and the extra lines this feature adds (their ids below). */
export const TEMPLATE_SLOTS = ['name', 'position', 'company', 'phone', 'address'] as const;
export const EXTRA_SLOTS = ['email', 'website', 'wechat'] as const;
export type ExtraSlot = (typeof EXTRA_SLOTS)[number];
export const extraLayerId = (slot: ExtraSlot) => `card-${slot}`;
/** The vCard QR code's icon layer (back side): its SVG follows the fields. */
export const VCARD_LAYER_ID = 'card-vcard';

/** Space kept free at the card's edges (px of the 1000 × 600 card ≈ 2.7 mm: inside a printer's safe area). */
export const SAFE_MARGIN = 30;
const LINE_GAP = 12;
/** A line this close to its room's width was set smaller to fit it (font sizes are kept to 0.01 px). */
const FITTED_SHARE = 0.97;
const MIN_EXTRA_SIZE = 18;

/** What a slot shows for these fields ('' = the line is hidden). */
export function slotText(slot: CardFieldKey, fields: CardFields): string {
  const value = fields[slot].trim();
  if (!value) return '';
  const prefix = (t.prefixes as Partial<Record<CardFieldKey, string>>)[slot] ?? '';
  return `${prefix}${value}`;
}

const isSlot = (layer: Layer, slot: string): layer is TextLayer => layer.type === 'text' && layer.template === slot;

/**
 * The line with new text. `designedSize`: the size the template gives the line; a line that
 * was set smaller to fit its room (outline.ts) gets it back with new text, and is set smaller
 * again only if the new text needs it too.
 */
function withText(layer: TextLayer, text: string, designedSize?: number): TextLayer {
  if (!text) return layer.visibility ? { ...layer, visibility: false } : layer;
  if (layer.text === text && layer.visibility) return layer;
  const changed = layer.text !== text;
  const fontSize = changed && designedSize !== undefined && designedSize > layer.fontSize ? designedSize : layer.fontSize;
  return { ...layer, text, visibility: true, fontSize, complete: changed ? false : layer.complete };
}

/**
 * How big a line was before it was set smaller to fit (undefined: it was not, or the template
 * does not say). Fitted lines fill their room (outline.ts scales them to it), so a line the user
 * made smaller in the editor, which leaves room, keeps its size.
 */
function fittedFrom(doc: LogoDocument, layer: TextLayer, designedSize: number | undefined): number | undefined {
  if (designedSize === undefined || designedSize <= layer.fontSize || layer.vertical) return undefined;
  return layer.width * layer.scale >= roomFor(doc, layer) * FITTED_SHARE ? designedSize : undefined;
}

export interface FlowResult {
  doc: LogoDocument;
  /** Filled fields with no line on this side (no room under the template's text). */
  notShown: CardFieldKey[];
}

/**
 * The side with these fields in it. Only a side that has a contact line (a `phone` or
 * `address` slot: the front of a catalogue template) gets the extra lines; a side with a
 * vCard code gets a new code.
 */
export function flowFields(doc: LogoDocument, fields: CardFields, designed?: LogoDocument): FlowResult {
  const sizeOf = designedSizes(doc, designed);
  let layers = doc.layers.map((layer) => {
    if (layer.type === 'text' && layer.template && (TEMPLATE_SLOTS as readonly string[]).includes(layer.template)) {
      return withText(layer, slotText(layer.template as CardFieldKey, fields), sizeOf(layer));
    }
    if (layer.id === VCARD_LAYER_ID && layer.type === 'icon') {
      const svg = vcardQrSvg(fields);
      return svg && svg !== layer.data ? { ...layer, data: svg } : layer;
    }
    return layer;
  });
  const notShown: CardFieldKey[] = [];
  const contact = layers.find((l): l is TextLayer => isSlot(l, 'phone') || isSlot(l, 'address'));
  if (contact) {
    const placed = placeExtras(layers, doc.size, fields, contact, sizeOf);
    layers = placed.layers;
    notShown.push(...placed.notShown);
  }
  return { doc: { ...doc, layers }, notShown };
}

/** Lines for email, website and WeChat: updated where they exist, else stacked under the lowest line. */
function placeExtras(layers: Layer[], size: LogoDocument['size'], fields: CardFields, contact: TextLayer, sizeOf: (layer: TextLayer) => number | undefined): { layers: Layer[]; notShown: CardFieldKey[] } {
  const style = layers.find((l): l is TextLayer => isSlot(l, 'address')) ?? contact;
  const missing = EXTRA_SLOTS.filter((slot) => slotText(slot, fields) && !layers.some((l) => l.id === extraLayerId(slot)));
  let out = layers.map((layer) => {
    const slot = EXTRA_SLOTS.find((s) => layer.id === extraLayerId(s));
    return slot && layer.type === 'text' ? withText(layer, slotText(slot, fields), sizeOf(layer)) : layer;
  });
  if (missing.length === 0) return { layers: out, notShown: [] };
  // Under every visible text line (slots and extras already placed).
  const bottom = Math.max(...out.filter((l) => l.type === 'text' && l.visibility).map((l) => l.y + l.height * l.scale));
  const room = size.height - SAFE_MARGIN - bottomBandHeight(out, size) - bottom;
  let fontSize = style.fontSize;
  const need = (fs: number) => missing.length * (fs + LINE_GAP);
  if (need(fontSize) > room) fontSize = Math.floor(room / missing.length - LINE_GAP);
  if (fontSize < MIN_EXTRA_SIZE) return { layers: out, notShown: missing };
  let y = bottom + LINE_GAP;
  const added = missing.map((slot) => {
    const text = slotText(slot, fields);
    const layer = createLayer('text', {
      id: extraLayerId(slot),
      template: slot,
      text,
      fontName: style.fontName,
      fontSize,
      fill: style.fill,
      align: 'left',
      x: style.x,
      y,
      // A first guess of the box (the font worker's outline replaces it, left edge kept).
      width: estimateWidth(text, fontSize),
      height: fontSize,
    });
    y += fontSize + LINE_GAP;
    return layer;
  });
  out = [...out, ...added];
  return { layers: out, notShown: [] };
}

/**
 * For each text line that was set smaller to fit, the size it had before: a slot's size in the
 * template (`designed`), an extra line's the size of the line whose style it took, no more
 * than its row (the gap to the next line below) allows.
 */
function designedSizes(doc: LogoDocument, designed: LogoDocument | undefined): (layer: TextLayer) => number | undefined {
  if (!designed) return () => undefined;
  const slotSize = (slot: string) => designed.layers.find((l): l is TextLayer => isSlot(l, slot))?.fontSize;
  const extraStyle = slotSize('address') ?? slotSize('phone');
  return (layer) => {
    const extra = EXTRA_SLOTS.some((s) => layer.id === extraLayerId(s));
    let size = extra ? extraStyle : layer.template ? slotSize(layer.template) : undefined;
    if (extra && size !== undefined) {
      const below = doc.layers.filter((l) => l.type === 'text' && l.visibility && l !== layer && l.y > layer.y).map((l) => l.y);
      const floor = below.length ? Math.min(...below) : doc.size.height - SAFE_MARGIN - bottomBandHeight(doc.layers, doc.size);
      size = Math.min(size, floor - layer.y - LINE_GAP);
    }
    return fittedFrom(doc, layer, size);
  };
}

/** A full-width band along the bottom edge (some templates have one): text stays above it. */
function bottomBandHeight(layers: Layer[], size: LogoDocument['size']): number {
  const band = layers.slice(1).find((l) => l.type === 'square' && l.visibility && l.width >= size.width * 0.9 && l.y + l.height >= size.height - 1 && l.height < size.height / 4);
  return band ? band.height : 0;
}

/** CJK glyphs are about one em wide, Latin about half. */
export function estimateWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const ch of text) ems += ch.charCodeAt(0) <= 0xff ? 0.55 : 1;
  return Math.max(1, ems * fontSize);
}

/**
 * How wide a text line may be where it stands: to the card's margins, or to a picture (icon,
 * image, the QR code) on the same rows. Left-aligned text grows to the right; centred text
 * grows both ways, so it gets twice the nearer side's room.
 */
export function roomFor(doc: LogoDocument, layer: TextLayer): number {
  const centred = layer.align === 'center';
  const anchor = centred ? layer.x + layer.width / 2 : layer.x;
  let right = doc.size.width - SAFE_MARGIN;
  let left = SAFE_MARGIN;
  const top = layer.y;
  const bottom = layer.y + layer.height;
  for (const other of doc.layers) {
    if (other === layer || !other.visibility || (other.type !== 'icon' && other.type !== 'image')) continue;
    if (!(other.y < bottom && other.y + other.height * other.scale > top)) continue;
    if (other.x > anchor) right = Math.min(right, other.x - SAFE_MARGIN);
    else if (other.x + other.width * other.scale < anchor) left = Math.max(left, other.x + other.width * other.scale + SAFE_MARGIN);
  }
  return Math.max(40, centred ? 2 * Math.min(anchor - left, right - anchor) : right - anchor);
}

/** The sample words a template shows (its slot texts, labels taken off): the back's company before the user has written theirs. */
export function fieldsOf(doc: LogoDocument, base: CardFields): CardFields {
  const out = { ...base };
  for (const layer of doc.layers) {
    if (layer.type !== 'text' || !layer.template || !(layer.template in out)) continue;
    const key = layer.template as CardFieldKey;
    const prefix = (t.prefixes as Partial<Record<CardFieldKey, string>>)[key] ?? '';
    out[key] = layer.text.startsWith(prefix) ? layer.text.slice(prefix.length) : layer.text;
  }
  return out;
}
