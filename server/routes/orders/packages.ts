/**
 * VIP packages, spec section 9. Prices are what the server charges (the
 * client never says an amount). Ids: the spec's 13/1/2/3/4; the upgrade packs'
 * ids are not shown (the table's "Id" column repeats their prices), so ours
 * are 21/22/23; the welcome and retention offers get 5 and 6. Product ids
 * (`readid`, the order list's `packageid`): 1606 Plus, 821 lifetime, 537 year,
 * 536 month, in the spec's order. docs/accounts.md.
 */
export type Grant = { kind: 'days'; days: number } | { kind: 'lifetime'; plus: boolean } | { kind: 'upgrade'; from: 'month' | 'year'; to: 'year' | 'lifetime' };

export interface PackageDef {
  id: number;
  readid: number;
  huaweiId: string;
  type: 'month' | 'year' | 'lifetime' | 'lifetimePlus' | 'upgrade';
  name: string;
  priceFen: number;
  originalFen: number;
  unit: string;
  /** Price per unit shown next to the price, e.g. 6.5/月 for a year. */
  monovalentFen: number;
  tag: string;
  /** Shown in the membership centre (the others are offers or upgrades). */
  listed: boolean;
  grant: Grant;
}

export const MONTH_DAYS = 31;
export const YEAR_DAYS = 365;

export const PACKAGES: readonly PackageDef[] = [
  { id: 3, readid: 536, huaweiId: 'bzsj_vip_month', type: 'month', name: '月度会员', priceFen: 5800, originalFen: 6800, unit: '月', monovalentFen: 5800, tag: '', listed: true, grant: { kind: 'days', days: MONTH_DAYS } },
  { id: 2, readid: 537, huaweiId: 'bzsj_vip_year', type: 'year', name: '年度会员', priceFen: 7800, originalFen: 12800, unit: '年', monovalentFen: 650, tag: '推荐', listed: true, grant: { kind: 'days', days: YEAR_DAYS } },
  { id: 1, readid: 821, huaweiId: 'bzsj_vip_lifetime', type: 'lifetime', name: '终身会员', priceFen: 9800, originalFen: 16800, unit: '终身', monovalentFen: 9800, tag: '超值', listed: true, grant: { kind: 'lifetime', plus: false } },
  { id: 13, readid: 1606, huaweiId: 'bzsj_vip_lifetime_plus', type: 'lifetimePlus', name: '终身Plus会员', priceFen: 9800, originalFen: 56400, unit: '终身', monovalentFen: 9800, tag: '限时特惠', listed: true, grant: { kind: 'lifetime', plus: true } },
  { id: 4, readid: 821, huaweiId: 'bzsj_vip_lifetime_ad', type: 'lifetime', name: '终身会员（广告特惠）', priceFen: 8800, originalFen: 16800, unit: '终身', monovalentFen: 8800, tag: '', listed: false, grant: { kind: 'lifetime', plus: false } },
  { id: 5, readid: 821, huaweiId: 'bzsj_vip_lifetime_welcome', type: 'lifetime', name: '终身会员（新人礼）', priceFen: 7800, originalFen: 16800, unit: '终身', monovalentFen: 7800, tag: '', listed: false, grant: { kind: 'lifetime', plus: false } },
  { id: 6, readid: 821, huaweiId: 'bzsj_vip_lifetime_stay', type: 'lifetime', name: '终身会员（挽留特惠）', priceFen: 6800, originalFen: 16800, unit: '终身', monovalentFen: 6800, tag: '', listed: false, grant: { kind: 'lifetime', plus: false } },
  { id: 21, readid: 537, huaweiId: 'bzsj_up_month_year', type: 'upgrade', name: '月度升级年度', priceFen: 2000, originalFen: 5000, unit: '年', monovalentFen: 2000, tag: '升级', listed: true, grant: { kind: 'upgrade', from: 'month', to: 'year' } },
  { id: 22, readid: 821, huaweiId: 'bzsj_up_month_life', type: 'upgrade', name: '月度升级终身', priceFen: 2000, originalFen: 8000, unit: '终身', monovalentFen: 2000, tag: '升级', listed: true, grant: { kind: 'upgrade', from: 'month', to: 'lifetime' } },
  { id: 23, readid: 821, huaweiId: 'bzsj_up_year_life', type: 'upgrade', name: '年度升级终身', priceFen: 1000, originalFen: 8000, unit: '终身', monovalentFen: 1000, tag: '升级', listed: true, grant: { kind: 'upgrade', from: 'year', to: 'lifetime' } },
];

export function packageById(id: number): PackageDef | null {
  return PACKAGES.find((pack) => pack.id === id) ?? null;
}

export function yuan(fen: number): string {
  return (fen / 100).toFixed(2).replace(/\.?0+$/, '');
}

/** `paypack`: the code the client sends back as `orderpackinfo` to name a package. */
export function encodePaypack(pack: PackageDef): string {
  return Buffer.from(JSON.stringify({ packageid: pack.id, productid: pack.readid })).toString('base64url');
}

export function decodePaypack(code: string): PackageDef | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(code, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { packageid, productid } = value as Record<string, unknown>;
    const pack = typeof packageid === 'number' ? packageById(packageid) : null;
    return pack && pack.readid === productid ? pack : null;
  } catch {
    return null;
  }
}

/** The spec's package record (section 3) as served by /packagelist. Prices in yuan, as text. */
export function packageRecord(pack: PackageDef) {
  return {
    id: pack.id,
    readid: pack.readid,
    huaweiId: pack.huaweiId,
    type: pack.type,
    name: pack.name,
    price: yuan(pack.priceFen),
    paid_amount: yuan(pack.priceFen),
    unitPrice: yuan(pack.originalFen),
    unit: pack.unit,
    monovalent: yuan(pack.monovalentFen),
    vip: pack.type === 'lifetimePlus' ? 'plus' : 'vip',
    paypackDis: pack.originalFen > pack.priceFen ? `立省${yuan(pack.originalFen - pack.priceFen)}元` : '',
    paypack: encodePaypack(pack),
    tag: pack.tag,
    icon: '',
    upgradeFrom: pack.grant.kind === 'upgrade' ? pack.grant.from : '',
  };
}
