import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuery, stringifyQuery, toPageQuery } from './query.ts';

describe('page query', () => {
  it('round-trips any flat string map through the address', () => {
    const query = fc.dictionary(fc.string({ minLength: 1 }), fc.string());
    fc.assert(
      fc.property(query, (map) => {
        expect(parseQuery(stringifyQuery(map))).toEqual(map);
      }),
    );
  });

  it('keeps values as written: no number or JSON parsing', () => {
    expect(parseQuery('?id=007&n=1e3&b=true&j=%7B%22a%22%3A1%7D')).toEqual({ id: '007', n: '1e3', b: 'true', j: '{"a":1}' });
  });

  it('writes nothing for an empty map and skips nullish values', () => {
    expect(stringifyQuery({})).toBe('');
    expect(stringifyQuery({ a: undefined, b: null, c: 1 })).toBe('?c=1');
  });

  it('coerces router search objects to strings', () => {
    expect(toPageQuery({ a: 'x', n: 3, f: false, o: { deep: 1 } })).toEqual({ a: 'x', n: '3', f: 'false' });
    expect(toPageQuery(null)).toEqual({});
  });
});

describe('hostile keys', () => {
  it('keeps __proto__ and constructor as plain data', () => {
    const query = parseQuery('?__proto__=x&constructor=y');
    expect(Object.keys(query)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(parseQuery(stringifyQuery(query))).toEqual(query);
  });
});
