import md5 from 'blueimp-md5';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { md5Utf8 } from './md5Utf8.ts';

describe('md5Utf8', () => {
  it('gives the RFC 1321 digests', () => {
    expect(md5Utf8('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Utf8('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5Utf8('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe('57edf4a22be3c955ac49da2e2107b67a');
  });

  it('equals blueimp-md5 (the hash stored with every work) for any text, CJK and emoji included', () => {
    const text = fc.string({ unit: fc.oneof(fc.constantFrom('a', '{', '"', 'é', '标', '志', '😀', '\u0000'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), maxLength: 300 });
    fc.assert(fc.property(text, (s) => md5Utf8(s) === md5(s)), { numRuns: 200 });
  });

  it('equals blueimp-md5 across its chunk and block edges (long texts, a pair split at 16 K)', () => {
    for (const length of [55, 56, 63, 64, 65, 119, 120, 16 * 1024 - 1, 16 * 1024, 16 * 1024 + 1, 100_000]) {
      const ascii = 'x'.repeat(length);
      // Cut by code points: a lone surrogate is not text (blueimp-md5 throws on one).
      const mixed = [...'设计😀a'.repeat(Math.ceil(length / 4))].slice(0, length).join('');
      expect(md5Utf8(ascii)).toBe(md5(ascii));
      expect(md5Utf8(mixed)).toBe(md5(mixed));
    }
    const straddling = `${'x'.repeat(16 * 1024 - 1)}😀y`;
    expect(md5Utf8(straddling)).toBe(md5(straddling));
  });
});
