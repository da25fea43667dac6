import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, chunkErrorHref, classifyPageError, loadChunk, PAGE_LOAD_TIMEOUT_MS, PAGE_LOADING_DELAY_MS, PageLoadError, PageLoadTimeoutError, settleWithin, sharedUntilFailure, withLoadTimeout } from './lazyPage.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** An import the test settles by hand. */
function manualImport<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const importer = vi.fn(
    () =>
      new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { importer, resolve: (value: T) => resolve(value), reject: (error: unknown) => reject(error) };
}

function settled<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(state, { value, done: true }),
    (error: unknown) => Object.assign(state, { error, done: true }),
  );
  return state;
}

describe('lazy page timings', () => {
  it('are the spec values: loading after 200 ms, give up after 60 s', () => {
    expect(PAGE_LOADING_DELAY_MS).toBe(200);
    expect(PAGE_LOAD_TIMEOUT_MS).toBe(60_000);
  });

  it('resolves with the module when the chunk arrives in time', async () => {
    const chunk = manualImport<{ default: string }>();
    const state = settled(withLoadTimeout(chunk.importer)());
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS - 1);
    chunk.resolve({ default: 'page' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state).toEqual({ done: true, value: { default: 'page' } });
    // The timer was cleared: nothing rejects later.
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS);
    expect(state.error).toBeUndefined();
  });

  it('rejects with a timeout error exactly at 60 s when the chunk hangs', async () => {
    const chunk = manualImport<unknown>();
    const state = settled(withLoadTimeout(chunk.importer)());
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS - 1);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.error).toBeInstanceOf(PageLoadTimeoutError);
    expect(classifyPageError(state.error)).toBe('timeout');
  });

  it('turns a failed import into a chunk error, and a retry imports again', async () => {
    const chunk = manualImport<{ default: string }>();
    const load = withLoadTimeout(chunk.importer);
    const first = settled(load());
    chunk.reject(new TypeError('Failed to fetch dynamically imported module'));
    await vi.advanceTimersByTimeAsync(0);
    expect(first.error).toBeInstanceOf(PageLoadError);
    expect(classifyPageError(first.error)).toBe('chunk');

    const second = settled(load());
    chunk.resolve({ default: 'page' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chunk.importer).toHaveBeenCalledTimes(2);
    expect(second.value).toEqual({ default: 'page' });
  });

  it('classifies anything else as a render error', () => {
    expect(classifyPageError(new Error('boom'))).toBe('render');
    expect(classifyPageError('boom')).toBe('render');
  });
});

describe('script chunk load (spec 8/9: ChunkLoadError after 120 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up exactly at 120 s with ChunkLoadError, which the error page shows as a timeout', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const outcome: { error?: unknown } = {};
    loadChunk(() => new Promise<never>(() => {})).catch((error: unknown) => void (outcome.error = error));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.error).toBeInstanceOf(ChunkLoadError);
    expect(classifyPageError(outcome.error)).toBe('timeout');
    expect(chunkErrorHref('/pages/imageMatting/imgMatting?x=1')).toBe('/pages/err/defailErr?from=%2Fpages%2FimageMatting%2FimgMatting%3Fx%3D1');
  });

  it('resolves with the module when it arrives in time', async () => {
    const loaded = loadChunk(() => new Promise<{ ok: true }>((resolve) => setTimeout(() => resolve({ ok: true }), 119_000)));
    await vi.advanceTimersByTimeAsync(119_000);
    await expect(loaded).resolves.toEqual({ ok: true });
  });
});

describe('one race for both limits (settleWithin)', () => {
  it('a script chunk that fails passes its own error through, a page that fails becomes PageLoadError', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadChunk(() => Promise.reject(failure))).rejects.toBe(failure);
    await expect(withLoadTimeout(() => Promise.reject(failure))()).rejects.toBeInstanceOf(PageLoadError);
    await expect(loadChunk(() => Promise.reject('text'))).rejects.toThrow('text');
  });

  it('settles exactly once whatever the order of timeout and arrival', async () => {
    const onTimeout = vi.fn(() => new Error('late'));
    const onFailure = vi.fn((error: unknown) => new Error(String(error)));
    const chunk = manualImport<string>();
    const state = settled(settleWithin(chunk.importer, 1_000, { onTimeout, onFailure }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.error).toEqual(new Error('late'));
    chunk.resolve('too late');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.value).toBeUndefined();
    expect(onFailure).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer behind once the import settles', async () => {
    const loaded = settleWithin(() => Promise.resolve(1), 5_000, { onTimeout: () => new Error('t'), onFailure: () => new Error('f') });
    await expect(loaded).resolves.toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('a lazily loaded part shared by its callers (sharedUntilFailure)', () => {
  it('loads once for every caller while it works', async () => {
    const load = vi.fn(() => Promise.resolve({ ready: true }));
    const part = sharedUntilFailure(load);
    const [a, b] = await Promise.all([part(), part()]);
    expect(a).toBe(b);
    await part();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a chunk that never came (120 s), the next caller imports again and succeeds', async () => {
    const chunks = [manualImport<string>(), manualImport<string>()];
    let attempt = 0;
    const part = sharedUntilFailure(() => loadChunk(() => chunks[attempt++]!.importer()));
    const first = settled(part());
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    expect(first.error).toBeInstanceOf(ChunkLoadError);

    const second = settled(part());
    chunks[1]!.resolve('loaded');
    await vi.advanceTimersByTimeAsync(0);
    expect(second.value).toBe('loaded');
    expect(await part()).toBe('loaded');
    expect(attempt).toBe(2);
  });
});
