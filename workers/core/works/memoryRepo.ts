import type { RecordChange, WorksRepo } from './repo.ts';
import type { WorkOwner, WorkRecord } from './types.ts';

/**
 * WorksRepo over a Map, for Node tests and as the fallback when IndexedDB
 * cannot be opened at all. Records are copied in and out, as IndexedDB's
 * structured clone does, so a caller mutating its object never changes the store.
 * `failNext` makes the next write throw (quota and broken-disk tests).
 */
export interface MemoryWorksRepo extends WorksRepo {
  readonly records: Map<string, WorkRecord>;
  failNext(error: unknown): void;
}

const copy = (record: WorkRecord): WorkRecord => ({ ...record, sync: record.sync ? { ...record.sync } : null });

export function createMemoryWorksRepo(initial: readonly WorkRecord[] = []): MemoryWorksRepo {
  const records = new Map(initial.map((record) => [record.id, copy(record)]));
  const meta = new Map<string, unknown>();
  let pendingFailure: { error: unknown } | null = null;

  const takeFailure = () => {
    const failure = pendingFailure;
    pendingFailure = null;
    if (failure) throw failure.error;
  };

  return {
    records,
    failNext(error) {
      pendingFailure = { error };
    },
    async get(id) {
      const record = records.get(id);
      return record ? copy(record) : undefined;
    },
    async list(owner: WorkOwner) {
      return [...records.values()].filter((record) => record.owner === owner).map(copy);
    },
    async update(id, change) {
      const current = records.get(id);
      const answer: RecordChange = change(current ? copy(current) : undefined);
      if (answer === null) return null;
      takeFailure();
      if ('delete' in answer) records.delete(id);
      else for (const record of 'put' in answer ? [answer.put] : answer.putMany) records.set(record.id, copy(record));
      return answer;
    },
    async getMeta(key) {
      return meta.get(key);
    },
    async setMeta(key, value) {
      takeFailure();
      meta.set(key, value);
    },
    close() {},
  };
}
