import { afterEach, describe, expect, it } from 'vitest';
import { timedApi } from './timings.ts';

afterEach(() => performance.clearMeasures());

const measures = (name: string) => performance.getEntriesByName(name, 'measure') as PerformanceMeasure[];

describe('timedApi (User Timing per worker call)', () => {
  it('records one measure per call, named after the worker and the method, and passes results through', async () => {
    const api = timedApi('image', {
      async crop(n: number) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return n * 2;
      },
      size: () => 3,
    });
    expect(await api.crop(21)).toBe(42);
    expect(api.size()).toBe(3);
    const [crop] = measures('image:crop');
    expect(measures('image:crop')).toHaveLength(1);
    expect(crop?.duration).toBeGreaterThanOrEqual(15);
    expect(measures('image:size')).toHaveLength(1);
  });

  it('marks failed calls and lets their errors through unchanged', async () => {
    const failure = { name: 'WorkerError', code: 'BAD_REQUEST', message: '图片无法读取' };
    const api = timedApi('logo', {
      generate: () => Promise.reject(failure),
      broken: () => {
        throw failure;
      },
    });
    await expect(api.generate()).rejects.toBe(failure);
    expect(() => api.broken()).toThrow();
    await Promise.resolve();
    expect(measures('logo:generate')[0]?.detail).toEqual({ failed: true });
    expect(measures('logo:broken')[0]?.detail).toEqual({ failed: true });
  });
});
