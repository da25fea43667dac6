import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../services/api/errors.ts';
import { testUser } from './accountTestKit.ts';
import { obtainLoginTag, pollWechatState, RETRY_LIMIT, STOPPED } from './wechatPoll.ts';

const waiting = () => new ApiError({ code: 19100, msg: '等待扫码确认', kind: 'server', status: 200 });

describe('logintag cache (60 s)', () => {
  it('reuses a tag younger than 60 s and asks again at 60 s', async () => {
    const request = vi.fn(async () => ({ logintag: `t${request.mock.calls.length}`, qrurl: 'u' }));
    const first = await obtainLoginTag(null, 1000, request);
    expect(await obtainLoginTag(first, 60_999, request)).toBe(first);
    const second = await obtainLoginTag(first, 61_000, request);
    expect(second.logintag).not.toBe(first.logintag);
    expect(request).toHaveBeenCalledTimes(2);
  });
});

describe('polling /wechatstate', () => {
  it('polls once per second until the server answers with the user', async () => {
    const delays: number[] = [];
    let calls = 0;
    const user = await pollWechatState({
      check: async () => {
        calls += 1;
        if (calls < 4) throw waiting();
        return { userinfo: testUser('42', { accounttype: 1 }) };
      },
      delay: async (ms) => {
        delays.push(ms);
      },
      isStopped: () => false,
    });
    expect(user.uid).toBe('42');
    expect(delays).toEqual([1000, 1000, 1000]);
  });

  it('gives up after 200 tries with "retry times limit"', async () => {
    const check = vi.fn(async () => {
      throw waiting();
    });
    await expect(pollWechatState({ check, delay: async () => {}, isStopped: () => false })).rejects.toThrow(RETRY_LIMIT);
    expect(check).toHaveBeenCalledTimes(200);
  });

  it('stops with "stop wechatstate" and makes no further call', async () => {
    let stopped = false;
    const check = vi.fn(async () => {
      throw waiting();
    });
    const run = pollWechatState({
      check,
      delay: async () => {
        stopped = check.mock.calls.length >= 3;
      },
      isStopped: () => stopped,
    });
    await expect(run).rejects.toThrow(STOPPED);
    expect(check).toHaveBeenCalledTimes(3);
  });
});
