import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { maxJsonDepth, parseJsonBody } from './jsonBody.ts';

function nested(depth: number): string {
  return '['.repeat(depth - 1) + '{}' + ']'.repeat(depth - 1);
}

describe('parseJsonBody', () => {
  it('parses what JSON.parse parses, when it has no forbidden keys', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 10 }), (value) => {
        const text = JSON.stringify(value);
        if (text.includes('"__proto__"') || text.includes('"constructor"')) return;
        expect(parseJsonBody(text)).toEqual(JSON.parse(text));
      }),
    );
  });

  it(`allows ${maxJsonDepth} levels of nesting and refuses one more`, () => {
    expect(() => parseJsonBody(nested(maxJsonDepth))).not.toThrow();
    expect(() => parseJsonBody(nested(maxJsonDepth + 1))).toThrow(ApiError);
  });

  it('refuses prototype keys at any depth', () => {
    expect(() => parseJsonBody('{"a":[{"__proto__":{}}]}')).toThrow(ApiError);
    expect(() => parseJsonBody('{"constructor":{"prototype":{}}}')).toThrow(ApiError);
    expect(parseJsonBody('{"constructor":"a name"}')).toEqual({ constructor: 'a name' });
  });
});
