import type { ApiClient } from '../../services/api/client.ts';
import type { UserInfo } from '../../services/account/userInfo.ts';
import { isVip } from '../../services/account/vip.ts';
import { systemClock, systemTimers, type Clock, type Timers } from '../../services/clock.ts';
import { randomUuid } from '../../../workers/core/random/random.ts';
import type { AppStorage } from '../../services/storage/storage.ts';
import { GUEST_OWNER, userOwner, type WorkOwner, type WorksJournal, type WorksRepo } from '../../services/worksDb/index.ts';
import type { WorksApi } from '../../../workers/protocol/works.ts';
import type { WorksChannel } from './session/channel.ts';

/**
 * The works feature's long-lived parts, created once at start-up
 * (registerWorksListeners) and shared by the editor session, the sync and
 * the works pages.
 */

export interface ImageExportRequest {
  document: unknown;
  format: 'png' | 'jpeg' | 'svg' | 'pdf';
  /** Longest side in pixels. */
  size: number;
  /** JPEG quality 0…1 (the setting 下载图片画质); PNG ignores it. */
  quality?: number;
}

export interface Identity {
  owner: WorkOwner;
  /** The signed-in user (never a guest account); null for the guest folder. */
  user: UserInfo | null;
}

export interface WorksRuntime {
  repo: WorksRepo;
  journal: WorksJournal;
  channel: WorksChannel;
  storage: AppStorage;
  api: ApiClient;
  clock: Clock;
  timers: Timers;
  newId(): string;
  identity(): Identity;
  /** VIP now (server-corrected clock). */
  isVip(): boolean;
  /** Autosave's data work; null = the works worker (started with the first editor session). Node tests pass the engine in-thread. */
  engine: WorksApi | null;
  /** Settles once journal entries left by a reload or crash are in IndexedDB; readers wait for it. */
  recovered: Promise<void>;
}

export interface WorksRuntimeOptions {
  repo: WorksRepo;
  journal: WorksJournal;
  channel: WorksChannel;
  storage: AppStorage;
  api: ApiClient;
  clock?: Clock;
  timers?: Timers;
  engine?: WorksApi;
}

/** The folder works are saved to now: the signed-in user's, else the guest's. */
export function identityFrom(storage: AppStorage): Identity {
  const user = storage.get('user');
  // accounttype 5 is never the logged-in user (spec 3); a stored one is treated as signed out.
  if (!user || Number(user.accounttype) === 5 || user.usertoken === '') return { owner: GUEST_OWNER, user: null };
  return { owner: userOwner(user.uid), user };
}

export function createWorksRuntime(options: WorksRuntimeOptions): WorksRuntime {
  const clock = options.clock ?? systemClock;
  return {
    ...options,
    clock,
    timers: options.timers ?? systemTimers,
    newId: () => `w_${randomUuid().replace(/-/g, '')}`,
    identity: () => identityFrom(options.storage),
    isVip() {
      const { user } = identityFrom(options.storage);
      return isVip(user, options.api.time.nowSeconds());
    },
    engine: options.engine ?? null,
    recovered: Promise.resolve(),
  };
}

let current: WorksRuntime | null = null;

export function setWorksRuntime(runtime: WorksRuntime | null): void {
  current = runtime;
}

/** The runtime set up at start-up; pages and listeners use this one. */
export function worksRuntime(): WorksRuntime {
  if (!current) throw new Error('works runtime not started (registerWorksListeners)');
  return current;
}

