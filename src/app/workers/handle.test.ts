import { expose } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkerError } from '../../../workers/core/errors.ts';
import { createWorkerHandle, type WorkerLike } from './handle.ts';

interface EchoApi {
  echo(text: string): Promise<string>;
  never(): Promise<never>;
  fail(): Promise<never>;
}

const channels: MessageChannel[] = [];

/** A "worker" whose other end is a MessagePort in this thread running `api`. */
function fakeWorker(api: EchoApi, beforeComlink?: (port: MessagePort) => void): WorkerLike & { terminated: boolean; crash(): void } {
  const channel = new MessageChannel();
  channels.push(channel);
  beforeComlink?.(channel.port2);
  expose(api, channel.port2);
  const events = new EventTarget();
  return {
    terminated: false,
    postMessage: (message: unknown, transfer?: Transferable[]) => channel.port1.postMessage(message, transfer ?? []),
    addEventListener: (type: string, listener: EventListenerOrEventListenerObject) =>
      type === 'message' ? channel.port1.addEventListener('message', listener) : events.addEventListener(type, listener),
    removeEventListener: (type: string, listener: EventListenerOrEventListenerObject) =>
      type === 'message' ? channel.port1.removeEventListener('message', listener) : events.removeEventListener(type, listener),
    terminate() {
      this.terminated = true;
      channel.port1.close();
    },
    crash: () => events.dispatchEvent(new Event('error')),
  } as WorkerLike & { terminated: boolean; crash(): void };
}

const api: EchoApi = {
  echo: async (text) => `回声：${text}`,
  never: () => new Promise<never>(() => {}),
  fail: async () => {
    throw { name: 'WorkerError', code: 'BAD_REQUEST', message: '参数有误，请检查后重试' };
  },
};

afterEach(() => {
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
});

const errorOf = (promise: Promise<unknown>) => promise.then(() => null, (e: WorkerError) => e);

describe('worker handle', () => {
  // The render worker's patch lane (workers/protocol/patchLane.ts) is built on these two.
  it('posts messages outside comlink as they are, in order with calls, and hands on the worker’s own messages', async () => {
    const order: string[] = [];
    const worker = fakeWorker({ ...api, echo: async (text) => (order.push(`call ${text}`), text) }, (port) => {
      port.addEventListener('message', (event: MessageEvent<{ lane?: number }>) => {
        if (event.data.lane === undefined) return;
        event.stopImmediatePropagation();
        order.push(`lane ${event.data.lane}`);
        port.postMessage({ back: event.data.lane });
      });
    });
    const handle = createWorkerHandle<EchoApi>(worker);
    const back: unknown[] = [];
    handle.onMessage((data) => back.push(data));
    handle.post({ lane: 1 });
    await handle.call((r) => r.echo('a'), 1000);
    handle.post({ lane: 2 });
    await handle.call((r) => r.echo('b'), 1000);
    expect(order).toEqual(['lane 1', 'call a', 'lane 2', 'call b']);
    expect(back).toContainEqual({ back: 1 });
    expect(back).toContainEqual({ back: 2 });
    handle.dispose();
  });

  it('answers calls and passes the worker’s own WorkerError through', async () => {
    const handle = createWorkerHandle<EchoApi>(fakeWorker(api));
    await expect(handle.call((w) => w.echo('标志'), 1000)).resolves.toBe('回声：标志');
    expect(await errorOf(handle.call((w) => w.fail(), 1000))).toMatchObject({ code: 'BAD_REQUEST', message: '参数有误，请检查后重试' });
    handle.dispose();
  });

  it('a call with no answer ends as TIMEOUT with a Chinese message', async () => {
    const handle = createWorkerHandle<EchoApi>(fakeWorker(api));
    expect(await errorOf(handle.call((w) => w.never(), 30))).toMatchObject({ name: 'WorkerError', code: 'TIMEOUT', message: '处理超时，请稍后重试' });
    handle.dispose();
  });

  it('dispose cancels waiting calls at once, refuses new ones and terminates the worker', async () => {
    const worker = fakeWorker(api);
    const handle = createWorkerHandle<EchoApi>(worker);
    const waiting = errorOf(handle.call((w) => w.never(), 60_000));
    handle.dispose();
    expect(await waiting).toMatchObject({ code: 'CANCELLED' });
    expect(await errorOf(handle.call((w) => w.echo('x'), 1000))).toMatchObject({ code: 'CANCELLED' });
    expect(worker.terminated).toBe(true);
  });

  it('after a crash every call fails fast with WORKER_CRASHED, and the page is told once', async () => {
    const worker = fakeWorker(api);
    const told: WorkerError[] = [];
    const handle = createWorkerHandle<EchoApi>(worker, (e) => told.push(e));
    worker.crash();
    expect(handle.crashed).toBe(true);
    expect(await errorOf(handle.call((w) => w.echo('x'), 1000))).toMatchObject({ code: 'WORKER_CRASHED', message: '后台处理出错，请刷新页面后重试' });
    expect(told.map((e) => e.code)).toEqual(['WORKER_CRASHED']);
    handle.dispose();
  });

  it('a crash ends the calls in flight at once (not at their timeout)', async () => {
    const worker = fakeWorker(api);
    const handle = createWorkerHandle<EchoApi>(worker);
    const waiting = errorOf(handle.call((w) => w.never(), 60_000));
    worker.crash();
    expect(await waiting).toMatchObject({ code: 'WORKER_CRASHED' });
    handle.dispose();
  });
});
