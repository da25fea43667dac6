// opentype.js 2.0 ships no types (@types/opentype.js describes 1.x). This declares
// only what the font worker uses. The ESM build is imported by path because the
// package's "main" is a UMD file whose named exports Node cannot see.
declare module 'opentype.js/dist/opentype.mjs' {
  export type PathCommand =
    | { type: 'M' | 'L'; x: number; y: number }
    | { type: 'Q'; x1: number; y1: number; x: number; y: number }
    | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: 'Z' };

  export interface Path {
    commands: PathCommand[];
  }

  export interface Glyph {
    index: number;
    advanceWidth?: number;
    readonly path: Path;
  }

  export interface Font {
    unitsPerEm: number;
    ascender: number;
    descender: number;
    numGlyphs: number;
    tables: {
      os2?: { sTypoAscender?: number; sTypoDescender?: number; yStrikeoutPosition?: number; yStrikeoutSize?: number };
      post?: { underlinePosition?: number; underlineThickness?: number };
      [tag: string]: unknown;
    };
    glyphs: { get(index: number): Glyph | undefined };
    charToGlyphIndex(char: string): number;
    /** GSUB access; getSingle lists a feature's single substitutions (glyph index → glyph index). */
    substitution: { getSingle(feature: string, script: string, language: string): { sub: number; by: number | number[] }[] | undefined };
    getKerningValue(left: Glyph, right: Glyph): number;
  }

  export function parse(buffer: ArrayBuffer, options?: { lowMemory?: boolean }): Font;
}
