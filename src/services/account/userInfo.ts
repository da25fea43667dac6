import { z } from 'zod/mini';
import { lazily } from '../../shared/lazily.ts';

/**
 * The account record the server returns as `userinfo` (spec section 3) and the
 * app stores under `user` (logged in) or `virUserinfo` (guest).
 *
 * Parsing is lenient about number-vs-string (the spec's backend sends both)
 * and keeps unknown fields, so a newer server never breaks an older client.
 */

// Built on first use (shared/lazily.ts): the startup chunk imports this module.
const numeric = lazily(() => z.union([z.number(), z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number))]));
const text = lazily(() => z.union([z.string(), z.pipe(z.number(), z.transform(String))]));

export const vipRecordSchema = lazily(() =>
  z.looseObject({
    /** Expiry time, unix seconds. */
    auth_value: numeric(),
  }),
);

export const userInfoSchema = lazily(() =>
  z.looseObject({
    uid: text(),
    username: z._default(text(), ''),
    usertoken: z._default(z.string(), ''),
    accounttype: numeric(),
    bindmobile: z._default(z.pipe(z.nullable(text()), z.transform((value) => value ?? '')), ''),
    vip: z._default(z.pipe(z.nullable(z.array(vipRecordSchema())), z.transform((value) => value ?? [])), []),
    /** Server time when the record was produced, unix seconds. */
    nowtime: z.optional(numeric()),
  }),
);

export type VipRecord = z.output<ReturnType<typeof vipRecordSchema>>;
export type UserInfo = z.output<ReturnType<typeof userInfoSchema>>;

/** accounttype 5 is a guest (virtual) account: never adopted as the logged-in user (spec 3). */
export const GUEST_ACCOUNT_TYPE = 5;
/** accounttype 1: the username is the account (spec 3). */
export const USERNAME_ACCOUNT_TYPE = 1;

/** The account shown to the user: accounttype 1 → username, otherwise bindmobile (spec 3). */
export function displayAccount(user: Pick<UserInfo, 'accounttype' | 'username' | 'bindmobile'>): string {
  return user.accounttype === USERNAME_ACCOUNT_TYPE ? user.username : user.bindmobile;
}

/**
 * A phone number as Chinese apps show it on screen: 13812345678 → 138****5678
 * (the country prefix, if any, kept). Anything that is not a mainland mobile number is
 * returned as it is (a username of a WeChat account, for instance).
 */
export function maskPhone(account: string): string {
  const match = /^(\d{1,3}-)?(1[3-9]\d)\d{4}(\d{4})$/.exec(account);
  return match ? `${match[1] ?? ''}${match[2]}****${match[3]}` : account;
}

/**
 * The `account` field sent with account calls (`/memprofile`, `/checktoken`).
 * Same rule as the display account, but a guest has no bound phone, so it
 * falls back to the username rather than sending an empty account.
 */
export function requestAccount(user: Pick<UserInfo, 'accounttype' | 'username' | 'bindmobile'>): string {
  return displayAccount(user) || user.username;
}

export function isGuestAccount(user: Pick<UserInfo, 'accounttype'>): boolean {
  return user.accounttype === GUEST_ACCOUNT_TYPE;
}

/** Parses an unknown value (a server `userinfo`, a stored record); null when it is not one. */
export function parseUserInfo(value: unknown): UserInfo | null {
  const parsed = userInfoSchema().safeParse(value);
  return parsed.success ? parsed.data : null;
}
