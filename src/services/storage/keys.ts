import { z } from 'zod';
import { userInfoSchema } from '../account/userInfo.ts';

/**
 * Every fixed local stored value of spec section 3: key → schema + default.
 * Keys keep the spec's names exactly. Values are stored as JSON text.
 * Per-uid works folders have dynamic keys: see worksFolder.ts.
 */

const looseRecord = z.record(z.string(), z.unknown());
const itemId = z.union([z.string(), z.number()]);

export const downloadUserListSchema = z.object({
  logo: z.array(itemId).default([]),
  card: z.array(itemId).default([]),
});
export type DownloadUserList = z.output<typeof downloadUserListSchema>;

export const hdcAbSchema = z.enum(['A', 'B']);
export type HdcAb = z.output<typeof hdcAbSchema>;

interface KeySpec<S extends z.ZodType> {
  schema: S;
  fallback: () => z.output<S>;
}

function key<S extends z.ZodType>(schema: S, fallback: () => z.output<S>): KeySpec<S> {
  return { schema, fallback };
}

export const storageKeys = {
  // Identity and device
  /** Device id, sent as `deviceid` with every signed call. */
  uuid: key(z.string().nullable(), () => null),
  /** App version that last wrote the store (for future migrations). */
  version: key(z.string().nullable(), () => null),
  /** Logged-in user (never accounttype 5). */
  user: key(userInfoSchema.nullable(), () => null),
  /** Guest (virtual account) info. */
  virUserinfo: key(userInfoSchema.nullable(), () => null),
  systemInfo: key(looseRecord.nullable(), () => null),
  channel: key(z.string(), () => ''),
  oaid: key(z.string(), () => ''),
  android_id: key(z.string(), () => ''),

  // Commerce state
  /** The order being paid, kept across the payment redirect. */
  payorderstate: key(looseRecord.nullable(), () => null),
  commonMem: key(looseRecord.nullable(), () => null),
  accounttype: key(z.number().int(), () => 7),
  /** Times the membership centre was opened. */
  checkoutNum: key(z.number().int().nonnegative(), () => 0),
  /** Whether the uninstall-retention pop-up was already shown. */
  unloadPopup: key(z.boolean(), () => false),
  buy31: key(z.boolean(), () => false),

  // Content and session
  LogoListAll: key(z.array(z.unknown()), () => []),
  phoneNumber: key(z.string(), () => ''),
  /** True until the puzzle guide has been seen once. */
  firstPuzzle: key(z.boolean(), () => true),
  /** Number of app launches on this device (1 on the very first). */
  firstLaunch: key(z.number().int().nonnegative(), () => 0),
  /** When the page was last hidden, ms since epoch. */
  closeTime: key(z.number().nullable(), () => null),
  /** A/B test group. */
  hdc_ab: key(hdcAbSchema, () => 'B' as const),

  // Download limits
  downloadUserList: key(downloadUserListSchema, () => ({ logo: [], card: [] })),
  /** When downloadUserList was last reset, ms since epoch. */
  downloadTime: key(z.number().nullable(), () => null),
} satisfies Record<string, KeySpec<z.ZodType>>;

export type StorageKey = keyof typeof storageKeys;
export type StorageValue<K extends StorageKey> = z.output<(typeof storageKeys)[K]['schema']>;
