import { parseRgb } from './colour.ts';

/** Spec 3: "Palettes: comma-separated colour lists; up to four are used as main fill, text fill, accent, stroke." */
export interface PaletteRoles {
  main: string;
  text: string;
  accent: string;
  stroke: string;
}

/** "#69d2e7,#a7dbd8, #e0e4cc" → ['#69d2e7', '#a7dbd8', '#e0e4cc']; entries that are not colours are dropped. */
export function parsePalette(line: string): string[] {
  return line
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && parseRgb(part) !== null);
}

/**
 * The first four colours as roles. A missing third falls back to the second and a missing
 * fourth to the first (spec); a missing second (a one-colour palette, ours) to the first.
 */
export function paletteRoles(colours: readonly string[]): PaletteRoles {
  const [first, second, third, fourth] = colours;
  if (first === undefined) throw new Error('empty palette');
  const text = second ?? first;
  return { main: first, text, accent: third ?? text, stroke: fourth ?? first };
}

export interface ParsedPalette {
  line: string;
  colours: string[];
}

const parsedCache = new WeakMap<readonly string[], ParsedPalette[]>();
const suitedCache = new WeakMap<readonly string[], Map<string, ParsedPalette[]>>();

/** The catalogue's palettes parsed once per list (a generation runs many times over one catalogue). */
export function parsedPalettes(lines: readonly string[]): ParsedPalette[] {
  let parsed = parsedCache.get(lines);
  if (!parsed) {
    parsed = lines.map((line) => ({ line, colours: parsePalette(line) })).filter((p) => p.colours.length > 0);
    parsedCache.set(lines, parsed);
  }
  return parsed;
}

/** The palettes passing `suits`, remembered per list and key (the variant id). */
export function filteredPalettes(lines: readonly string[], key: string, suits: (colours: readonly string[]) => boolean): ParsedPalette[] {
  let byKey = suitedCache.get(lines);
  if (!byKey) {
    byKey = new Map();
    suitedCache.set(lines, byKey);
  }
  let list = byKey.get(key);
  if (!list) {
    list = parsedPalettes(lines).filter((p) => suits(p.colours));
    byKey.set(key, list);
  }
  return list;
}
