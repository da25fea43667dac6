import { describe, expect, it } from 'vitest';
import { failFast } from './failFast.ts';

describe('a worker that fails to load', () => {
  it('ends the calls waiting on it at once with a message the page can show', async () => {
    const worker = new EventTarget();
    const failed = failFast(worker);
    const waiting = Promise.race([new Promise(() => {}), failed]);
    worker.dispatchEvent(new Event('error'));
    await expect(waiting).rejects.toMatchObject({ name: 'WorkerError', code: 'WORKER_CRASHED', message: '后台处理出错，请刷新页面后重试' });
  });

  it('a healthy worker is left alone, and a failure nobody waits for is no unhandled rejection', async () => {
    const worker = new EventTarget();
    const failed = failFast(worker);
    expect(await Promise.race([failed, Promise.resolve('answered')])).toBe('answered');
    worker.dispatchEvent(new Event('messageerror'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
