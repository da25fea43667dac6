/**
 * The app's workers: every thread is started, shared, restarted and ended here (owner.ts has
 * the rules, kinds.ts the list). Screens reach a worker only through this module and the
 * worker's protocol (workers/protocol/*), never a worker's internals.
 */
import { appWorkerKinds, type AppWorkerApis } from './kinds.ts';
import { createWorkerOwner } from './owner.ts';

export type { AppWorkerApis } from './kinds.ts';
export type { DedicatedWorker, OwnedWorker } from './owner.ts';

export const appWorkers = createWorkerOwner<AppWorkerApis>(appWorkerKinds);
