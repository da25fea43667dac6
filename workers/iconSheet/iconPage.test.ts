import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iconPageSchema } from '../core/catalogue/types.ts';
import { iconPageEntries } from './iconPage.ts';

describe('icon page check in the icon sheet worker', () => {
  it('reads a page as ids and paths in order', () => {
    expect(iconPageEntries({ cup: 'M0 0h1', tea: 'M1 1h2' })).toEqual({ ids: ['cup', 'tea'], paths: ['M0 0h1', 'M1 1h2'] });
  });

  it('property: accepts exactly what the catalogue schema accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.dictionary(fc.string(), fc.string()), fc.jsonValue()), (body) => {
        expect(iconPageEntries(body) !== null).toBe(iconPageSchema.safeParse(body).success);
      }),
    );
  });
});
