import { isVipTemplate } from './catalogue';

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
