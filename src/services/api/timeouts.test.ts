import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../features/account/accountTestKit.ts';
import { browserUploadDeps } from '../../features/account/profileService.ts';
import { uploadPhoto } from '../../features/account/photoUpload.ts';
import { uploadForSegmentation, type CloudDeps } from '../../features/cutout/cloudSegment.ts';
import { createMemoryBackend } from '../storage/backend.ts';
import { createAppStorage } from '../storage/storage.ts';
import { createApiClient } from './client.ts';
import { ClientErrorCode } from './errors.ts';
import { CONNECT_TIMEOUT_MS, DOWNLOAD_TIMEOUT_MS, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS, type FetchLike } from './transport.ts';

/**
 * Spec 7's timeouts, one test each, on the app's one HTTP client (fake timers):
 * request 20 s, connect 60 s, upload 60 s (the photo and the cutout image
 * included), download 20 s (the cutout result included). Each checks the
 * request is still alive one millisecond before its number and gone at it.
 */
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Never answers; rejects when its signal aborts, as fetch does. */
function hang(_input: string, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
}

/** Answers the clock sync, hangs everything else (and counts what it was asked). */
function serverThatHangs() {
  const urls: string[] = [];
  const fetch: FetchLike = (input, init) => {
    urls.push(input);
    if (input.endsWith('/api/v4/getutctime')) return Promise.resolve(new Response(JSON.stringify({ code: 10000, utctime: 0 })));
    return hang(input, init);
  };
  return { urls, fetch };
}

function client(fetch: FetchLike) {
  return createApiClient({ baseUrl: '', deviceId: () => 'dev-1', fetch, domain: 'test' });
}

/** Settles `work`'s outcome into a value the test can look at without unhandled rejections. */
function watch(work: Promise<unknown>) {
  const state: { done: boolean; error: unknown } = { done: false, error: undefined };
  work.then(
    () => void (state.done = true),
    (error: unknown) => {
      state.done = true;
      state.error = error;
    },
  );
  return state;
}

async function expectTimeoutAt(ms: number, work: Promise<unknown>) {
  const state = watch(work);
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(state.done).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(state.done).toBe(true);
  expect(state.error).toMatchObject({ code: ClientErrorCode.timeout, kind: 'timeout' });
}

describe('spec 7 timeouts on the API client', () => {
  it('the numbers: request 20 s, connect 60 s, upload 60 s, download 20 s', () => {
    expect([REQUEST_TIMEOUT_MS, CONNECT_TIMEOUT_MS, UPLOAD_TIMEOUT_MS, DOWNLOAD_TIMEOUT_MS]).toEqual([20_000, 60_000, 60_000, 20_000]);
  });

  it('request: a signed call gives up at 20 s', async () => {
    const { fetch } = serverThatHangs();
    await expectTimeoutAt(20_000, client(fetch).post('memprofile', { account: 'a' }));
  });

  it('request: a content read gives up at 20 s', async () => {
    const { fetch } = serverThatHangs();
    await expectTimeoutAt(20_000, client(fetch).contentGet('/api/sys/get', { k: 'logo_category' }));
  });

  it('download: a file fetch gives up at 20 s, also when the body stalls after the headers', async () => {
    const { fetch } = serverThatHangs();
    await expectTimeoutAt(20_000, client(fetch).fetchFor('download')('/files/cutout.png'));
    const stalled: FetchLike = (_input, init) =>
      Promise.resolve(new Response(new ReadableStream({ start: (controller) => init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason)) })));
    await expectTimeoutAt(20_000, client(stalled).fetchFor('download')('/files/cutout.png'));
  });

  it('upload: a body sent to the server gives up at 60 s', async () => {
    const { fetch } = serverThatHangs();
    await expectTimeoutAt(60_000, client(fetch).fetchFor('upload')('/api/v4/uploadfile', { method: 'POST', body: new Blob(['x']) }));
  });

  it('upload: the cutout image upload gives up at 60 s', async () => {
    const { fetch, urls } = serverThatHangs();
    const api = client(fetch);
    const deps: CloudDeps = { api, fetch: api.fetchFor('upload'), download: api.fetchFor('download'), deviceId: () => 'dev-1', nowSeconds: () => 1, nonce: () => 'n', sleep: async () => {} };
    await expectTimeoutAt(60_000, uploadForSegmentation(deps, testUser('7'), new Blob([new Uint8Array([1, 2])], { type: 'image/png' })));
    expect(urls[0]).toMatch(/^\/api\/v4\/sub\/async-task\/upload-image\?/);
  });

  it('upload: the profile photo upload gives up at 60 s', async () => {
    const { fetch, urls } = serverThatHangs();
    vi.stubGlobal('fetch', fetch);
    const storage = createAppStorage({ backend: createMemoryBackend() });
    const deps = browserUploadDeps({ api: {} as never, storage, navigator: {} as never, toast: () => {}, nowSeconds: () => 1 });
    await expectTimeoutAt(60_000, uploadPhoto(deps, testUser('7'), new Uint8Array([1, 2, 3]), 'image/png'));
    expect(urls[0]).toMatch(/^\/api\/v4\/changephoto\?/);
  });

  it('connect: a stream must answer within 60 s, then flows past it for as long as it needs', async () => {
    const { fetch } = serverThatHangs();
    await expectTimeoutAt(60_000, client(fetch).fetchFor('connect')('/api/v4/sub/ai/doubao/chat/sse', { method: 'POST' }));

    let push: ((text: string) => void) | undefined;
    let close: (() => void) | undefined;
    const streaming: FetchLike = () =>
      Promise.resolve(
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              push = (text) => controller.enqueue(new TextEncoder().encode(text));
              close = () => controller.close();
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
      );
    const response = await client(streaming).fetchFor('connect')('/api/v4/sub/ai/doubao/chat/sse', { method: 'POST' });
    const text = watch(response.text());
    push?.('data: 1\n');
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS * 2);
    push?.('data: 2\n');
    close?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(text).toEqual({ done: true, error: undefined });
  });

  it('a caller that cancels a stream after it connected still stops it', async () => {
    const streaming: FetchLike = (_input, init) =>
      Promise.resolve(new Response(new ReadableStream({ start: (controller) => init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError'))) })));
    const controller = new AbortController();
    const response = await client(streaming).fetchFor('connect')('/x', { signal: controller.signal });
    const body = watch(response.text());
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(body.done).toBe(true);
    expect(body.error).toBeDefined();
  });
});
