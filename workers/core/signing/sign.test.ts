import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalString, computeDatasign, SIGN_SECRET } from './sign.ts';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

describe('datasign (spec 7)', () => {
  it('matches a vector computed by hand with node:crypto', () => {
    const payload = {
      timestamp: 1763768000,
      deviceid: '  dev-01  ',
      productinfo: 352,
      account: '13800138000',
      title: '标志 A&B=C',
      showvip: 1,
      empty: '   ',
      missing: null,
      datasign: 'ignored',
    };
    // Sorted keys, trimmed values, blanks dropped, & and = inside values escaped, secret appended.
    const canonical = 'account=13800138000&deviceid=dev-01&productinfo=352&showvip=1&timestamp=1763768000&title=标志 A%26B%3DC';
    const secret = 'bzsj!web#2026';
    expect(SIGN_SECRET).toBe(secret);
    expect(canonicalString(payload)).toBe(canonical);
    expect(computeDatasign(payload)).toBe(md5(canonical + secret));
  });

  it('signs nested values as their JSON text', () => {
    const payload = { list: [1, 2], a: 'x' };
    expect(computeDatasign(payload)).toBe(md5('a=x&list=[1,2]' + 'bzsj!web#2026'));
  });

  it('is lowercase hex', () => {
    expect(computeDatasign({ a: 'B' })).toMatch(/^[0-9a-f]{32}$/);
  });
});

/** Maps as the server sees them after normalising: trimmed non-empty keys and values, no datasign. */
const tricky = fc.constantFrom('a', 'b', '&', '=', '%', '2', '6', '3', 'D', ' ', '标');
const trimmedText = fc.string({ unit: tricky, minLength: 1, maxLength: 6 }).map((s) => s.trim()).filter((s) => s !== '');
const normalisedMap = fc
  .dictionary(trimmedText, trimmedText, { maxKeys: 5 })
  .map((map) => Object.fromEntries(Object.entries(map).filter(([key]) => key !== 'datasign')));

function decode(canonical: string): Record<string, string> {
  const unescape = (part: string) => part.replace(/%3D/g, '=').replace(/%26/g, '&').replace(/%25/g, '%');
  if (canonical === '') return {};
  return Object.fromEntries(
    canonical.split('&').map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [unescape(key), unescape(value)];
    }),
  );
}

describe('canonical string is injective', () => {
  it('never gives two different normalised maps the same string', () => {
    fc.assert(
      fc.property(normalisedMap, normalisedMap, (a, b) => {
        fc.pre(JSON.stringify(Object.entries(a).sort()) !== JSON.stringify(Object.entries(b).sort()));
        expect(canonicalString(a)).not.toBe(canonicalString(b));
      }),
      { numRuns: 2000 },
    );
  });

  it('can be decoded back to the exact map, so no information is lost', () => {
    fc.assert(
      fc.property(normalisedMap, (map) => {
        expect(decode(canonicalString(map))).toEqual(map);
      }),
      { numRuns: 2000 },
    );
  });
});
