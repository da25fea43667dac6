import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkError, serverError } from './errors.ts';
import { withRetry } from './retry.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('retry (spec 9: 3 tries, 1000 ms apart)', () => {
  it('tries three times, a second apart, then gives up with the last error', async () => {
    vi.useFakeTimers();
    const attempts: number[] = [];
    const result = withRetry(async () => {
      attempts.push(Date.now());
      throw networkError(new TypeError('offline'));
    }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await result).toMatchObject({ kind: 'network' });
    expect(attempts.map((t) => t - (attempts[0] ?? 0))).toEqual([0, 1000, 2000]);
  });

  it('returns the first success', async () => {
    vi.useFakeTimers();
    let n = 0;
    const result = withRetry(async () => {
      n += 1;
      if (n < 2) throw networkError(null);
      return 'ok';
    });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('ok');
    expect(n).toBe(2);
  });

  it('does not repeat a call the server refused', async () => {
    let n = 0;
    await expect(
      withRetry(async () => {
        n += 1;
        throw serverError({ msg: '余额不足' }, 30001);
      }),
    ).rejects.toMatchObject({ code: 30001 });
    expect(n).toBe(1);
  });

  it('stops waiting when aborted between tries', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    let n = 0;
    const result = withRetry(
      async () => {
        n += 1;
        throw networkError(null);
      },
      { signal: controller.signal },
    ).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    expect(await result).toMatchObject({ kind: 'aborted' });
    expect(n).toBe(1);
  });
});
