import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'opentype.js/dist/opentype.mjs';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff';

const slice = (pkg: string, file: string) => {
  const bytes = readFileSync(join('node_modules/@fontsource', pkg, 'files', file));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
};

describe('woffToSfnt', () => {
  it('opens Fontsource slices that opentype.js’s own inflater rejects', async () => {
    const woff = slice('zcool-kuaile', 'zcool-kuaile-115-400-normal.woff');
    expect(() => parse(woff)).toThrow(/Data error/);
    const font = parse(await woffToSfnt(woff));
    expect(font.charToGlyphIndex('志')).toBeGreaterThan(0);
  });

  it('gives the same outlines opentype.js reads from the WOFF directly', async () => {
    const woff = slice('noto-serif-sc', 'noto-serif-sc-117-400-normal.woff');
    const direct = parse(woff);
    const converted = parse(await woffToSfnt(woff));
    const glyph = (font: typeof direct) => font.glyphs.get(font.charToGlyphIndex('标'));
    expect(glyph(converted)?.path.commands).toEqual(glyph(direct)?.path.commands);
    expect(glyph(converted)?.advanceWidth).toBe(1000);
  });

  it('rejects WOFF2 with a clear error', async () => {
    const woff2 = new Uint8Array(64);
    new DataView(woff2.buffer).setUint32(0, 0x774f4632);
    await expect(woffToSfnt(woff2.buffer)).rejects.toThrow(/WOFF2/);
  });
});
