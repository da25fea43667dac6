import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../context.ts';
import { ThreadJobError, ThreadRunner } from '../jobs/threadRunner.ts';
import type { AssetStore } from '../storage/types.ts';
import { localPdfFiles, type PdfFiles } from './files.ts';
import { storePdfFiles } from './storeFiles.ts';
import { beatHeart, claimTask, deleteExpired, moveTask, type ChunkRow } from './store.ts';
import type { PageRange } from './pageRange.ts';

/** The spec's chunk size (52,428,800 bytes) and limitsize (2048, in MB). */
export const CHUNK_BYTES = 52_428_800;
export const LIMIT_MB = 2048;

export interface PdfSettings {
  /** The local store's folder (DATA_DIR/pdf). */
  dir: string;
  /** Scratch copies while the PDF thread reads or writes a file of the object store (DATA_DIR/tmp/pdf). */
  scratchDir: string;
  chunkBytes: number;
  maxFiles: number;
  jobTimeoutMs: number;
  maxHeapMb: number;
  /** Every task and its files go after this long. */
  retentionSeconds: number;
  /** Unfinished, failed or cancelled tasks go after this long without activity. */
  idleSeconds: number;
  activePerUser: number;
}

export function pdfSettings(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): PdfSettings {
  return {
    dir: join(resolve(cwd, env.DATA_DIR || './data'), 'pdf'),
    scratchDir: join(resolve(cwd, env.DATA_DIR || './data'), 'tmp', 'pdf'),
    chunkBytes: CHUNK_BYTES,
    maxFiles: 20,
    jobTimeoutMs: 120_000,
    maxHeapMb: 1536,
    retentionSeconds: 24 * 3600,
    idleSeconds: 2 * 3600,
    activePerUser: 3,
  };
}

const HEARTBEAT_EVERY_MS = 5_000;
const HEARTBEAT_STALE_SECONDS = 30;
const POLL_EVERY_MS = 1_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/** One thread, one job at a time: callers queue behind each other. */
class SerialRunner {
  private tail: Promise<unknown> = Promise.resolve();
  constructor(readonly runner: ThreadRunner) {}
  run(message: Record<string, unknown>): Promise<unknown> {
    const job = this.tail.then(() => this.runner.run(message));
    this.tail = job.catch(() => undefined);
    return job;
  }
}

export interface PdfService {
  settings: PdfSettings;
  /** Where the task's chunks, clean SVGs and PDF live: DATA_DIR/pdf, or the object store (docs/pdf.md). */
  files: PdfFiles;
  /** Joins and sanitises one complete file in the thread; rejects with an Error whose `code` is the reason. */
  sanitize(tasktag: string, fileindex: number, rows: ChunkRow[]): Promise<void>;
  wake(): void;
  sweep(): Promise<void>;
  close(): Promise<void>;
}

/** Failure code of a thread job: the thread's reason, or timeout/internal. */
export function failureOf(error: unknown): string {
  if (error instanceof ThreadJobError) return error.kind === 'timeout' ? 'timeout' : 'internal';
  if (error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code !== 'failed') return error.code;
  return 'internal';
}

/**
 * The PDF files follow the asset store: an S3 store (multipart uploads) keeps them off the nodes'
 * disks; the local store keeps the folder layout of DATA_DIR/pdf.
 */
function pdfFilesFor(app: FastifyInstance, settings: PdfSettings, assets: AssetStore | undefined): PdfFiles {
  const multipart = assets?.multipart;
  if (assets && multipart) return storePdfFiles(() => app.services.db, { ...assets, multipart }, settings.scratchDir, () => nowSeconds(app.services));
  return localPdfFiles(settings.dir, settings.retentionSeconds);
}

export function createPdfService(app: FastifyInstance, settings: PdfSettings, assets?: AssetStore): PdfService {
  const entry = new URL('./thread.mjs', import.meta.url);
  const makeRunner = () => new ThreadRunner({ entry, timeoutMs: settings.jobTimeoutMs, maxHeapMb: settings.maxHeapMb });
  // Sanitising answers an upload request, so it never waits behind a conversion.
  const sanitizer = new SerialRunner(makeRunner());
  const converter = makeRunner();
  const now = () => nowSeconds(app.services);
  const node = `${app.services.machineId}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const files = pdfFilesFor(app, settings, assets);
  let running: Promise<void> | null = null;
  let closed = false;

  async function convert(task: { tasktag: string; filecount: number; pagerange: PageRange; createdAt: number }): Promise<void> {
    const { db } = app.services;
    try {
      const result = await files.convert(task.tasktag, task.filecount, async (inputs, output) => (await converter.run({ op: 'convert', inputs, output, pagerange: task.pagerange, createdAt: task.createdAt })) as { pages: number; bytes: number });
      const moved = await moveTask(db, task.tasktag, ['running'], 'done', now(), { progress: 100, pages: result.pages, resultBytes: result.bytes });
      // Cancelled meanwhile: the PDF nobody will fetch goes now.
      if (!moved) await files.removeTask(task.tasktag);
    } catch (error) {
      const failure = failureOf(error);
      if (failure === 'internal') app.log.warn({ err: error, tasktag: task.tasktag }, 'pdf conversion failed');
      await moveTask(db, task.tasktag, ['running'], 'failed', now(), { failure });
    }
  }

  async function pump(): Promise<void> {
    while (!closed) {
      const task = await claimTask(app.services.db, node, now(), now() - HEARTBEAT_STALE_SECONDS);
      if (!task) return;
      await moveTask(app.services.db, task.tasktag, ['running'], 'running', now(), { progress: 50 });
      await convert(task);
    }
  }

  function wake(): void {
    if (closed || running) return;
    setImmediate(() => {
      if (closed || running) return;
      running = pump()
        .catch((error: unknown) => app.log.warn({ err: error }, 'pdf queue pump failed'))
        .finally(() => {
          running = null;
        });
    });
  }

  async function sweep(): Promise<void> {
    const expired = await deleteExpired(app.services.db, now() - settings.retentionSeconds, now() - settings.idleSeconds, (tx, tasks) => files.queueExpired(tx, tasks));
    await files.sweep(new Set(expired));
  }

  const timers = [
    setInterval(() => void sweep().catch((error: unknown) => app.log.warn({ err: error }, 'pdf sweep failed')), SWEEP_EVERY_MS),
    setInterval(() => {
      if (running) void beatHeart(app.services.db, node, now()).catch((error: unknown) => app.log.warn({ err: error }, 'pdf heartbeat failed'));
    }, HEARTBEAT_EVERY_MS),
    setInterval(wake, POLL_EVERY_MS),
  ];
  for (const timer of timers) timer.unref();

  return {
    settings,
    files,
    async sanitize(tag, f, rows) {
      await files.finishFile(tag, f, rows, async (chunks, output) => void (await sanitizer.run({ op: 'sanitize', chunks, output })));
    },
    wake,
    sweep,
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      // A running conversion is bounded by jobTimeoutMs; it records its outcome while the database is open (preClose).
      if (running) await running;
      await Promise.all([sanitizer.runner.close(), converter.close()]);
    },
  };
}
