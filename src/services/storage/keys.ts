import { z } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { lazily } from '../../shared/lazily.ts';
import { userInfoSchema } from '../account/userInfo.ts';

/**
 * Every fixed local stored value of spec section 3: key → schema + default.
 * Keys keep the spec's names exactly. Values are stored as JSON text.
 * Per-uid works folders have dynamic keys: see worksFolder.ts.
 */

// Every schema here is built on its first use (shared/lazily.ts): the startup chunk imports
// this table, and a launch reads only a few of its keys.
const looseRecord = lazily(() => z.record(z.string(), z.unknown()));
const itemId = lazily(() => z.union([z.string(), z.number()]));

export const downloadUserListSchema = lazily(() =>
  z.object({
    logo: z._default(z.array(itemId()), []),
    card: z._default(z.array(itemId()), []),
    /**
     * Ours (the spec names only logo and card): image-tool results downloaded today, by a hash
     * of their bytes. Optional rather than defaulted, so a value stored before it existed, or
     * one that never held an image, reads back exactly as the spec's `{ logo, card }`.
     */
    image: z.optional(z.array(itemId())),
  }),
);
export type DownloadUserList = output<ReturnType<typeof downloadUserListSchema>>;

interface KeySpec<S extends $ZodType> {
  readonly schema: S;
  fallback: () => output<S>;
}

function key<S extends $ZodType>(build: () => S, fallback: () => output<S>): KeySpec<S> {
  const schema = lazily(build);
  return {
    get schema() {
      return schema();
    },
    fallback,
  };
}

export const storageKeys = {
  // Identity and device
  /** Device id, sent as `deviceid` with every signed call. */
  uuid: key(() => z.nullable(z.string()), () => null),
  /** App version that last wrote the store (for future migrations). */
  version: key(() => z.nullable(z.string()), () => null),
  /** Logged-in user (never accounttype 5). */
  user: key(() => z.nullable(userInfoSchema()), () => null),
  /** Guest (virtual account) info. */
  virUserinfo: key(() => z.nullable(userInfoSchema()), () => null),
  /**
   * What the shell said about the device at the last launch (app/shell/nativeShell.ts): inside
   * the Harmony shell its safe-area insets are applied before the bridge answers again.
   */
  systemInfo: key(() =>
    z.nullable(
      z.object({
        platform: z.enum(['web', 'harmony']),
        safeArea: z.object({ top: z.number(), right: z.number(), bottom: z.number(), left: z.number() }),
        screenWidth: z.number(),
        screenHeight: z.number(),
        pixelRatio: z.number(),
        updatedAt: z.number(),
      }),
    ),
    () => null,
  ),
  channel: key(() => z.string(), () => ''),
  oaid: key(() => z.string(), () => ''),
  android_id: key(() => z.string(), () => ''),
  /** Ours (issue 15): the answer to the first-launch privacy dialog, see features/consent. */
  privacyConsent: key(() =>
    z.nullable(z.object({ choice: z.enum(['agreed', 'declined']), at: z.number(), version: z.string() })),
    () => null,
  ),

  // Commerce state
  /** The order being paid, kept across the payment redirect. */
  payorderstate: key(() => z.nullable(looseRecord()), () => null),
  commonMem: key(() => z.nullable(looseRecord()), () => null),
  accounttype: key(() => z.int(), () => 7),
  /** Times the membership centre was opened since the last purchase (the retention offer's `minCheckouts`). */
  checkoutNum: key(() => z.int().check(z.nonnegative()), () => 0),
  /**
   * The membership centre was closed or reloaded without paying: the retention offer is
   * considered at the next launch, as if the user had left it in the app (features/popups).
   */
  unloadPopup: key(() => z.boolean(), () => false),
  /** Ours (issue 15): offer pop-ups shown on this device, `{ id, at }` (ms), 3000 entries / 90 days at most. */
  popupHistory: key(() => z.array(z.object({ id: z.int(), at: z.number() })), () => []),
  // `buy31` (spec 3) is not kept: whether a month was bought decides upgrades, and that comes
  // from the server's paid orders, never a local flag (docs/popups.md).

  // Content and session
  // `LogoListAll` (spec 3) is not kept: the logo list is the content service's, cached by the
  // service worker; a second local copy would only go stale (docs/popups.md, spec storage keys).
  /** The phone number that last logged in, prefilled on the next login (features/account). */
  phoneNumber: key(() => z.string(), () => ''),
  /** True until the puzzle guide has been seen once. */
  firstPuzzle: key(() => z.boolean(), () => true),
  /** Number of app launches on this device (1 on the very first). */
  firstLaunch: key(() => z.int().check(z.nonnegative()), () => 0),
  /** When the page was last hidden, ms since epoch. */
  closeTime: key(() => z.nullable(z.number()), () => null),
  // `hdc_ab` (spec 3, A/B group, default B) is not kept: the spec names no experiment it splits,
  // and a group the client picks itself decides nothing the server could honour (docs/popups.md).
  /** Ours (issue 13): the vector → PDF task being uploaded, so re-picking the same files after a reload resumes it. */
  pdfTask: key(() => z.nullable(z.object({ tasktag: z.string(), tasktoken: z.string(), files: z.string() })), () => null),

  // Settings (ours, issue 27: /pages/my/set)
  /** JPEG quality of downloaded images: 'standard' (smaller files) or 'high'. */
  downloadQuality: key(() => z.enum(['standard', 'high']), () => 'standard' as const),
  /** Say in a toast what a works sync did (works moved in at login, conflict copies). */
  syncNotices: key(() => z.boolean(), () => true),

  // Download limits
  downloadUserList: key(downloadUserListSchema, () => ({ logo: [], card: [] })),
  /** When downloadUserList was last reset, ms since epoch. */
  downloadTime: key(() => z.nullable(z.number()), () => null),

  // Editor
  /** Ours (issue 26): ids of the library icons used last in the editor, newest first. */
  editorRecentIcons: key(() => z.array(z.string().check(z.maxLength(80))).check(z.maxLength(40)), () => []),
  /**
   * Ours (issue 26): the image tools' latest results (downloaded or sent to the editor), newest
   * first, for the editor's 我的图片. Only references: the pictures are in the asset store
   * (IndexedDB `bzsj-assets`, asset:<md5>); this short list is read at once when the tab opens.
   */
  recentToolPictures: key(
    () => z.array(z.object({ hash: z.string().check(z.regex(/^[0-9a-f]{32}$/)), width: z.number(), height: z.number(), at: z.number() })).check(z.maxLength(40)),
    () => [],
  ),
} satisfies Record<string, KeySpec<$ZodType>>;

export type StorageKey = keyof typeof storageKeys;
export type StorageValue<K extends StorageKey> = output<(typeof storageKeys)[K]['schema']>;
