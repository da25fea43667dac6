import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaskControl } from '../../core/image/task.ts';
import { CHUNK_TIMEOUT_MESSAGE, CHUNK_TIMEOUT_MS, uploadChunks, type UploadDeps } from './chunkedUpload.ts';

const sign = async (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function controlled(): TaskControl & { cancel(): void } {
  let cancelled = false;
  return {
    progress: () => undefined,
    checkpoint: () => Promise.resolve(),
    get cancelled() {
      return cancelled;
    },
    cancel() {
      cancelled = true;
    },
  };
}

function deps(answer: (query: URLSearchParams, body: BodyInit | null | undefined, signal?: AbortSignal | null) => Promise<unknown>): UploadDeps & { sent: URLSearchParams[] } {
  const sent: URLSearchParams[] = [];
  return {
    sent,
    now: () => performance.now(),
    md5: (bytes) => `md5-${bytes.length}`,
    fetch: async (input, init) => {
      const query = new URLSearchParams(String(input).split('?')[1]);
      sent.push(query);
      const body = await answer(query, init?.body, init?.signal);
      return new Response(JSON.stringify(body));
    },
  };
}

const request = (files: Blob[], chunkBytes = 4) => ({ requestId: 'r', endpoint: 'http://x/up', tasktag: 't', tasktoken: 'k', files, chunkBytes });

describe('uploadChunks (spec: 11000 next chunk, 10000 done, 18000 cancelled)', () => {
  it('slices each file, hashes each slice and sends the spec fields', async () => {
    const d = deps(async (q) => ({ code: q.get('fileindex') === '1' && q.get('chunk') === '0' ? 10000 : 11000 }));
    const result = await uploadChunks(request([new Blob(['abcdefghij']), new Blob(['xy'])]), sign, controlled(), d);
    expect(result).toMatchObject({ outcome: 'done', chunksSent: 4, bytesSent: 12 });
    expect(d.sent.map((q) => [q.get('fileindex'), q.get('chunk'), q.get('chunks'), q.get('chunkmd5')])).toEqual([
      ['0', '0', '3', 'md5-4'],
      ['0', '1', '3', 'md5-4'],
      ['0', '2', '3', 'md5-2'],
      ['1', '0', '1', 'md5-2'],
    ]);
  });

  it('ends as cancelled on 18000 and rejects with the server message on any other code', async () => {
    await expect(uploadChunks(request([new Blob(['abc'])]), sign, controlled(), deps(async () => ({ code: 18000 })))).resolves.toMatchObject({ outcome: 'cancelled' });
    await expect(uploadChunks(request([new Blob(['abc'])]), sign, controlled(), deps(async () => ({ code: 19415, msg: '第 1 个文件：含有脚本' })))).rejects.toMatchObject({
      code: 'UPLOAD_FAILED',
      message: '第 1 个文件：含有脚本',
    });
  });

  it('aborts a chunk in flight when cancelled, and sends nothing more', async () => {
    const control = controlled();
    const d = deps(
      (_q, _body, signal) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const running = uploadChunks(request([new Blob(['abcdefgh'])]), sign, control, d);
    setTimeout(() => control.cancel(), 50);
    await expect(running).resolves.toMatchObject({ outcome: 'cancelled', chunksSent: 0 });
    expect(d.sent).toHaveLength(1);
  });

  it('sends each chunk as the slice of the picked file, byte for byte', async () => {
    const bodies: string[] = [];
    const d = deps(async (q, body) => {
      expect(body).toBeInstanceOf(Blob);
      bodies.push(await (body as Blob).text());
      return { code: q.get('chunk') === '2' ? 10000 : 11000 };
    });
    await uploadChunks(request([new Blob(['abcdefghij'])]), sign, controlled(), d);
    expect(bodies).toEqual(['abcd', 'efgh', 'ij']);
  });
});

describe('uploadChunks: the spec\'s 60 s upload timeout, per chunk', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const stalling = () =>
    deps(
      (_q, _body, signal) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );

  it('fails a chunk with no answer in 60 s with a Chinese message that says how to carry on', async () => {
    vi.useFakeTimers();
    const d = stalling();
    const running = uploadChunks(request([new Blob(['abcdefgh'])]), sign, controlled(), d);
    const outcome = running.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1_000);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toMatchObject({ code: 'UPLOAD_FAILED', message: CHUNK_TIMEOUT_MESSAGE });
    expect(CHUNK_TIMEOUT_MESSAGE).toMatch(/60 秒.*重新转换/);
    expect(d.sent).toHaveLength(1);
  });

  it('gives every chunk its own 60 s: a slow upload of many chunks that each answer in time succeeds', async () => {
    vi.useFakeTimers();
    const d = deps((q) => new Promise((resolve) => setTimeout(() => resolve({ code: q.get('chunk') === '3' ? 10000 : 11000 }), CHUNK_TIMEOUT_MS - 5_000)));
    const running = uploadChunks(request([new Blob(['abcdefghijklmn'])]), sign, controlled(), d);
    await vi.advanceTimersByTimeAsync(4 * CHUNK_TIMEOUT_MS);
    await expect(running).resolves.toMatchObject({ outcome: 'done', chunksSent: 4 });
  });

  it('a retry after the stall sends only the chunks the server does not have', async () => {
    const d = deps(async (q) => ({ code: q.get('chunk') === '2' ? 10000 : 11000 }));
    const result = await uploadChunks({ ...request([new Blob(['abcdefghij'])]), uploaded: [[0]] }, sign, controlled(), d);
    expect(result).toMatchObject({ outcome: 'done', chunksSent: 2, chunksSkipped: 1 });
    expect(d.sent.map((q) => q.get('chunk'))).toEqual(['1', '2']);
  });
});
