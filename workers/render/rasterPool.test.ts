import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLayer } from '../core/model/index.ts';
import type { MadeRaster, RasterJob } from './rasterHelperApi.ts';
import { HELPER_IDLE_MS, HELPER_TIMEOUT_MS, JOBS_PER_MESSAGE, MESSAGES_PER_HELPER, RasterPool } from './rasterPool.ts';
import type { PoolJob, RasterHelper } from './rasterPool.ts';

// The pool's scheduling in Node; the helpers here answer when the test says so (the real
// helper worker is drawn through in e2e/render-canvas.spec.ts).
interface FakeHelper extends RasterHelper {
  pending: { jobs: readonly RasterJob[]; answer(): void; fail(error: unknown): void }[];
  terminated: boolean;
}

function fakeHelper(): FakeHelper {
  const helper: FakeHelper = {
    pending: [],
    terminated: false,
    make: (jobs) =>
      new Promise<MadeRaster[]>((resolve, reject) => {
        helper.pending.push({
          jobs,
          answer: () => resolve(jobs.map((job) => ({ bitmap: {} as ImageBitmap, layout: { level: job.level, pixelWidth: 1, pixelHeight: 1, originX: 0, originY: 0 }, complete: true, bytes: 4, failed: false, hash: `hash-${job.layer.id}` }))),
          fail: reject,
        });
      }),
    terminate: () => {
      helper.terminated = true;
    },
  };
  return helper;
}

function setup(size: number) {
  const helpers: FakeHelper[] = [];
  const landed: string[] = [];
  const failed: string[] = [];
  let settled = 0;
  const pool = new RasterPool(
    () => {
      const helper = fakeHelper();
      helpers.push(helper);
      return helper;
    },
    { landed: (job) => landed.push(job.layer.id), failed: (jobs) => failed.push(...jobs.map((job) => job.layer.id)), settled: () => (settled += 1) },
  );
  pool.resize(size);
  return { pool, helpers, landed, failed, settled: () => settled };
}

const jobs = (n: number): PoolJob[] => Array.from({ length: n }, (_, i) => ({ key: `s${i}@1`, level: 1, mask: false, layer: createLayer('square', { id: `s${i}` }) }));
const taker = (list: PoolJob[]) => (count: number) => list.splice(0, count);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('RasterPool', () => {
  it('starts helpers up to its size and gives each at most two messages of a few jobs', () => {
    const { pool, helpers } = setup(2);
    const queue = jobs(100);
    pool.feed(taker(queue));
    expect(helpers).toHaveLength(2);
    for (const helper of helpers) {
      expect(helper.pending).toHaveLength(MESSAGES_PER_HELPER);
      for (const message of helper.pending) expect(message.jobs).toHaveLength(JOBS_PER_MESSAGE);
    }
    expect(queue).toHaveLength(100 - 2 * MESSAGES_PER_HELPER * JOBS_PER_MESSAGE);
    expect(pool.busy).toBe(true);
    expect(pool.has('s0@1')).toBe(true);
    expect(pool.has('s0@2')).toBe(false);
  });

  it('hands every made raster over, then says it settled; nothing is in flight after the last answer', async () => {
    const { pool, helpers, landed, settled } = setup(1);
    pool.feed(taker(jobs(8)));
    for (const message of [...helpers[0]!.pending]) message.answer();
    await flush();
    expect(landed).toEqual(['s0', 's1', 's2', 's3', 's4', 's5', 's6', 's7']);
    expect(settled()).toBe(2);
    expect(pool.busy).toBe(false);
    expect(pool.has('s0@1')).toBe(false);
  });

  it('a helper that fails gives its jobs back, is terminated, and the pool stops using helpers', async () => {
    const { pool, helpers, failed } = setup(2);
    pool.feed(taker(jobs(3)));
    helpers[0]!.pending[0]!.fail(new Error('crashed'));
    await flush();
    expect(failed).toEqual(['s0', 's1', 's2']);
    expect(helpers[0]!.terminated).toBe(true);
    expect(pool.enabled).toBe(false);
    const queue = jobs(5);
    pool.feed(taker(queue));
    expect(queue).toHaveLength(5);
  });

  it('a helper that never answers counts as failed after the timeout', async () => {
    vi.useFakeTimers();
    const { pool, failed } = setup(1);
    pool.feed(taker(jobs(2)));
    await vi.advanceTimersByTimeAsync(HELPER_TIMEOUT_MS + 1);
    expect(failed).toEqual(['s0', 's1']);
    expect(pool.busy).toBe(false);
  });

  it('warm starts every helper before any job, and helpers without work are terminated after a quiet spell', async () => {
    vi.useFakeTimers();
    const { pool, helpers } = setup(3);
    pool.warm();
    expect(helpers).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(HELPER_IDLE_MS + 1);
    expect(helpers.every((helper) => helper.terminated)).toBe(true);
    expect(pool.started).toBe(0);
  });

  it('without a way to start helpers, or at size 0, takes no jobs', () => {
    const off = new RasterPool(null, { landed: () => {}, failed: () => {}, settled: () => {} });
    off.resize(3);
    const queue = jobs(4);
    off.feed(taker(queue));
    expect(queue).toHaveLength(4);
    const { pool, helpers } = setup(0);
    pool.feed(taker(queue));
    expect(helpers).toHaveLength(0);
    expect(queue).toHaveLength(4);
  });
});
