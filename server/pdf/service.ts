import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../context.ts';
import { ThreadJobError, ThreadRunner } from '../jobs/threadRunner.ts';
import { beatHeart, claimTask, deleteExpired, moveTask } from './store.ts';
import type { PageRange } from './pageRange.ts';

/** The spec's chunk size (52,428,800 bytes) and limitsize (2048, in MB). */
export const CHUNK_BYTES = 52_428_800;
export const LIMIT_MB = 2048;

export interface PdfSettings {
  dir: string;
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
  taskDir(tasktag: string): string;
  /** Named by content too, so two racing uploads of one chunk with different bytes never overwrite each other. */
  chunkPath(tasktag: string, fileindex: number, chunk: number, md5: string): string;
  cleanPath(tasktag: string, fileindex: number): string;
  resultPath(tasktag: string): string;
  /** Joins and sanitises one complete file in the thread; rejects with an Error whose `code` is the reason. */
  sanitize(tasktag: string, fileindex: number, md5s: string[]): Promise<void>;
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

export function createPdfService(app: FastifyInstance, settings: PdfSettings): PdfService {
  const entry = new URL('./thread.mjs', import.meta.url);
  const makeRunner = () => new ThreadRunner({ entry, timeoutMs: settings.jobTimeoutMs, maxHeapMb: settings.maxHeapMb });
  // Sanitising answers an upload request, so it never waits behind a conversion.
  const sanitizer = new SerialRunner(makeRunner());
  const converter = makeRunner();
  const now = () => nowSeconds(app.services);
  const node = `${app.services.machineId}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const taskDir = (tag: string) => join(settings.dir, tag);
  const chunkPath = (tag: string, f: number, c: number, md5: string) => join(taskDir(tag), `f${f}.c${c}.${md5}`);
  const cleanPath = (tag: string, f: number) => join(taskDir(tag), `f${f}.svg`);
  const resultPath = (tag: string) => join(taskDir(tag), 'result.pdf');
  let running: Promise<void> | null = null;
  let closed = false;

  async function convert(task: { tasktag: string; filecount: number; pagerange: PageRange }): Promise<void> {
    const { db } = app.services;
    const inputs = Array.from({ length: task.filecount }, (_, f) => cleanPath(task.tasktag, f));
    try {
      const result = (await converter.run({ op: 'convert', inputs, output: resultPath(task.tasktag), pagerange: task.pagerange })) as { pages: number; bytes: number };
      const moved = await moveTask(db, task.tasktag, ['running'], 'done', now(), { progress: 100, pages: result.pages, resultBytes: result.bytes });
      // Cancelled meanwhile: the PDF nobody will fetch goes now.
      if (!moved) await rm(taskDir(task.tasktag), { recursive: true, force: true });
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
    const gone = new Set(await deleteExpired(app.services.db, now() - settings.retentionSeconds, now() - settings.idleSeconds));
    const names = await readdir(settings.dir).catch(() => [] as string[]);
    for (const name of names) {
      const path = join(settings.dir, name);
      // Also folders no row knows any more (a crash between rm and DELETE), once old enough.
      const old = await stat(path).then((s) => s.mtimeMs < Date.now() - settings.retentionSeconds * 1000, () => false);
      if (gone.has(name) || old) await rm(path, { recursive: true, force: true });
    }
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
    taskDir,
    chunkPath,
    cleanPath,
    resultPath,
    async sanitize(tag, f, md5s) {
      await mkdir(taskDir(tag), { recursive: true });
      await sanitizer.run({ op: 'sanitize', chunks: md5s.map((md5, c) => chunkPath(tag, f, c, md5)), output: cleanPath(tag, f) });
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
