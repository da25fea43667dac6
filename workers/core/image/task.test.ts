import { describe, expect, it } from 'vitest';
import { createTaskControl, TaskRegistry } from './task.ts';

describe('task control', () => {
  it('a long loop yields every slice and stops at the next checkpoint once cancelled', async () => {
    let now = 0;
    let yields = 0;
    const control = createTaskControl({ now: () => now, sliceMs: 10, yieldNow: async () => void (yields += 1) });
    for (let i = 0; i < 100; i += 1) {
      now += 1;
      await control.checkpoint();
    }
    expect(yields).toBe(10);
    control.cancel();
    await expect(control.checkpoint()).rejects.toMatchObject({ name: 'WorkerError', code: 'CANCELLED', message: '操作已取消' });
  });

  it('reports progress at most every 100 ms, always the final 1, clamped to 0…1, and survives a failing callback', () => {
    let now = 0;
    const seen: number[] = [];
    const control = createTaskControl({ now: () => now, onProgress: (f) => void seen.push(f) });
    control.progress(0.1);
    now = 50;
    control.progress(0.2);
    now = 150;
    control.progress(1.7);
    control.progress(-1);
    expect(seen).toEqual([0.1, 1]);
    const broken = createTaskControl({ onProgress: () => Promise.reject(new Error('proxy released')) });
    expect(() => broken.progress(0.5)).not.toThrow();
  });

  it('cancel(requestId) reaches the running task; a new task with the same id supersedes the old one', async () => {
    const registry = new TaskRegistry();
    const first = registry.start('a');
    const second = registry.start('a');
    await expect(first.checkpoint()).rejects.toMatchObject({ code: 'CANCELLED' });
    registry.cancel('a');
    await expect(second.checkpoint()).rejects.toMatchObject({ code: 'CANCELLED' });
    const third = registry.start('b');
    third.done();
    registry.cancel('b');
    expect(third.cancelled).toBe(false);
  });
});
