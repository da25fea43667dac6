import type { DownloadUserList } from '../../../services/storage/index.ts';

/**
 * The free daily download allowance, for the UI's messages only: the server
 * counts and enforces it per account and Asia/Shanghai day
 * (server/routes/vip/rules.ts, docs/membership.md). The spec's local lists
 * (downloadUserList) no longer decide anything.
 */
export const FREE_DAILY_DOWNLOADS = 3;

export type LimitedKind = keyof DownloadUserList;
