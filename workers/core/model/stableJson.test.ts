import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hash53, stableHash53, stableStringify } from './stableJson.ts';

// Strings with every kind of character JSON escapes: quotes, backslashes, control characters,
// lone and paired surrogates, CJK.
const awkwardString = fc.string({ unit: fc.oneof(fc.constantFrom('"', '\\', '\n', '\t', '\u0001', '\u001f', '\ud800', '\udc00', '😀', '标'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), maxLength: 30 });
const value = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, awkwardString, fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined), tie('array'), tie('object')),
  array: fc.array(tie('any'), { maxLength: 5 }),
  object: fc.dictionary(awkwardString, tie('any'), { maxKeys: 6 }),
})).any;

describe('stableHash53', () => {
  it('equals hashing the stable JSON text, for any value', () => {
    fc.assert(
      fc.property(value, fc.integer(), (v, seed) => {
        expect(stableHash53(v, null, seed)).toBe(hash53(stableStringify(v), seed));
      }),
      { numRuns: 500 },
    );
  });

  it('leaves out the skipped top-level keys as if they were not there', () => {
    fc.assert(
      fc.property(fc.dictionary(awkwardString, value, { maxKeys: 6 }), fc.array(awkwardString, { maxLength: 3 }), (record, skipped) => {
        const kept = Object.fromEntries(Object.entries(record).filter(([key]) => !skipped.includes(key)));
        expect(stableHash53(record, new Set(skipped))).toBe(hash53(stableStringify(kept)));
      }),
    );
  });

  it('tells apart values whose text differs in one character', () => {
    expect(stableHash53({ d: 'M0 0L10 10' })).not.toBe(stableHash53({ d: 'M0 0L10 11' }));
    expect(stableHash53(['ab'])).not.toBe(stableHash53(['a', 'b']));
  });
});
