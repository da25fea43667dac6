import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../protocol/image.ts';
import { checkFileSize, checkHeader, scaledSize } from '../../image/core/limits.ts';
import { sniffImage } from './sniff.ts';

function bytes(...parts: Array<number[] | string>): Uint8Array {
  const out: number[] = [];
  for (const part of parts) {
    if (typeof part === 'string') for (const ch of part) out.push(ch.charCodeAt(0));
    else out.push(...part);
  }
  return new Uint8Array(out);
}

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];

describe('sniffImage', () => {
  it('reads PNG, JPEG, GIF, WebP and BMP sizes from their headers', () => {
    expect(sniffImage(bytes([0x89], 'PNG', [13, 10, 26, 10], be32(13), 'IHDR', be32(4000), be32(3000)))).toEqual({ mimeType: 'image/png', width: 4000, height: 3000 });
    const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0], [0, 4], [0, 0], [0xff, 0xc2], [0, 11], [8], [0x01, 0x2c], [0x02, 0x58], [3]);
    expect(sniffImage(jpeg)).toEqual({ mimeType: 'image/jpeg', width: 600, height: 300 });
    expect(sniffImage(bytes('GIF89a', le16(320), le16(200)))).toEqual({ mimeType: 'image/gif', width: 320, height: 200 });
    const vp8x = bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'VP8X', [10, 0, 0, 0], [0, 0, 0, 0], le24(1919), le24(1079));
    expect(sniffImage(vp8x)).toEqual({ mimeType: 'image/webp', width: 1920, height: 1080 });
    const bmp = bytes('BM', new Array(16).fill(0), [0x80, 0x02, 0, 0], [0x20, 0xfe, 0xff, 0xff]);
    expect(sniffImage(bmp)).toEqual({ mimeType: 'image/bmp', width: 640, height: 480 });
  });

  it('knows HEIC without a size, and does not trust a PNG without IHDR', () => {
    expect(sniffImage(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0]))).toEqual({ mimeType: 'image/heic', width: null, height: null });
    expect(sniffImage(bytes([0x89], 'PNG', [13, 10, 26, 10], 'this is not a png at all'))).toEqual({ mimeType: 'image/png', width: null, height: null });
    expect(sniffImage(bytes('hello world, plain text'))).toBeNull();
  });
});

describe('limits', () => {
  it('refuses empty and over-20 MB files with Chinese messages', () => {
    expect(checkFileSize(0)?.message).toContain('空');
    expect(checkFileSize(MAX_IMAGE_BYTES + 1)?.message).toContain('20MB');
    expect(checkFileSize(MAX_IMAGE_BYTES)).toBeNull();
  });

  it('refuses more than 40 megapixels from the header alone', () => {
    expect(checkHeader({ mimeType: 'image/png', width: 8000, height: 5001 })?.code).toBe('IMAGE_TOO_MANY_PIXELS');
    expect(checkHeader({ mimeType: 'image/png', width: 8000, height: 5000 })).toBeNull();
    expect(checkHeader({ mimeType: 'image/heic', width: null, height: null })).toBeNull();
  });

  it('working copies fit 1280 px on the longer side and are never enlarged', () => {
    expect(scaledSize(4000, 3000, 1280)).toEqual({ width: 1280, height: 960 });
    expect(scaledSize(300, 200, 1280)).toEqual({ width: 300, height: 200 });
  });

  it('pictures kept for a logo fit the longest side asked for, are never enlarged and keep their proportions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12000 }), fc.integer({ min: 1, max: 12000 }), fc.integer({ min: 1, max: 4096 }), (w, h, side) => {
        const s = scaledSize(w, h, side);
        expect(Math.max(s.width, s.height)).toBeLessThanOrEqual(side);
        expect(s.width).toBeLessThanOrEqual(w);
        expect(s.height).toBeLessThanOrEqual(h);
        // Proportions kept to the rounding of one pixel.
        if (Math.min(s.width, s.height) > 1) expect(Math.abs(s.height * w - s.width * h)).toBeLessThanOrEqual(Math.max(w, h));
      }),
    );
  });
});
