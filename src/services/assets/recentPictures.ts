import type { AppStorage } from '../storage/storage.ts';
import type { StorageValue } from '../storage/keys.ts';

/**
 * The image tools' latest results, for the editor's 我的图片 (issue 26). The tools keep nothing
 * after a download or a hand-off, so each result they put in the asset store (asset:<md5>) is
 * also named here; the list is short and capped, the pictures stay in IndexedDB.
 */
export type RecentPicture = StorageValue<'recentToolPictures'>[number];

/** How many results are remembered (the oldest beyond it are dropped; their pictures stay stored). */
export const RECENT_PICTURES_MAX = 24;

/** The list after a new result: it goes first, the same picture made again is not listed twice. */
export function withRecentPicture(list: readonly RecentPicture[], picture: RecentPicture, max = RECENT_PICTURES_MAX): RecentPicture[] {
  return [picture, ...list.filter((other) => other.hash !== picture.hash)].slice(0, max);
}

/** Remembers a result kept in the asset store as `asset:<hash>`; a failed write only loses the listing. */
export function rememberToolPicture(storage: AppStorage, picture: { hash: string; width: number; height: number }, now = Date.now()): void {
  if (!/^[0-9a-f]{32}$/.test(picture.hash)) return;
  storage.set('recentToolPictures', withRecentPicture(storage.get('recentToolPictures'), { ...picture, at: now }));
}
