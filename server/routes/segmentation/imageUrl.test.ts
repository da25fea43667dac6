import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resultUrl, uploadIdFromUrl, uploadUrl } from './imageUrl.ts';

const hex32 = fc.stringMatching(/^[0-9a-f]{32}$/);

describe('image_url: only this server’s own uploads', () => {
  it('reads back the id of every upload URL, relative or absolute on the request’s host', () => {
    fc.assert(
      fc.property(hex32, fc.constantFrom('image/png', 'image/jpeg') as fc.Arbitrary<'image/png' | 'image/jpeg'>, (hex, type) => {
        const path = uploadUrl(`u${hex}`, type);
        expect(uploadIdFromUrl(path, '127.0.0.1:8080')).toBe(`u${hex}`);
        expect(uploadIdFromUrl(`http://127.0.0.1:8080${path}`, '127.0.0.1:8080')).toBe(`u${hex}`);
        expect(uploadIdFromUrl(`https://LOGO.example.com${path}`, 'logo.example.com')).toBe(`u${hex}`);
      }),
    );
  });

  it('refuses any other host, scheme, path, query or credentials', () => {
    fc.assert(
      fc.property(hex32, fc.webUrl({ withQueryParameters: true, withFragments: true }), (hex, other) => {
        const path = uploadUrl(`u${hex}`, 'image/png');
        const host = new URL(other).host;
        fc.pre(host !== 'logo.example.com');
        expect(uploadIdFromUrl(`http://${host}${path}`, 'logo.example.com')).toBeNull();
        expect(uploadIdFromUrl(other, 'logo.example.com')).toBeNull();
      }),
    );
    const path = uploadUrl('u0123456789abcdef0123456789abcdef', 'image/png');
    for (const url of [`//evil.example${path}`, `/\\evil.example${path}`, `ftp://logo.example.com${path}`, `http://user:pw@logo.example.com${path}`, `${path}?a=1`, `${path}#x`, path.replace('.png', '.gif'), path.slice(0, -5), resultUrl('t0123456789abcdef0123456789abcdef'), 'javascript:alert(1)', 'x'.repeat(3000)]) {
      expect(uploadIdFromUrl(url, 'logo.example.com'), url).toBeNull();
    }
    expect(uploadIdFromUrl(`http://logo.example.com${path}`, undefined)).toBeNull();
  });
});
