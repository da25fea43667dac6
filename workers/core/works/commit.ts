import { WorksDbError } from './errors.ts';
import { contentHashOf } from './hash.ts';
import type { RecordChange, WorksRepo } from './repo.ts';
import type { WorkRecord } from './types.ts';

/**
 * `repo.update` followed by reading every written record back: a write that
 * "succeeded" but did not land (a broken disk, an eviction, a bug) is reported
 * instead of being trusted. Another tab may legitimately have written a newer
 * revision in between; anything older, or the same revision with other bytes, fails.
 */
export async function verifiedUpdate(
  repo: WorksRepo,
  id: string,
  change: (current: WorkRecord | undefined) => RecordChange,
): Promise<RecordChange> {
  const answer = await repo.update(id, change);
  if (answer === null || 'delete' in answer) return answer;
  for (const written of 'put' in answer ? [answer.put] : answer.putMany) {
    const back = await repo.get(written.id);
    if (!back) throw new WorksDbError('verify', `work ${written.id} missing after write`);
    if (back.revision < written.revision) throw new WorksDbError('verify', `work ${written.id} went back to revision ${back.revision}`);
    if (back.revision > written.revision) continue;
    const same =
      back.hash === written.hash &&
      back.name === written.name &&
      back.deletedAt === written.deletedAt &&
      back.owner === written.owner &&
      contentHashOf(back.content) === back.hash;
    if (!same) throw new WorksDbError('verify', `work ${written.id} read back differently`);
  }
  return answer;
}
