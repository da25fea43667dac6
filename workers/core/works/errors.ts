import { isQuotaError } from '../storage/quotaError.ts';

/**
 * Why a works database operation failed. The feature turns the kind into a
 * Chinese message that says what to do (export, free space, refresh).
 *   quota       — the browser refused for lack of space (QuotaExceededError)
 *   unavailable — IndexedDB is missing, blocked or broken (private mode, a newer
 *                 database version opened by another tab, a crashed backend)
 *   verify      — the write reported success but reading it back did not match
 */
export type WorksDbErrorKind = 'quota' | 'unavailable' | 'verify';

export class WorksDbError extends Error {
  readonly kind: WorksDbErrorKind;

  constructor(kind: WorksDbErrorKind, detail: string, cause?: unknown) {
    super(detail, { cause });
    this.name = 'WorksDbError';
    this.kind = kind;
  }
}

export function isWorksDbError(value: unknown): value is WorksDbError {
  return value instanceof WorksDbError;
}

/** Any failure from IndexedDB (or a transaction's abort reason) as a WorksDbError. */
export function toWorksDbError(error: unknown): WorksDbError {
  if (error instanceof WorksDbError) return error;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new WorksDbError(isQuotaError(error) ? 'quota' : 'unavailable', detail, error);
}
