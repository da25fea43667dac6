import { contentHashOf, verifiedUpdate } from '../../../services/worksDb/index.ts';
import { writeLastSession } from '../editor/lastSession.ts';
import { planSave, type SavePlan } from '../../../../workers/core/works/rules/savePlan.ts';
import { workMerger } from '../../../../workers/core/works/rules/workContent.ts';
import type { WorksRuntime } from '../runtime.ts';

/**
 * Folds journal entries (written synchronously when a tab was hidden or
 * unloaded) into IndexedDB at start-up. The usual revision rules apply: an
 * entry written on top of what is stored becomes the next revision; one that
 * meets a newer stored revision it cannot be merged with is kept as a copy.
 * An entry is removed only after its content is safely stored.
 * Resolves with the names of any copies made.
 */
export async function recoverJournal(runtime: Pick<WorksRuntime, 'repo' | 'journal' | 'newId' | 'channel'>): Promise<string[]> {
  const copies: string[] = [];
  for (const written of runtime.journal.entries()) {
    // The page leaves the hash out when it journals on hide (no time for md5 of a large work then).
    const entry = written.hash === '' ? { ...written, hash: contentHashOf(written.content) } : written;
    const outcome: { plan: SavePlan | null } = { plan: null };
    try {
      await verifiedUpdate(runtime.repo, entry.id, (current) => {
        // The editor's own save that was in flight at the reload landed: the entry already holds all of it.
        const ownSave = current !== undefined && entry.inFlightHash !== undefined && current.hash === entry.inFlightHash;
        const baseRevision = ownSave ? Math.max(entry.baseRevision, current.revision) : entry.baseRevision;
        outcome.plan = planSave(
          current,
          { ...entry, baseRevision, rename: false, baseContent: null, thumb: undefined, now: entry.savedAt },
          workMerger(entry.kind),
          runtime.newId,
        );
        const plan = outcome.plan;
        if (plan.kind === 'unchanged') return null;
        return { put: plan.kind === 'copied' ? plan.copy : plan.record };
      });
    } catch {
      // Still full or unavailable: keep the entry for the next start.
      continue;
    }
    const plan: SavePlan | null = outcome.plan;
    if (plan === null) continue;
    if (plan.kind === 'copied') copies.push(plan.copy.name);
    // A journal means the editor went away with unsaved edits: offer that work when the editor opens next.
    await writeLastSession(runtime.repo, { id: plan.kind === 'copied' ? plan.copy.id : entry.id, clean: false });
    if (plan.kind !== 'unchanged') runtime.channel.post({ type: 'saved', id: plan.kind === 'copied' ? plan.copy.id : plan.record.id, revision: plan.kind === 'copied' ? plan.copy.revision : plan.record.revision, from: runtime.channel.tabId });
    runtime.journal.remove(entry.id, written);
  }
  return copies;
}
