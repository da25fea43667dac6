import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseHost } from './hosts.ts';
import type { FetchLike } from './transport.ts';

afterEach(() => {
  vi.useRealTimers();
});

interface HostBehaviour {
  delayMs: number;
  status?: number;
  machineId?: string;
  fail?: boolean;
}

function fakeHosts(behaviour: Record<string, HostBehaviour>) {
  const aborted: string[] = [];
  const fetch: FetchLike = (input, init) => {
    const host = new URL(input).origin;
    const b = behaviour[host];
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => aborted.push(host));
      setTimeout(() => {
        if (!b || b.fail) reject(new TypeError('unreachable'));
        else resolve(new Response(null, { status: b.status ?? 200, headers: b.machineId ? { 'x-machine-id': b.machineId } : {} }));
      }, b?.delayMs ?? 0);
    });
  };
  return { fetch, aborted };
}

describe('host race (spec 7, 9)', () => {
  it('takes the first healthy host that proves it is ours with x-machine-id', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeHosts({
      'https://a.example': { delayMs: 50 },
      'https://b.example': { delayMs: 120, machineId: 'm-b' },
      'https://c.example': { delayMs: 300, machineId: 'm-c' },
    });
    const choice = chooseHost(['https://a.example', 'https://b.example/', 'https://c.example'], fetch);
    await vi.advanceTimersByTimeAsync(200);
    await expect(choice).resolves.toEqual({ host: 'https://b.example', machineId: 'm-b' });
  });

  it('skips unhealthy hosts and hosts slower than 1000 ms', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeHosts({
      'https://a.example': { delayMs: 10, status: 503, machineId: 'm-a' },
      'https://b.example': { delayMs: 1500, machineId: 'm-b' },
      'https://c.example': { delayMs: 10, fail: true },
    });
    const choice = chooseHost(['https://a.example', 'https://b.example', 'https://c.example'], fetch);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(choice).resolves.toBeNull();
  });

  it('cancels the slower probes once one has won', async () => {
    vi.useFakeTimers();
    const { fetch, aborted } = fakeHosts({
      'https://a.example': { delayMs: 10, machineId: 'm-a' },
      'https://b.example': { delayMs: 800, machineId: 'm-b' },
    });
    const choice = chooseHost(['https://a.example', 'https://b.example'], fetch);
    await vi.advanceTimersByTimeAsync(20);
    await expect(choice).resolves.toMatchObject({ host: 'https://a.example' });
    expect(aborted).toContain('https://b.example');
  });

  it('answers null at once for an empty host list', async () => {
    await expect(chooseHost([], fakeHosts({}).fetch)).resolves.toBeNull();
  });
});
