import { z } from 'zod/mini';
import { lazily } from '../../shared/lazily.ts';

/**
 * Works folders (spec 3: "works folder per uid: worksList, cardList, qrList").
 *
 * Key scheme: one key per list per owner, so saving a card never rewrites the
 * logo list:
 *   - guest / not logged in: the bare list name — `worksList`, `cardList`, `qrList`
 *   - user with uid U:        `<list>@<U>` — e.g. `worksList@10086`
 * List names hold no `@`, so no uid can reach another list's key. On login the guest
 * lists move into the user's folder and the bare keys are cleared (spec 4);
 * that move belongs to the login flow, after the server confirms the works.
 */
export const worksListNames = ['worksList', 'cardList', 'qrList'] as const;
export type WorksListName = (typeof worksListNames)[number];

/**
 * One entry of a works list. The works feature owns the detailed shape (it
 * lives in IndexedDB with the documents); here we only insist on objects.
 */
// Built on first use (shared/lazily.ts): the startup chunk imports this module.
export const workEntrySchema = lazily(() => z.record(z.string(), z.unknown()));
export type WorkEntry = z.output<ReturnType<typeof workEntrySchema>>;
export const workListSchema = lazily(() => z.array(workEntrySchema()));

/** `uid` null or empty means the guest (local) folder. */
export function worksFolderKey(list: WorksListName, uid: string | number | null): string {
  if (uid === null || uid === '') return list;
  return `${list}@${String(uid)}`;
}
