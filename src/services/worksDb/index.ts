export { GUEST_OWNER, isDirtyForSync, ownerUid, userOwner, workKinds } from './types.ts';
export type { WorkKind, WorkOwner, WorkRecord, WorkSyncState } from './types.ts';
export type { RecordChange, WorksRepo } from './repo.ts';
export { WorksDbError, isWorksDbError, toWorksDbError, type WorksDbErrorKind } from './errors.ts';
export { contentHashOf } from './hash.ts';
export { verifiedUpdate } from './commit.ts';
export { createMemoryWorksRepo, type MemoryWorksRepo } from './memoryRepo.ts';
export { createIdbWorksRepo, WORKS_DB_NAME, WORKS_DB_VERSION } from './idbRepo.ts';
export { createWorksJournal, JOURNAL_KEY, type JournalEntry, type WorksJournal } from './journal.ts';
