// Reading <linearGradient>/<radialGradient> elements (anywhere in an icon, usually in
// <defs>) into definitions: attributes and stops, with what is missing taken from the
// gradients their href names. Only local ids are followed and a chain stops at the first id
// it has already visited, as browsers do, so no reference can loop or reach outside.
import { isColour } from '../core/model/index.ts';
import { IDENTITY, parseTransform } from './matrix.ts';
import type { Matrix } from './matrix.ts';
import type { XmlElement } from './svgXml.ts';

export type Spread = 'pad' | 'reflect' | 'repeat';
export type GradientUnits = 'objectBoundingBox' | 'userSpaceOnUse';

export interface IconStop {
  /** 0…1, never below the offset of the stop before it. */
  offset: number;
  /** A CSS colour, or 'currentColor' (the icon's recolour, else black). */
  colour: string;
  /** stop-opacity, 0…1. */
  opacity: number;
}

/** A length as written: a number (user units, or a fraction of the box) or a percentage. */
export interface GradientLength {
  value: number;
  percent: boolean;
}

export type LengthName = 'x1' | 'y1' | 'x2' | 'y2' | 'cx' | 'cy' | 'r' | 'fx' | 'fy' | 'fr';

export interface GradientDef {
  kind: 'linear' | 'radial';
  units: GradientUnits;
  /** gradientTransform; null when it cannot be inverted (the paint then falls back). */
  transform: Matrix | null;
  spread: Spread;
  /** Empty: the paint is none. */
  stops: IconStop[];
  /** Only the lengths written somewhere in the chain; defaults are applied per shape. */
  lengths: Partial<Record<LengthName, GradientLength>>;
}

const KINDS: Readonly<Record<string, GradientDef['kind']>> = { linearGradient: 'linear', radialGradient: 'radial' };
const GEOMETRY: Readonly<Record<GradientDef['kind'], readonly LengthName[]>> = {
  linear: ['x1', 'y1', 'x2', 'y2'],
  radial: ['cx', 'cy', 'r', 'fx', 'fy', 'fr'],
};
/** Longest href chain followed; real icons use one or two links. */
const MAX_CHAIN = 16;

/** A number, or a percentage as a fraction; null when unreadable. */
export function readLength(value: string | undefined): GradientLength | null {
  if (value === undefined) return null;
  const match = /^\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)\s*(%|px)?\s*$/i.exec(value);
  const n = match ? Number(match[1]) : Number.NaN;
  if (!Number.isFinite(n)) return null;
  return match?.[2] === '%' ? { value: n / 100, percent: true } : { value: n, percent: false };
}

function fraction(value: string | undefined, fallback: number): number {
  const length = readLength(value);
  return length ? Math.min(Math.max(length.value, 0), 1) : fallback;
}

/** An element's presentation attributes with its style="…" declarations on top (they win). */
export function declarations(el: XmlElement): Record<string, string> {
  const out: Record<string, string> = { ...el.attrs };
  for (const part of (el.attrs.style ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) out[part.slice(0, colon).trim().toLowerCase()] = part.slice(colon + 1).replace(/!important/i, '').trim();
  }
  return out;
}

function stopsOf(el: XmlElement): IconStop[] {
  const stops: IconStop[] = [];
  let floor = 0;
  for (const child of el.children) {
    if (child.name !== 'stop') continue;
    const p = declarations(child);
    // Offsets never go back: a stop below the one before it sits on it (a hard edge).
    const offset = Math.max(floor, fraction(p.offset, 0));
    floor = offset;
    const raw = (p['stop-color'] ?? '').trim();
    const colour = /^currentcolor$/i.test(raw) ? 'currentColor' : isColour(raw) ? raw : '#000000';
    stops.push({ offset, colour, opacity: fraction(p['stop-opacity'], 1) });
  }
  return stops;
}

/** Every gradient element by id; the first of a duplicated id wins (getElementById). */
export function collectGradients(root: XmlElement): Map<string, XmlElement> {
  const table = new Map<string, XmlElement>();
  const visit = (el: XmlElement) => {
    const id = el.attrs.id;
    if (KINDS[el.name] && id !== undefined && id !== '' && !table.has(id)) table.set(id, el);
    for (const child of el.children) visit(child);
  };
  visit(root);
  return table;
}

/** '#id' in href (SVG 2) or xlink:href; anything else is not followed. */
function templateId(el: XmlElement): string | null {
  const href = (el.attrs.href ?? el.attrs['xlink:href'] ?? '').trim();
  return href.startsWith('#') && href.length > 1 ? href.slice(1) : null;
}

/** The gradient `id` with its href chain folded in, or null when there is no such gradient. */
export function gradientDef(table: ReadonlyMap<string, XmlElement>, id: string): GradientDef | null {
  const first = table.get(id);
  const kind = first ? KINDS[first.name] : undefined;
  if (!first || !kind) return null;
  const chain: XmlElement[] = [];
  const seen = new Set<string>();
  for (let el: XmlElement | undefined = first, at: string | null = id; el && at !== null && !seen.has(at) && chain.length < MAX_CHAIN; ) {
    seen.add(at);
    chain.push(el);
    at = templateId(el);
    el = at === null ? undefined : table.get(at);
  }
  // The nearest element in the chain that has the attribute (geometry only from its own kind).
  const attr = (name: string, sameKind = false) => chain.find((el) => el.attrs[name] !== undefined && (!sameKind || KINDS[el.name] === kind))?.attrs[name];
  const lengths: GradientDef['lengths'] = {};
  for (const name of GEOMETRY[kind]) {
    const length = readLength(attr(name, true));
    // Negative radii are errors in SVG: such a value is ignored.
    if (length && !((name === 'r' || name === 'fr') && length.value < 0)) lengths[name] = length;
  }
  const spreadText = attr('spreadMethod')?.trim();
  const transformText = attr('gradientTransform');
  // An unreadable transform is ignored like any bad attribute value; a flat one cannot paint.
  const transform = transformText === undefined ? IDENTITY : (parseTransform(transformText) ?? IDENTITY);
  const det = transform[0] * transform[3] - transform[1] * transform[2];
  let stops: IconStop[] = [];
  for (const el of chain) {
    stops = stopsOf(el);
    if (stops.length > 0) break;
  }
  return {
    kind,
    units: attr('gradientUnits')?.trim() === 'userSpaceOnUse' ? 'userSpaceOnUse' : 'objectBoundingBox',
    transform: Math.abs(det) > 1e-12 ? transform : null,
    spread: spreadText === 'reflect' || spreadText === 'repeat' ? spreadText : 'pad',
    stops,
    lengths,
  };
}
