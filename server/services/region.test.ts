import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from '../http/clientAddress.ts';
import { lookupRegion, unmapIpv4 } from './ipRegion.ts';
import { normalizeProvince, provinceNames } from './province.ts';

describe('normalizeProvince', () => {
  it('gives the short name for both spellings of every province-level region', () => {
    expect(normalizeProvince('广东省')).toBe('广东');
    expect(normalizeProvince(' 广东 ')).toBe('广东');
    expect(normalizeProvince('北京市')).toBe('北京');
    expect(normalizeProvince('广西壮族自治区')).toBe('广西');
    expect(normalizeProvince('新疆维吾尔自治区')).toBe('新疆');
    expect(normalizeProvince('香港特别行政区')).toBe('香港');
    expect(provinceNames).toHaveLength(34);
  });

  it('keeps empty as empty and unknown text as typed (trimmed)', () => {
    expect(normalizeProvince('')).toBe('');
    expect(normalizeProvince(' 火星 ')).toBe('火星');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...provinceNames), fc.string()), (name) => {
        expect(normalizeProvince(normalizeProvince(name))).toBe(normalizeProvince(name));
      }),
    );
  });
});

describe('lookupRegion', () => {
  it('names every province the IP database knows in the canonical short form', () => {
    // A sweep over the IPv4 space: whatever the database spells, we answer with one of the 34 names.
    const found = new Set<string>();
    for (let a = 1; a < 224; a += 1) {
      for (let b = 0; b < 256; b += 3) {
        const { province } = lookupRegion(`${a}.${b}.77.1`);
        if (province !== '') found.add(province);
      }
    }
    expect([...found].filter((name) => !provinceNames.includes(name))).toEqual([]);
    expect(found.size).toBeGreaterThan(25);
  });

  it('answers empty for loopback, private, IPv6 and malformed addresses', () => {
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '10.0.0.1', '172.20.1.1', '192.168.1.1', '100.64.0.1', '::1', '240e::1', '', 'x']) {
      expect(lookupRegion(address)).toEqual({ province: '', city: '' });
    }
  });

  it('reads an IPv4 client on a dual-stack socket', () => {
    expect(lookupRegion('::ffff:120.24.78.68')).toEqual({ province: '广东', city: '深圳市' });
    expect(unmapIpv4('::FFFF:1.2.3.4')).toBe('1.2.3.4');
  });

  it('never throws, whatever the address', () => {
    fc.assert(
      fc.property(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string()), (address) => {
        const region = lookupRegion(address);
        expect(typeof region.province).toBe('string');
      }),
      { numRuns: 500 },
    );
  });
});

describe('isLoopbackAddress', () => {
  it('knows the loopback forms and nothing else', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.1', '192.0.2.2', '::2', '1127.0.0.1', '', 'localhost']) expect(isLoopbackAddress(address)).toBe(false);
  });
});
