export { GUEST_OWNER, isDirtyForSync, ownerUid, userOwner, workKinds } from '../../../workers/core/works/types.ts';
export type { WorkKind, WorkOwner, WorkRecord, WorkSyncState } from '../../../workers/core/works/types.ts';
export type { RecordChange, WorksRepo } from '../../../workers/core/works/repo.ts';
export { WorksDbError, isWorksDbError, toWorksDbError, type WorksDbErrorKind } from '../../../workers/core/works/errors.ts';
export { contentHashOf } from '../../../workers/core/works/hash.ts';
export { verifiedUpdate } from '../../../workers/core/works/commit.ts';
export { createMemoryWorksRepo, type MemoryWorksRepo } from '../../../workers/core/works/memoryRepo.ts';
export { createIdbWorksRepo, WORKS_DB_NAME, WORKS_DB_VERSION } from '../../../workers/core/storage/idbRepo.ts';
export { createWorksJournal, JOURNAL_KEY, type JournalEntry, type WorksJournal } from './journal.ts';
