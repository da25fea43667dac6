import type { AppStorage, StorageResult } from '../../services/storage/storage.ts';
import { worksListNames, type WorkEntry } from '../../services/storage/worksFolder.ts';

function entryKey(entry: WorkEntry): string | null {
  const id = entry.id ?? entry.workid ?? entry.uuid;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/**
 * Spec 4 "Login": the guest's local works lists move into the user's folder
 * and the local lists are cleared. Guest entries go first (the newest work
 * the guest just made stays on top); an entry the user already has (same id)
 * is not doubled. A guest list is cleared only after the user's list was
 * written, so a full disk never loses a work. The server-side sync belongs
 * to the works feature.
 */
export function moveGuestWorks(storage: AppStorage, uid: string): StorageResult {
  for (const list of worksListNames) {
    const guest = storage.getWorks(list, null);
    if (guest.length === 0) continue;
    const mine = storage.getWorks(list, uid);
    const seen = new Set(guest.map(entryKey).filter((key): key is string => key !== null));
    const merged = [...guest, ...mine.filter((entry) => {
      const key = entryKey(entry);
      return key === null || !seen.has(key);
    })];
    const saved = storage.setWorks(list, uid, merged);
    if (!saved.ok) return saved;
    const cleared = storage.removeWorks(list, null);
    if (!cleared.ok) return cleared;
  }
  return { ok: true };
}
