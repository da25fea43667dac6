import { describe, expect, it, vi } from 'vitest';
import { configuredMirrors, routeToMirror } from './mirrorHosts.ts';

const healthy = (machineId: string) => new Response(null, { status: 200, headers: { 'x-machine-id': machineId } });

describe('mirror hosts at launch', () => {
  it('reads only well-formed origins from the configuration', () => {
    expect(configuredMirrors({ VITE_API_MIRRORS: ' https://a.example.cn , http://b.example.cn/, ftp://x, https://c.example.cn/path,' })).toEqual([
      'https://a.example.cn',
      'http://b.example.cn/',
    ]);
    expect(configuredMirrors({})).toEqual([]);
  });

  it('without mirrors nothing is probed and the API stays on this origin', async () => {
    const inner = vi.fn(() => Promise.resolve(new Response('{}')));
    const routing = routeToMirror([], inner);
    await expect(routing.chosen).resolves.toBeNull();
    await routing.fetch('/api/v4/memprofile');
    expect(inner).toHaveBeenCalledWith('/api/v4/memprofile', undefined);
  });

  it('sends API calls to the first healthy mirror, and only API calls', async () => {
    const probe = vi.fn((url: string) => (url.startsWith('https://b.') ? Promise.resolve(healthy('m-2')) : Promise.reject(new TypeError('down'))));
    const inner = vi.fn(() => Promise.resolve(new Response('{}')));
    const routing = routeToMirror(['https://a.example.cn', 'https://b.example.cn/'], inner, probe);
    await expect(routing.chosen).resolves.toEqual({ host: 'https://b.example.cn', machineId: 'm-2' });
    expect(probe).toHaveBeenCalledWith('https://a.example.cn/health', expect.objectContaining({ method: 'HEAD' }));
    await routing.fetch('/api/v4/memprofile', { method: 'POST' });
    await routing.fetch('/fonts/index.json');
    expect(inner.mock.calls.map((call) => (call as unknown[])[0])).toEqual(['https://b.example.cn/api/v4/memprofile', '/fonts/index.json']);
  });

  it('a mirror answering without the machine id header is not ours; none healthy keeps this origin', async () => {
    const probe = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
    const inner = vi.fn(() => Promise.resolve(new Response('{}')));
    const routing = routeToMirror(['https://portal.example.cn'], inner, probe);
    await expect(routing.chosen).resolves.toBeNull();
    await routing.fetch('/api/v4/memprofile');
    expect(inner).toHaveBeenCalledWith('/api/v4/memprofile', undefined);
  });
});
