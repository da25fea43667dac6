import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JobQueue } from './queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('in-process job queue', () => {
  it('never runs more than its concurrency at once, runs every accepted job once, in order of arrival', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 3 }), fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 12 }), async (concurrency, durations) => {
        let running = 0;
        let peak = 0;
        const started: string[] = [];
        const finished: string[] = [];
        const queue = new JobQueue<number>({
          concurrency,
          maxQueued: 100,
          run: async (id, ticks) => {
            started.push(id);
            running += 1;
            peak = Math.max(peak, running);
            for (let i = 0; i < ticks; i += 1) await tick();
            running -= 1;
            finished.push(id);
          },
        });
        const ids = durations.map((_, i) => `job${i}`);
        ids.forEach((id, i) => expect(queue.enqueue(id, durations[i] ?? 0)).toBe(true));
        while (finished.length < ids.length) await tick();
        expect(peak).toBeLessThanOrEqual(concurrency);
        expect(started).toEqual(ids);
        expect([...finished].sort()).toEqual([...ids].sort());
      }),
      { numRuns: 30 },
    );
  });

  it('refuses jobs beyond its waiting cap and duplicates; a failing job does not stop the next', async () => {
    const failures: string[] = [];
    const done: string[] = [];
    const queue = new JobQueue<boolean>({
      concurrency: 1,
      maxQueued: 2,
      run: async (id, fail) => {
        await tick();
        if (fail) throw new Error('boom');
        done.push(id);
      },
      onUnexpected: (id) => failures.push(id),
    });
    expect(queue.enqueue('a', true)).toBe(true);
    expect(queue.enqueue('b', false)).toBe(true);
    expect(queue.enqueue('b', false)).toBe(false);
    expect(queue.enqueue('c', false)).toBe(false);
    expect(queue.has('a')).toBe(true);
    while (done.length < 1) await tick();
    expect(failures).toEqual(['a']);
    expect(done).toEqual(['b']);
    expect(queue.has('a')).toBe(false);
  });

  it('close drops waiting jobs, waits for the running one, and takes no new ones', async () => {
    let release = () => {};
    const queue = new JobQueue<null>({ concurrency: 1, maxQueued: 5, run: () => new Promise<void>((resolve) => (release = resolve)) });
    queue.enqueue('running', null);
    queue.enqueue('waiting', null);
    await tick();
    expect(queue.active).toBe(1);
    let closed = false;
    const closing = queue.close().then((dropped) => {
      closed = true;
      return dropped;
    });
    await tick();
    expect(closed).toBe(false);
    release();
    expect(await closing).toEqual(['waiting']);
    expect(queue.enqueue('late', null)).toBe(false);
  });
});
