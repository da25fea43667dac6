// Finds a glyph for every character: the chosen font first, then the default font
// (issue: "a glyph missing from a font falls back to the default font"), loading
// only the slices those characters live in. In vertical text punctuation tries
// its vertical presentation form first, and any glyph with a 'vert' alternate in its
// font is drawn with that alternate, upright.
import type { Font, Glyph } from 'opentype.js/dist/opentype.mjs';
import type { FontStore, LoadedFont } from './fontStore.ts';
import { verticalAlternate } from './vertGsub.ts';
import { fallbackTreatment, VERTICAL_FORMS, verticalOrientation } from './vertical.ts';

export type CellOrientation = 'horizontal' | 'upright' | 'rotated' | 'shifted';

export interface Cell {
  char: string;
  glyph: Glyph | null;
  font: Font | null;
  fontId: string;
  orientation: CellOrientation;
}

interface Candidate {
  useDefault: boolean;
  char: string;
  orientation: CellOrientation;
}

function candidatesFor(char: string, vertical: boolean, primaryIsDefault: boolean): Candidate[] {
  const cp = char.codePointAt(0) ?? 0;
  let own: Omit<Candidate, 'useDefault'>[];
  if (!vertical) own = [{ char, orientation: 'horizontal' }];
  else {
    const form = VERTICAL_FORMS.get(char);
    own = form
      ? [
          { char: form, orientation: 'upright' },
          { char, orientation: fallbackTreatment(char) },
        ]
      : [{ char, orientation: verticalOrientation(cp) }];
  }
  const fonts = primaryIsDefault ? [false] : [false, true];
  return fonts.flatMap((useDefault) => own.map((c) => ({ ...c, useDefault })));
}

interface PendingCell {
  char: string;
  options: Candidate[];
  /** Index of the candidate being tried. */
  at: number;
}

export interface ResolveInput {
  store: FontStore;
  primary: LoadedFont;
  lines: string[][];
  vertical: boolean;
  /** 400 or 700. */
  weight: number;
}

export interface ResolvedText {
  lines: Cell[][];
  /** A parsed slice of the primary font (for metrics), when any was loaded. */
  metricsFont: Font | null;
  fallbackChars: string[];
  missing: string[];
}

export async function resolveGlyphs({ store, primary, lines, vertical, weight }: ResolveInput): Promise<ResolvedText> {
  const primaryIsDefault = primary.entry.id === (await store.defaultId());
  const cells = lines.map((line) => line.map((char): PendingCell => ({ char, options: candidatesFor(char, vertical, primaryIsDefault), at: 0 })));
  const pending = cells.flat();
  const resolved = new Map<PendingCell, Cell>();
  let defaultFont: LoadedFont | null = null;
  let metricsFont: Font | null = null;

  // Each round loads, in parallel, the slices of every unresolved cell's current candidate.
  for (let round = 0; round < 4 && pending.some((c) => !resolved.has(c) && c.at < c.options.length); round += 1) {
    const wanted = new Map<string, { font: LoadedFont; file: string }>();
    const plan: { cell: PendingCell; font: LoadedFont; file: string }[] = [];
    for (const cell of pending) {
      while (!resolved.has(cell) && cell.at < cell.options.length) {
        const option = cell.options[cell.at] as Candidate;
        if (option.useDefault && !defaultFont) defaultFont = await store.defaultFont();
        const font = option.useDefault ? (defaultFont as LoadedFont) : primary;
        const slice = font.index.sliceOf(option.char.codePointAt(0) ?? -1);
        const file = slice >= 0 ? store.sliceFile(font, slice, weight) : undefined;
        if (!file) {
          cell.at += 1;
          continue;
        }
        wanted.set(`${font.entry.id}/${file}`, { font, file });
        plan.push({ cell, font, file });
        break;
      }
    }
    const loaded = new Map<string, Font>();
    await Promise.all(
      [...wanted].map(async ([key, { font, file }]) => {
        loaded.set(key, await store.loadSlice(font, file));
      }),
    );
    for (const { cell, font, file } of plan) {
      const parsed = loaded.get(`${font.entry.id}/${file}`);
      const option = cell.options[cell.at] as Candidate;
      if (font === primary && parsed) metricsFont ??= parsed;
      const index = parsed ? parsed.charToGlyphIndex(option.char) : 0;
      // The font's own vertical form beats any way of turning or moving the horizontal glyph.
      const alternate = vertical && index > 0 && parsed ? verticalAlternate(parsed, index) : 0;
      const turned = alternate > 0 && parsed ? parsed.glyphs.get(alternate) : undefined;
      const glyph = turned ?? (index > 0 && parsed ? parsed.glyphs.get(index) : undefined);
      if (glyph && parsed) {
        const orientation = turned ? 'upright' : option.orientation;
        resolved.set(cell, { char: cell.char, glyph, font: parsed, fontId: font.entry.id, orientation });
      } else cell.at += 1;
    }
  }

  const fallbackChars = new Set<string>();
  const missing = new Set<string>();
  const out = cells.map((line) =>
    line.map((cell): Cell => {
      const found = resolved.get(cell);
      if (found) {
        if (found.fontId !== primary.entry.id) fallbackChars.add(cell.char);
        return found;
      }
      missing.add(cell.char);
      const cp = cell.char.codePointAt(0) ?? 0;
      return { char: cell.char, glyph: null, font: null, fontId: primary.entry.id, orientation: vertical ? verticalOrientation(cp) : 'horizontal' };
    }),
  );
  return { lines: out, metricsFont, fallbackChars: [...fallbackChars], missing: [...missing] };
}
