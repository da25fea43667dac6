import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../context';
import { JobQueue } from '../../jobs/queue';
import { ThreadJobError, ThreadRunner } from '../../jobs/threadRunner';
import { deleteExpired, setTaskStatus } from './store';

/**
 * The segmentation task's moving parts: where files live (DATA_DIR/segmentation),
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
    maxQueued: 20,
    jobTimeoutMs: 60_000,
    maxHeapMb: 768,
    retentionSeconds: 24 * 3600,
    uploadsPerHour: 60,
    unfinishedPerUser: 2,
  };
}

export type ImageType = 'image/png' | 'image/jpeg';

export interface SegmentationService {
  settings: SegmentationSettings;
  uploadPath(id: string, type: ImageType): string;
  resultPath(taskId: string): string;
  /** false when the queue is full. */
  submit(taskId: string, upload: { id: string; type: ImageType }): boolean;
  /** Whether this process is still working on the task (a restart loses unfinished tasks). */
  knows(taskId: string): boolean;
  queueFull(): boolean;
  sweep(): Promise<void>;
  close(): Promise<void>;
}

const SWEEP_EVERY_MS = 10 * 60_000;

export function createSegmentationService(app: FastifyInstance, settings: SegmentationSettings): SegmentationService {
  const uploadsDir = join(settings.dir, 'uploads');
  const resultsDir = join(settings.dir, 'results');
  const uploadPath = (id: string, type: ImageType) => join(uploadsDir, `${id}.${type === 'image/png' ? 'png' : 'jpg'}`);
  const resultPath = (taskId: string) => join(resultsDir, `${taskId}.png`);
  const entry = new URL('../../jobs/segment/thread.mjs', import.meta.url);
  const idle = Array.from({ length: settings.concurrency }, () => new ThreadRunner({ entry, timeoutMs: settings.jobTimeoutMs, maxHeapMb: settings.maxHeapMb }));
  const runners = [...idle];
  const now = () => nowSeconds(app.services);

  async function runJob(taskId: string, upload: { id: string; type: ImageType }): Promise<void> {
    const runner = idle.pop();
    if (!runner) throw new Error('no idle runner (queue concurrency exceeds runners)');
    try {
      await setTaskStatus(app.services.db, taskId, 'running', now());
      await mkdir(resultsDir, { recursive: true });
      await runner.run({ input: uploadPath(upload.id, upload.type), output: resultPath(taskId), maxBytes: settings.maxBytes, maxPixels: settings.maxPixels });
      await setTaskStatus(app.services.db, taskId, 'done', now());
    } catch (error) {
      const failure = error instanceof ThreadJobError ? (error.kind === 'timeout' ? 'timeout' : 'internal') : error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : 'internal';
      if (failure === 'internal') app.log.warn({ err: error, taskId }, 'segmentation job failed');
      await setTaskStatus(app.services.db, taskId, 'failed', now(), failure);
    } finally {
      idle.push(runner);
    }
  }

  const queue = new JobQueue<{ id: string; type: ImageType }>({
    concurrency: settings.concurrency,
    maxQueued: settings.maxQueued,
    run: runJob,
    onUnexpected: (taskId, error) => app.log.warn({ err: error, taskId }, 'segmentation job could not record its outcome'),
  });

  async function sweep(): Promise<void> {
    const expired = await deleteExpired(app.services.db, now() - settings.retentionSeconds);
    const names = new Set([...expired.uploads.flatMap((id) => [`${id}.png`, `${id}.jpg`]), ...expired.tasks.map((id) => `${id}.png`)]);
    for (const dir of [uploadsDir, resultsDir]) {
      const files = await readdir(dir).catch(() => [] as string[]);
      for (const name of files) {
        const path = join(dir, name);
        // Also files no row knows (left by a crash mid-upload), once they are old enough.
        const old = await stat(path).then((s) => s.mtimeMs < Date.now() - settings.retentionSeconds * 1000, () => false);
        if (names.has(name) || old) await rm(path, { force: true });
      }
    }
  }

  const timer = setInterval(() => {
    sweep().catch((error: unknown) => app.log.warn({ err: error }, 'segmentation sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();

  return {
    settings,
    uploadPath,
    resultPath,
    submit: (taskId, upload) => queue.enqueue(taskId, upload),
    knows: (taskId) => queue.has(taskId),
    queueFull: () => queue.queued >= settings.maxQueued,
    sweep,
    async close() {
      clearInterval(timer);
      const closing = queue.close();
      // Running jobs end now (their threads stop); a new process reports them as interrupted.
      await Promise.all(runners.map((runner) => runner.close()));
      await closing;
    },
  };
}
