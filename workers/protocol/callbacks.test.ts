import { expose, finalizer, proxy, releaseProxy, wrap } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { releasingCallbacks } from './callbacks.ts';

interface CountingApi {
  count(to: number, onProgress: (n: number) => void): Promise<number>;
  fail(onProgress: (n: number) => void): Promise<number>;
}

const channels: MessageChannel[] = [];
afterEach(() => {
  kept.length = 0;
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
});

/** The api exposed on one end of a channel, as a worker exposes it; the page's proxy on the other. */
function connect(api: CountingApi) {
  const channel = new MessageChannel();
  channels.push(channel);
  expose(releasingCallbacks(api), channel.port2);
  return wrap<CountingApi>(channel.port1);
}

/** A progress callback that knows when the worker let go of it (comlink calls `finalizer` then). */
function trackedCallback() {
  const seen: number[] = [];
  let released!: () => void;
  const whenReleased = new Promise<void>((resolve) => (released = resolve));
  const callback = Object.assign((n: number) => void seen.push(n), { [finalizer]: () => released() });
  return { seen, whenReleased, callback: proxy(callback) };
}

// The worker side holds on to the callbacks (as a service keeps a request's progress
// reporter), so only an explicit release frees them, not garbage collection.
const kept: unknown[] = [];

const api: CountingApi = {
  async count(to, onProgress) {
    kept.push(onProgress);
    for (let n = 1; n <= to; n += 1) await onProgress(n);
    return to;
  },
  async fail(onProgress) {
    kept.push(onProgress);
    await onProgress(1);
    throw new Error('坏了');
  },
};

describe('releasingCallbacks', () => {
  it('the page’s progress callback is released once the call is answered', async () => {
    const remote = connect(api);
    const { seen, whenReleased, callback } = trackedCallback();
    await expect(remote.count(3, callback)).resolves.toBe(3);
    expect(seen).toEqual([1, 2, 3]);
    await whenReleased;
    remote[releaseProxy]();
  });

  it('also when the call fails', async () => {
    const remote = connect(api);
    const { whenReleased, callback } = trackedCallback();
    await expect(remote.fail(callback)).rejects.toThrow('坏了');
    await whenReleased;
    remote[releaseProxy]();
  });

  it('plain functions (a call within the worker or a Node test) pass through untouched', async () => {
    const seen: number[] = [];
    await expect(releasingCallbacks(api).count(2, (n) => void seen.push(n))).resolves.toBe(2);
    expect(seen).toEqual([1, 2]);
  });
});
