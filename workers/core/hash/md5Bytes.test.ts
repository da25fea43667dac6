import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { md5Bytes } from './md5Bytes.ts';

describe('md5Bytes', () => {
  it('matches the RFC 1321 test vectors', () => {
    const text = (value: string) => md5Bytes(new TextEncoder().encode(value));
    expect(text('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(text('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(text('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe('57edf4a22be3c955ac49da2e2107b67a');
  });

  it('agrees with node:crypto on any bytes, including every padding boundary', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(md5Bytes(bytes)).toBe(createHash('md5').update(bytes).digest('hex'));
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with node:crypto on views at any byte offset and across its 1 MiB pieces', () => {
    const big = new Uint8Array((1 << 20) * 2 + 77).map((_, i) => (i * 7919) & 255);
    for (const offset of [0, 1, 2, 3, 4, 63]) {
      const view = big.subarray(offset);
      expect(md5Bytes(view)).toBe(createHash('md5').update(view).digest('hex'));
    }
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 400 }), fc.nat(), (bytes, skip) => {
        const view = bytes.subarray(skip % bytes.length);
        expect(md5Bytes(view)).toBe(createHash('md5').update(view).digest('hex'));
      }),
      { numRuns: 200 },
    );
  });
});
