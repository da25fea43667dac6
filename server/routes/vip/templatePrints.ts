import { isVipTemplate } from './catalogue.ts';

/*
 * Recognising a VIP template's design in a document itself (docs/membership.md "VIP templates"),
 * so a work made from one is judged VIP whatever its `templateId` says, or without one.
 *
 * A template's *print* is its artwork: the set of its non-text layers other than the background
 * (icons with their SVG and colour, shapes with their kind and colours, paths, pictures), each
 * keyed without position, size, rotation, id or order. Filling in the title and slogan, moving,
 * resizing, reordering and adding layers keep the print, so a document that contains every part of
 * a VIP template's print is that template's work. Changing the artwork itself (another icon, another
 * colour) makes another design, whose parts are free on their own (icon library, palettes), and is
 * not judged. Text layers are left out: a font and a colour are shared by many templates.
 */

export type Print = ReadonlySet<string>;

export interface TemplatePrint {
  id: string;
  print: Print;
  /**
   * `<layer type>:<text>` that any document holding this print contains, the text as the app's
   * JSON.stringify writes it (the icon's SVG, a path's outline, a picture's source; `square:"square"`
   * for shapes): a document with none of them, and no escapes that could spell them otherwise,
   * cannot hold the print and is not parsed.
   */
  anchors: readonly string[];
}

type Layer = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** The key of one layer's artwork, or null for layers that are not artwork (text, background, unknown types). */
export function partOf(layer: Layer): string | null {
  if (layer.id === 'bg') return null;
  switch (layer.type) {
    case 'icon':
      return typeof layer.data === 'string' && layer.data !== '' ? `icon|${layer.data}|${text(layer.fill)}` : null;
    case 'square':
      return `square|${text(layer.shapeType)}|${text(layer.fill)}|${text(layer.stroke)}`;
    case 'path':
      return typeof layer.text === 'string' && layer.text !== '' ? `path|${layer.text}|${text(layer.fill)}|${text(layer.stroke)}` : null;
    case 'image': {
      const source = typeof layer.url === 'string' && layer.url !== '' ? layer.url : layer.data;
      return typeof source === 'string' && source !== '' ? `image|${source}` : null;
    }
    default:
      return null;
  }
}

/** The anchors of a template's artwork (see TemplatePrint.anchors), JSON-escaped as they appear in a document. */
export function anchorsOf(document: unknown): string[] {
  const layers = typeof document === 'object' && document !== null ? (document as { layers?: unknown }).layers : null;
  if (!Array.isArray(layers)) return [];
  const anchors = new Set<string>();
  for (const layer of layers as Layer[]) {
    if (typeof layer !== 'object' || layer === null || partOf(layer) === null) continue;
    const value = layer.type === 'icon' ? layer.data : layer.type === 'path' ? layer.text : layer.type === 'image' ? layer.url || layer.data : null;
    anchors.add(typeof value === 'string' && value !== '' ? `${String(layer.type)}:${JSON.stringify(value).slice(1, -1)}` : `square:${SQUARE_ANCHOR}`);
  }
  return [...anchors];
}

const SQUARE_ANCHOR = '"square"';
/** The key whose string value holds each kind of anchor. */
const ANCHOR_KEYS: Record<string, string[]> = { icon: ['data'], path: ['text'], image: ['url', 'data'] };

interface AnchorIndex {
  anchors: Set<string>;
  lengths: Set<number>;
  /** Some print is shapes only: any document with a shape may hold it. */
  shapesOnly: boolean;
  /** Where an anchor can be: the string value of one of the keys in use (whitespace allowed around the colon). */
  values: RegExp | null;
}
const anchorIndexes = new WeakMap<readonly TemplatePrint[], AnchorIndex>();

function anchorIndexOf(vipPrints: readonly TemplatePrint[]): AnchorIndex {
  let index = anchorIndexes.get(vipPrints);
  if (!index) {
    // A document holding a print holds all its anchors, so one per print will do: the most telling one.
    const chosen = vipPrints.map((template) => template.anchors.find((anchor) => !anchor.startsWith('square:')) ?? template.anchors[0] ?? '');
    const kindOf = (anchor: string) => anchor.slice(0, anchor.indexOf(':'));
    const anchors = new Set(chosen.filter((anchor) => kindOf(anchor) !== 'square').map((anchor) => anchor.slice(anchor.indexOf(':') + 1)));
    const keys = new Set(chosen.flatMap((anchor) => ANCHOR_KEYS[kindOf(anchor)] ?? []));
    index = {
      anchors,
      lengths: new Set([...anchors].map((anchor) => anchor.length)),
      shapesOnly: chosen.some((anchor) => kindOf(anchor) === 'square'),
      values: keys.size > 0 ? new RegExp(`"(?:${[...keys].join('|')})"\\s*:\\s*"`, 'g') : null,
    };
    anchorIndexes.set(vipPrints, index);
  }
  return index;
}

/** Index just past the JSON string that starts at `start` (after its opening quote): its closing quote. */
function endOfString(content: string, start: number): number {
  let at = content.indexOf('"', start);
  while (at >= 0) {
    let backslashes = 0;
    while (content.charCodeAt(at - 1 - backslashes) === 92) backslashes += 1;
    if (backslashes % 2 === 0) return at;
    at = content.indexOf('"', at + 1);
  }
  return content.length;
}

/**
 * Whether a document's JSON text may hold one of the prints: the value of some `data`/`text`/`url`
 * key is an anchor, or it has shapes and a print is shapes only, or it has an escape (`\u…`, `\/`)
 * that could spell an anchor differently (the app's JSON.stringify writes neither for artwork). One
 * pass over the text with set lookups, so a big document without VIP artwork is never parsed.
 */
export function mayHoldPrint(content: string, vipPrints: readonly TemplatePrint[]): boolean {
  if (content.includes('\\u') || content.includes('\\/')) return true;
  const index = anchorIndexOf(vipPrints);
  if (index.shapesOnly && content.includes(SQUARE_ANCHOR)) return true;
  if (!index.values) return false;
  for (const match of content.matchAll(index.values)) {
    const start = match.index + match[0].length;
    const end = endOfString(content, start);
    if (index.lengths.has(end - start) && index.anchors.has(content.slice(start, end))) return true;
  }
  return false;
}

/** The artwork parts of a parsed document (anything that is not a document has none). */
export function printOf(document: unknown): Set<string> {
  const parts = new Set<string>();
  const layers = typeof document === 'object' && document !== null ? (document as { layers?: unknown }).layers : null;
  if (!Array.isArray(layers)) return parts;
  for (const layer of layers) {
    if (typeof layer !== 'object' || layer === null) continue;
    const part = partOf(layer as Layer);
    if (part !== null) parts.add(part);
  }
  return parts;
}

const within = (print: Print, parts: ReadonlySet<string>) => [...print].every((part) => parts.has(part));

/**
 * The VIP templates that can be recognised: those with some artwork, whose print is not also
 * inside a free template's (a document made from that free template would carry it too).
 */
export function recognisableVipPrints(templates: readonly TemplatePrint[]): TemplatePrint[] {
  const free = templates.filter((template) => !isVipTemplate(template.id));
  return templates.filter(
    (template) => isVipTemplate(template.id) && template.print.size > 0 && !free.some((other) => within(template.print, other.print)),
  );
}

/** The first VIP template whose whole print is in the document's parts, or ''. */
export function recogniseVipTemplate(parts: ReadonlySet<string>, vipPrints: readonly TemplatePrint[]): string {
  return vipPrints.find((template) => within(template.print, parts))?.id ?? '';
}

/** The VIP template a document's JSON text holds the print of, or '' (text that does not parse holds none). */
export function vipTemplateOfText(content: string, vipPrints: readonly TemplatePrint[]): string {
  // A big document without any VIP artwork costs a substring search, not a parse.
  if (vipPrints.length === 0 || !mayHoldPrint(content, vipPrints)) return '';
  let document: unknown;
  try {
    document = JSON.parse(content);
  } catch {
    return '';
  }
  return recogniseVipTemplate(printOf(document), vipPrints);
}
