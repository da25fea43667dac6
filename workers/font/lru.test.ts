import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Lru } from './lru.ts';

describe('Lru', () => {
  it('never holds more than its capacity and evicts the least recently used key', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 8 })), { maxLength: 60 }), (capacity, ops) => {
        const evicted: number[] = [];
        const lru = new Lru<number, number>(capacity, (key) => evicted.push(key));
        const model: number[] = []; // most recent last
        for (const [write, key] of ops) {
          if (write) {
            const at = model.indexOf(key);
            if (at >= 0) model.splice(at, 1);
            model.push(key);
            const expectedEvictions = model.length > capacity ? model.splice(0, model.length - capacity) : [];
            const before = evicted.length;
            lru.set(key, key);
            expect(evicted.slice(before)).toEqual(expectedEvictions);
          } else if (lru.get(key) !== undefined) {
            model.splice(model.indexOf(key), 1);
            model.push(key);
          }
          expect(lru.size).toBeLessThanOrEqual(capacity);
          expect(lru.keys()).toEqual([...model].reverse());
        }
      }),
    );
  });

});
