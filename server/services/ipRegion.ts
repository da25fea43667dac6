import { BlockList, isIPv4 } from 'node:net';
import { createRequire } from 'node:module';
import type Ipv4ToRegion from 'ip2region/dist/lib/ipv4';
import { normalizeProvince } from './province.ts';

export interface VisitorRegion {
  /** Short province name (see province.ts), "" when loopback, private, foreign or unknown. */
  province: string;
  /** City as the database names it (深圳市), "" when unknown. */
  city: string;
}

const unknownRegion: VisitorRegion = { province: '', city: '' };

// Addresses that never locate a visitor: loopback, private, link-local, CGNAT, "this network".
const nonPublic = new BlockList();
nonPublic.addSubnet('0.0.0.0', 8, 'ipv4');
nonPublic.addSubnet('10.0.0.0', 8, 'ipv4');
nonPublic.addSubnet('100.64.0.0', 10, 'ipv4');
nonPublic.addSubnet('127.0.0.0', 8, 'ipv4');
nonPublic.addSubnet('169.254.0.0', 16, 'ipv4');
nonPublic.addSubnet('172.16.0.0', 12, 'ipv4');
nonPublic.addSubnet('192.168.0.0', 16, 'ipv4');
nonPublic.addSubnet('224.0.0.0', 3, 'ipv4');

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) → `1.2.3.4`; anything else unchanged. */
export function unmapIpv4(address: string): string {
  const match = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return match?.[1] ?? address;
}

let searcher: Ipv4ToRegion | undefined;

// Loaded on first use: the database is 8.7 MB read into memory once per process.
// Only the IPv4 database is used: it is ip2region's (Apache-2.0); the package's
// IPv6 file comes from another source whose licence we have not checked.
function ipv4Searcher(): Ipv4ToRegion {
  if (!searcher) {
    const require = createRequire(import.meta.url);
    const loaded: unknown = require('ip2region/dist/lib/ipv4.js');
    searcher = new (loaded as { default: typeof Ipv4ToRegion }).default();
  }
  return searcher;
}

/** Province and city of a client address from the offline ip2region database. */
export function lookupRegion(address: string): VisitorRegion {
  const ip = unmapIpv4(address);
  if (!isIPv4(ip) || nonPublic.check(ip, 'ipv4')) return unknownRegion;
  try {
    const found = ipv4Searcher().search(ip);
    // Outside China the database fills "province" with foreign states (华盛顿); the rule is about Chinese provinces.
    if (!found || found.country !== '中国' || found.province === '') return unknownRegion;
    return { province: normalizeProvince(found.province), city: found.city === '内网IP' ? '' : found.city };
  } catch {
    // The library reads past its index for some edge addresses; an unknown place is the honest answer.
    return unknownRegion;
  }
}
