import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'opentype.js/dist/opentype.mjs';
import { describe, expect, it } from 'vitest';
import { ensureFontsBuilt } from '../../scripts/fonts/test-font-source.ts';
import { FONTS_OUT_DIR } from '../../scripts/fonts/build-font-slices.mjs';
import { woffToSfnt } from './woff.ts';

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

  it('inflates every slice the app ships, each table to its declared length', async () => {
    ensureFontsBuilt();
    let files = 0;
    for (const font of readdirSync(FONTS_OUT_DIR, { withFileTypes: true }).filter((e) => e.isDirectory())) {
      for (const file of readdirSync(join(FONTS_OUT_DIR, font.name)).filter((f) => f.endsWith('.woff'))) {
        const bytes = readFileSync(join(FONTS_OUT_DIR, font.name, file));
        const sfnt = await woffToSfnt(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
        expect(new DataView(sfnt).getUint32(0), file).toBe(bytes.readUInt32BE(4));
        files += 1;
      }
    }
    expect(files).toBeGreaterThan(1500);
  }, 120_000);

  it('says which table is broken instead of handing opentype.js garbage', async () => {
    const bytes = readFileSync(join('node_modules/@fontsource/zcool-kuaile/files/zcool-kuaile-115-400-normal.woff'));
    const broken = Buffer.from(bytes);
    const glyfEntry = Array.from({ length: broken.readUInt16BE(12) }, (_, i) => 44 + i * 20).find((at) => broken.toString('latin1', at, at + 4) === 'glyf') ?? 0;
    const offset = broken.readUInt32BE(glyfEntry + 4);
    broken.fill(0xff, offset + 2, offset + 200);
    await expect(woffToSfnt(broken.buffer.slice(broken.byteOffset, broken.byteOffset + broken.byteLength))).rejects.toThrow(/WOFF table/);
  });

  it('rejects WOFF2 with a clear error', async () => {
    const woff2 = new Uint8Array(64);
    new DataView(woff2.buffer).setUint32(0, 0x774f4632);
    await expect(woffToSfnt(woff2.buffer)).rejects.toThrow(/WOFF2/);
  });
});
