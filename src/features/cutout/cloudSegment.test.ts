import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../services/account/userInfo.ts';
import { ApiError } from '../../services/api/errors.ts';
import { computeDatasign } from '../../../workers/core/signing/sign.ts';
import { md5Bytes } from '../../../workers/core/hash/md5Bytes.ts';
import { cloudCutout, MAX_POLLS, POLL_INTERVAL_MS, type CloudDeps } from './cloudSegment.ts';

const guest: UserInfo = { uid: '100001', username: 'guest_abc', usertoken: 'tok', accounttype: 5, bindmobile: '', vip: [] };
const image = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], { type: 'image/jpeg' });
const resultPng = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

/** A fake server: answers the upload, then `segment-image`, then each `query-result` from `answers`. */
function fakeServer(answers: Array<Record<string, unknown> | Error>, upload: Record<string, unknown> = { code: 10000, image_url: '/api/segment/uploads/u1.jpg' }) {
  const calls: Array<{ name: string; payload: Record<string, unknown> }> = [];
  const fetches: Array<{ url: string; init?: RequestInit }> = [];
  const sleeps: number[] = [];
  let answer = 0;
  const deps: CloudDeps = {
    api: {
      async post<T>(name: string, payload: Record<string, unknown> = {}) {
        calls.push({ name, payload });
        if (name === 'sub/async-task/segment-image') return { code: 10000, task_id: 'task-1' } as T;
        const next = answers[Math.min(answer, answers.length - 1)];
        answer += 1;
        if (next instanceof Error) throw next;
        return next as T;
      },
    },
    async fetch(url, init) {
      fetches.push({ url, init });
      if (url.startsWith('/api/v4/sub/async-task/upload-image')) return new Response(JSON.stringify(upload));
      return new Response(resultPng);
    },
    deviceId: () => 'device-1',
    nowSeconds: () => 1_770_000_000,
    nonce: () => 'n1',
    async sleep(ms, signal) {
      sleeps.push(ms);
      if (signal?.aborted) throw new DOMException('cancelled', 'AbortError');
    },
  };
  return { deps, calls, fetches, sleeps, queries: () => calls.filter((c) => c.name === 'sub/async-task/query-result').length };
}

describe('cloud cutout (spec 7/8: poll every second while 100702)', () => {
  it('uploads the image signed with its MD5, submits the task, polls once a second while 100702, then fetches the PNG', async () => {
    const server = fakeServer([{ code: 100702 }, { code: 100702 }, { code: 100702 }, { code: 10000, result: '/api/segment/results/task-1.png' }]);
    const stages: string[] = [];
    const blob = await cloudCutout(server.deps, guest, image, { onStage: (s) => stages.push(s) });
    expect(blob.size).toBe(resultPng.size);
    expect(server.queries()).toBe(4);
    expect(server.sleeps).toEqual([POLL_INTERVAL_MS, POLL_INTERVAL_MS, POLL_INTERVAL_MS, POLL_INTERVAL_MS]);
    expect(stages).toEqual(['uploading', 'processing', 'downloading']);
    expect(server.calls[0]).toEqual({ name: 'sub/async-task/segment-image', payload: { account: 'guest_abc', usertoken: 'tok', image_url: '/api/segment/uploads/u1.jpg' } });
    expect(server.calls[1]?.payload).toEqual({ account: 'guest_abc', usertoken: 'tok', task_id: 'task-1' });
    const upload = server.fetches[0];
    const query = Object.fromEntries(new URL(upload?.url ?? '', 'http://x').searchParams);
    expect(query.filemd5).toBe(md5Bytes(new Uint8Array(await image.arrayBuffer())));
    const { datasign, ...signed } = query;
    expect(datasign).toBe(computeDatasign(signed));
    expect(new Headers(upload?.init?.headers).get('content-type')).toBe('image/jpeg');
    expect(server.fetches[1]?.url).toBe('/api/segment/results/task-1.png');
  });

  it('any other code stops polling and rejects with the server’s message', async () => {
    const failed = new ApiError({ code: 100703, msg: '图片已损坏或无法读取，请换一张图片', kind: 'server', status: 200 });
    const server = fakeServer([{ code: 100702 }, failed, { code: 10000, result: '/never' }]);
    await expect(cloudCutout(server.deps, guest, image)).rejects.toThrow('图片已损坏或无法读取，请换一张图片');
    expect(server.queries()).toBe(2);
    expect(server.fetches).toHaveLength(1);
  });

  it('a refused upload is reported as the server says, before any task is created', async () => {
    const server = fakeServer([], { code: 40000, msg: '只支持 PNG 或 JPEG 图片，请换一张图片' });
    await expect(cloudCutout(server.deps, guest, image)).rejects.toThrow('只支持 PNG 或 JPEG 图片，请换一张图片');
    expect(server.calls).toHaveLength(0);
  });

  it('gives up after two minutes of 100702 with a message that says what to do', async () => {
    const server = fakeServer([{ code: 100702 }]);
    await expect(cloudCutout(server.deps, guest, image)).rejects.toThrow('云端抠图超时');
    expect(server.queries()).toBe(MAX_POLLS);
  });

  it('cancelling stops the polling', async () => {
    const server = fakeServer([{ code: 100702 }]);
    const controller = new AbortController();
    let polls = 0;
    const post = server.deps.api.post;
    server.deps.api.post = async (name, payload, options) => {
      if (name === 'sub/async-task/query-result' && ++polls === 3) controller.abort();
      return post(name, payload, options);
    };
    await expect(cloudCutout(server.deps, guest, image, { signal: controller.signal })).rejects.toThrow('cancelled');
    expect(server.queries()).toBe(3);
  });
});
