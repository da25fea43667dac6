import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { strings } from '../../shared/strings.ts';
import { chosenQuery, MAX_ADDRESS, parsePlace, placeQuery, readChosenPlace } from './locationQuery.ts';

const t = strings.location.invalid;

describe('the open-location query', () => {
  it('reads name, address, latitude and longitude', () => {
    expect(parsePlace({ name: ' 深圳湾公园 ', address: '广东省深圳市南山区', latitude: '22.5113', longitude: '113.9529' })).toEqual({
      ok: true,
      place: { name: '深圳湾公园', address: '广东省深圳市南山区', position: { latitude: 22.5113, longitude: 113.9529 } },
    });
    expect(parsePlace({ address: '北京市东城区' })).toEqual({ ok: true, place: { name: '', address: '北京市东城区', position: null } });
  });

  it('says in Chinese what is wrong with a broken query', () => {
    expect(parsePlace({})).toEqual({ ok: false, message: t.empty });
    expect(parsePlace({ latitude: '22.5' })).toEqual({ ok: false, message: t.halfCoordinates });
    expect(parsePlace({ latitude: '91', longitude: '113' })).toEqual({ ok: false, message: t.latitude });
    expect(parsePlace({ latitude: '22', longitude: '-180.5' })).toEqual({ ok: false, message: t.longitude });
    for (const junk of ['abc', '0x1F', '1e2', 'NaN', 'Infinity', '22,5', '--1'])
      expect(parsePlace({ latitude: junk, longitude: '113' })).toEqual({ ok: false, message: t.latitude });
    expect(parsePlace({ address: '路'.repeat(MAX_ADDRESS + 1) })).toEqual({ ok: false, message: t.tooLong });
  });

  it('any query string gives a place or a message, never a throw (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('name', 'address', 'latitude', 'longitude', 'x'), fc.string()), (query) => {
        const parsed = parsePlace(query);
        if (parsed.ok) {
          const { position } = parsed.place;
          if (position) {
            expect(Math.abs(position.latitude)).toBeLessThanOrEqual(90);
            expect(Math.abs(position.longitude)).toBeLessThanOrEqual(180);
          }
        } else expect(Object.values(t)).toContain(parsed.message);
      }),
    );
  });

  it('a valid place survives the trip through its query, to six decimals (property)', () => {
    const place = fc.record({
      name: fc.string({ maxLength: 20 }).map((s) => s.trim()),
      address: fc.string({ maxLength: 40 }).map((s) => s.trim()),
      position: fc.option(fc.record({ latitude: fc.double({ min: -90, max: 90, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) })),
    });
    fc.assert(
      fc.property(place, (original) => {
        const parsed = parsePlace(placeQuery(original));
        if (!original.name && !original.address && !original.position) {
          // Nothing to show: refused (fast-check reads a returned `false` as a failure, so no `return expect(…)`).
          expect(parsed.ok).toBe(false);
          return;
        }
        if (!parsed.ok) throw new Error(parsed.message);
        expect(parsed.place.name).toBe(original.name);
        expect(parsed.place.address).toBe(original.address);
        if (original.position) {
          expect(parsed.place.position?.latitude).toBeCloseTo(original.position.latitude, 6);
          expect(parsed.place.position?.longitude).toBeCloseTo(original.position.longitude, 6);
        } else expect(parsed.place.position).toBeNull();
      }),
    );
  });

  it('the chosen place goes back to the opener under location* keys and reads back', () => {
    const place = { name: '南山区', address: '广东省深圳市南山区', position: null };
    const query = chosenQuery(place, '440305');
    expect(query).toEqual({ locationName: '南山区', locationAddress: '广东省深圳市南山区', locationCode: '440305' });
    expect(readChosenPlace({ ...query, name: '我的标志' })).toEqual(place);
    expect(readChosenPlace({ name: '我的标志' })).toBeNull();
  });
});
