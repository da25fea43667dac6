import { describe, expect, it } from 'vitest';
import { makeMatrix, MAX_BYTES, utf8Length } from './matrix.ts';

describe('makeMatrix', () => {
  it('counts UTF-8 bytes, so Chinese text fits as bytes', () => {
    expect(utf8Length('标志')).toBe(6);
    const r = makeMatrix('标志设计', 'M');
    expect(r.ok && r.matrix.count).toBe(21);
  });

  it('fits exactly the version 40 capacity and refuses one byte more, naming a level that fits', () => {
    for (const ec of ['L', 'M', 'Q', 'H'] as const) {
      const fits = makeMatrix('a'.repeat(MAX_BYTES[ec]), ec);
      expect(fits.ok && fits.matrix.version).toBe(40);
      const over = makeMatrix('a'.repeat(MAX_BYTES[ec] + 1), ec);
      expect(over.ok).toBe(false);
    }
    const over = makeMatrix('a'.repeat(2000), 'H');
    expect(over).toMatchObject({ ok: false, bytes: 2000, max: 1273, lowest: 'L' });
    expect(makeMatrix('a'.repeat(3000), 'L')).toMatchObject({ ok: false, lowest: null });
  });

  it('a lower error correction makes the same payload less dense (the dense fix)', () => {
    const text = 'x'.repeat(900);
    const q = makeMatrix(text, 'Q');
    const m = makeMatrix(text, 'M');
    expect(q.ok && m.ok && m.matrix.count < q.matrix.count).toBe(true);
  });
});
