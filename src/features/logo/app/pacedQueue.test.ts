import { describe, expect, it } from 'vitest';
import { createPacedQueue } from './pacedQueue.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A hand-driven idle clock. */
function idle() {
  const waiting: Array<() => void> = [];
  return {
    pause: (go: () => void) => void waiting.push(go),
    async tick() {
      waiting.shift()?.();
      await settle();
    },
    get pending() {
      return waiting.length;
    },
  };
}

describe('thumbnails drawn one at a time, in idle time', () => {
  it('starts each job in an idle moment, only after the one before settled, failures included', async () => {
    const clock = idle();
    const queue = createPacedQueue(clock.pause);
    const started: string[] = [];
    const job = (name: string, fail = false) => () => {
      started.push(name);
      return fail ? Promise.reject(new Error(name)) : Promise.resolve(name);
    };
    const a = queue.run(job('a', true));
    const b = queue.run(job('b'));
    const c = queue.run(job('c'));
    a.catch(() => undefined);
    await settle();
    expect(started).toEqual([]);
    await clock.tick();
    await expect(a).rejects.toThrow('a');
    expect(started).toEqual(['a']);
    await clock.tick();
    await expect(b).resolves.toBe('b');
    await clock.tick();
    await expect(c).resolves.toBe('c');
    expect(started).toEqual(['a', 'b', 'c']);
    expect(clock.pending).toBe(1);
    await clock.tick();
    expect(clock.pending).toBe(0);
  });

  it('a thumbnail scrolled away before its turn is never drawn', async () => {
    const clock = idle();
    const queue = createPacedQueue(clock.pause);
    const started: string[] = [];
    const gone = new AbortController();
    const first = queue.run(async () => started.push('first'));
    const dropped = queue.run(async () => started.push('dropped'), gone.signal);
    const last = queue.run(async () => started.push('last'));
    dropped.catch(() => undefined);
    gone.abort();
    await clock.tick();
    await first;
    await clock.tick();
    await expect(dropped).rejects.toMatchObject({ code: 'CANCELLED' });
    await last;
    expect(started).toEqual(['first', 'last']);
  });
});
