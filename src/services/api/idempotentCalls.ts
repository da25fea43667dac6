import { isApiError } from './errors.ts';

/**
 * Signed calls that are safe to send again after the server said "database away, retry"
 * (503 / 50302: a PostgreSQL restart or failover): reads, and writes the server
 * de-duplicates or that set a value rather than add one. A call not listed here (an order,
 * an SMS send, a work push with its revision check) is never repeated by the client:
 * the user sees the server's message and decides.
 */
export const IDEMPOTENT_CALLS: ReadonlySet<string> = new Set([
  'getutctime',
  'checktoken',
  'memprofile',
  'virtualactregister',
  'packagelist',
  'payorderstate',
  'wechatstate',
  'worklist',
  'workget',
  'workpictures',
  'workpictureget',
  'workpictureput',
  'changenick',
  'changebasicinfo',
  'downloadquota',
  'sub/green/scan-text',
  'sub/async-task/query-result',
  'pdf/taskstate',
  'pdf/taskdown',
  'pdf/qrcode',
  'pdf/stoptask',
]);

/** The server's "database unavailable, retry after a few seconds" (server/http/errors.ts 50302). */
export const DATABASE_BUSY_CODE = 50302;

export function isDatabaseBusy(error: unknown): boolean {
  return isApiError(error) && error.status === 503 && error.code === DATABASE_BUSY_CODE;
}

/** Tries and first wait of that retry: 1 s, 2 s, 4 s covers a fast PostgreSQL restart (~3 s) with room. */
export const BUSY_RETRY = { tries: 4, delayMs: 1000, backoff: 2 } as const;
