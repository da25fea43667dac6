import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { md5Bytes } from '../../../workers/core/hash/md5Bytes.ts';
import { resultId } from './resultId.ts';

const bytes = (...values: number[]) => new Blob([new Uint8Array(values)], { type: 'image/png' });

async function tilesZip(date: Date, tiles: string[]): Promise<Blob> {
  const zip = new JSZip();
  tiles.forEach((tile, i) => zip.file(`${String(i + 1).padStart(2, '0')}.png`, tile, { date }));
  return zip.generateAsync({ type: 'blob', compression: 'STORE', mimeType: 'application/zip' });
}

describe('result ids (what today’s image list holds)', () => {
  for (const [path, subtle] of [
    ['SHA-256 (crypto.subtle)', globalThis.crypto.subtle],
    ['MD5 (no crypto.subtle)', null],
  ] as const) {
    it(`${path}: the same bytes give the same id, other bytes another`, async () => {
      const a = await resultId(bytes(1, 2, 3), subtle);
      expect(await resultId(bytes(1, 2, 3), subtle)).toBe(a);
      expect(await resultId(bytes(1, 2, 4), subtle)).not.toBe(a);
      expect(a).toMatch(/^[0-9a-f]{32}$/);
    });
  }

  it('without crypto.subtle the id is the MD5 of the file', async () => {
    expect(await resultId(new Blob(['abc']), null)).toBe(md5Bytes(new TextEncoder().encode('abc')));
    expect(md5Bytes(new TextEncoder().encode('abc'))).toBe('900150983cd24fb0d6963f7d28e17f72');
  });

  it('the same slicing zipped at another time has the same id; other tiles do not', async () => {
    const first = await tilesZip(new Date(2026, 4, 11, 9, 0, 0), ['tile-1', 'tile-2', 'tile-3']);
    const later = await tilesZip(new Date(2026, 4, 12, 18, 31, 44), ['tile-1', 'tile-2', 'tile-3']);
    expect(new Uint8Array(await first.arrayBuffer())).not.toEqual(new Uint8Array(await later.arrayBuffer()));
    expect(await resultId(later)).toBe(await resultId(first));
    const other = await tilesZip(new Date(2026, 4, 11, 9, 0, 0), ['tile-1', 'tile-X', 'tile-3']);
    expect(await resultId(other)).not.toBe(await resultId(first));
  });
});
