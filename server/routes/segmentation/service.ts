import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../context.ts';
import { ThreadJobError, ThreadRunner } from '../../jobs/threadRunner.ts';
import { assetStoreFromEnv } from '../../storage/fromEnv.ts';
import { sweepAssetDeletions } from '../../storage/sweep.ts';
import type { AssetStore } from '../../storage/types.ts';
import { beatHeart, claimNextTask, countQueuedTasks, deleteExpired, heartbeatOf, resultKey, setTaskStatus, uploadKey, type ClaimedTask } from './store.ts';

/**
 * The segmentation task's moving parts: where files live (the asset store: DATA_DIR/assets or S3;
 * only a scratch copy for the worker thread in DATA_DIR/tmp/segmentation),
 * the queue (jobs off the request, a concurrency cap, a queue cap), the worker
 * threads that do the pixel work, and the sweep that deletes old files.
 */
export interface SegmentationSettings {
  dir: string;
  maxBytes: number;
  maxPixels: number;
  concurrency: number;
  maxQueued: number;
  jobTimeoutMs: number;
  maxHeapMb: number;
  /** Uploads, results and task rows are deleted after this long. */
  retentionSeconds: number;
  uploadsPerHour: number;
  unfinishedPerUser: number;
}

export function segmentationSettings(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): SegmentationSettings {
  return {
    dir: join(resolve(cwd, env.DATA_DIR || './data'), 'segmentation'),
    maxBytes: 10 * 1024 * 1024,
    maxPixels: 12_000_000,
    // Two cores are shared with everything else: one cutout at a time.
    concurrency: 1,
    // Queued rows across all nodes; fairness (not this cap) keeps one account's flood from starving others.
    maxQueued: 200,
    jobTimeoutMs: 60_000,
    maxHeapMb: 768,
    retentionSeconds: 24 * 3600,
    uploadsPerHour: 60,
    unfinishedPerUser: 2,
  };
}

export type ImageType = 'image/png' | 'image/jpeg';

/** A running task whose node has not beaten its heart for this long belonged to a node that stopped. */
export const HEARTBEAT_STALE_SECONDS = 30;
const HEARTBEAT_EVERY_MS = 5_000;
/** Nodes also look for queued work this often (a task queued on another node whose workers are busy). */
const POLL_EVERY_MS = 1_000;

export interface SegmentationService {
  settings: SegmentationSettings;
  /** Uploads and results (keys: store.ts uploadKey / resultKey). */
  assets: AssetStore;
  /** Tells this node a task was queued (any node may run it); the row is already in segment_tasks. */
  wake(): void;
  /** Whether a task in state running still has a live node behind it. */
  isAlive(taskId: string): Promise<boolean>;
  queueFull(): Promise<boolean>;
  sweep(): Promise<void>;
  close(): Promise<void>;
}

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * The queue lives in the database (segment_tasks, status queued): every node
 * runs a small pump that claims the next task fairly across accounts
 * (store.ts claimNextTask) whenever it has an idle worker thread, and keeps a
 * heartbeat on what it runs. Files live in the asset store, which every node reaches: a task
 * uploaded to one node is worked by another and fetched from a third, with no shared disk.
 */
export function createSegmentationService(app: FastifyInstance, settings: SegmentationSettings, assets: AssetStore = assetStoreFromEnv()): SegmentationService {
  const scratchDir = join(settings.dir, 'scratch');
  const entry = new URL('../../jobs/segment/thread.mjs', import.meta.url);
  const idle = Array.from({ length: settings.concurrency }, () => new ThreadRunner({ entry, timeoutMs: settings.jobTimeoutMs, maxHeapMb: settings.maxHeapMb }));
  const runners = [...idle];
  const now = () => nowSeconds(app.services);
  const node = `${app.services.machineId}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const running = new Set<Promise<void>>();
  let closed = false;
  let pumping = false;

  async function runJob(runner: ThreadRunner, task: ClaimedTask): Promise<void> {
    await mkdir(scratchDir, { recursive: true });
    const scratch = await mkdtemp(join(scratchDir, `${task.taskId}-`));
    try {
      // The worker thread reads and writes files: a scratch copy of the upload in, the result out to the store.
      const input = join(scratch, 'input');
      const output = join(scratch, 'result.png');
      const upload = await assets.open(uploadKey(task.uploadId, task.contentType));
      if (!upload) throw new Error(`upload ${task.uploadId} missing from the asset store`);
      await pipeline(upload.stream, createWriteStream(input));
      await runner.run({ input, output, maxBytes: settings.maxBytes, maxPixels: settings.maxPixels });
      await assets.putFile(resultKey(task.taskId), output, 'image/png');
      await setTaskStatus(app.services.db, task.taskId, 'done', now());
    } catch (error) {
      const failure = error instanceof ThreadJobError ? (error.kind === 'timeout' ? 'timeout' : 'internal') : error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : 'internal';
      if (failure === 'internal') app.log.warn({ err: error, taskId: task.taskId }, 'segmentation job failed');
      await setTaskStatus(app.services.db, task.taskId, 'failed', now(), failure);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  /** Claims queued tasks while this node has idle workers. */
  async function pump(): Promise<void> {
    if (pumping) return;
    pumping = true;
    try {
      while (!closed && idle.length > 0) {
        const task = await claimNextTask(app.services.db, node, now());
        if (!task) break;
        const runner = idle.pop();
        if (!runner) break;
        const job = runJob(runner, task)
          .catch((error: unknown) => app.log.warn({ err: error, taskId: task.taskId }, 'segmentation job could not record its outcome'))
          .finally(() => {
            idle.push(runner);
            running.delete(job);
            wake();
          });
        running.add(job);
      }
    } finally {
      pumping = false;
    }
  }

  function wake(): void {
    if (closed) return;
    // Never inside the caller's stack: the request answers first.
    setImmediate(() => {
      pump().catch((error: unknown) => app.log.warn({ err: error }, 'segmentation queue pump failed'));
    });
  }

  /** Expired rows → queued deletions (one transaction), then the queue is worked off (any node, each object once). */
  async function sweep(): Promise<void> {
    await deleteExpired(app.services.db, now() - settings.retentionSeconds, now());
    await sweepAssetDeletions(app.services.db, assets);
    // Scratch copies of jobs a crash interrupted (this node's own disk only), while no job of ours runs.
    if (running.size === 0) await rm(scratchDir, { recursive: true, force: true }).catch(() => undefined);
  }

  const sweepTimer = setInterval(() => {
    sweep().catch((error: unknown) => app.log.warn({ err: error }, 'segmentation sweep failed'));
  }, SWEEP_EVERY_MS);
  sweepTimer.unref();
  const heartTimer = setInterval(() => {
    if (running.size > 0) beatHeart(app.services.db, node, now()).catch((error: unknown) => app.log.warn({ err: error }, 'segmentation heartbeat failed'));
  }, HEARTBEAT_EVERY_MS);
  heartTimer.unref();
  const pollTimer = setInterval(wake, POLL_EVERY_MS);
  pollTimer.unref();

  return {
    settings,
    assets,
    wake,
    async isAlive(taskId) {
      const beat = await heartbeatOf(app.services.db, taskId);
      return beat !== null && beat >= now() - HEARTBEAT_STALE_SECONDS;
    },
    queueFull: async () => (await countQueuedTasks(app.services.db)) >= settings.maxQueued,
    sweep,
    /**
     * Claims nothing more and waits for the jobs this node is running to
     * record their outcome (each is bounded by jobTimeoutMs), so the
     * database must still be open: index.ts calls this from preClose.
     * Queued tasks stay queued for the next node that runs.
     */
    async close() {
      closed = true;
      clearInterval(sweepTimer);
      clearInterval(heartTimer);
      clearInterval(pollTimer);
      // A claim in flight finishes into `running` (bounded wait: a dead database must not hang shutdown).
      for (let waited = 0; pumping && waited < 2_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
      await Promise.all([...running]);
      await Promise.all(runners.map((runner) => runner.close()));
    },
  };
}
