import { describe, expect, it, vi } from 'vitest';
import { HostFailure, installFakeHarmonyHost } from './fakeHarmonyHost.ts';
import { createHarmonyBridge } from './harmonyBridge.ts';
import type { BridgeWindow } from './protocol.ts';
import { shareOrSave } from './shareOrSave.ts';
import { createWebBridge } from './webBridge.ts';

const file = () => new File([Uint8Array.from([1, 2, 3])], '我的标志.png', { type: 'image/png' });

function shell() {
  const win: BridgeWindow = {};
  const host = installFakeHarmonyHost(win);
  return { host, bridge: createHarmonyBridge(win) };
}

describe('sharing an exported image', () => {
  it('inside the shell: the file goes to the share sheet as base64 and nothing is saved', async () => {
    const { host, bridge } = shell();
    const save = vi.fn();
    expect(await shareOrSave(bridge, { title: '我的标志', file: file() }, save)).toEqual({ outcome: 'shared' });
    expect(host.received[0]).toMatchObject({ method: 'share', params: { title: '我的标志', file: { name: '我的标志.png', type: 'image/png', data: 'AQID' } } });
    expect(save).not.toHaveBeenCalled();
  });

  it('a closed share sheet saves nothing; a shell that cannot share saves the file instead', async () => {
    const { host, bridge } = shell();
    const save = vi.fn();
    host.handlers.share = () => ({ outcome: 'cancelled' });
    expect(await shareOrSave(bridge, { title: 't', file: file() }, save)).toEqual({ outcome: 'cancelled' });
    expect(save).not.toHaveBeenCalled();
    host.handlers.share = () => ({ outcome: 'unsupported' });
    expect(await shareOrSave(bridge, { title: 't', file: file() }, save)).toEqual({ outcome: 'saved' });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('an older shell without share saves; a shell failure is told in Chinese', async () => {
    const { host, bridge } = shell();
    const save = vi.fn();
    delete host.handlers.share;
    expect(await shareOrSave(bridge, { title: 't', file: file() }, save)).toEqual({ outcome: 'saved' });
    host.handlers.share = () => {
      throw new HostFailure('busy', '分享面板已打开');
    };
    expect(await shareOrSave(bridge, { title: 't', file: file() }, save)).toEqual({ outcome: 'failed', message: '分享面板已打开' });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('in a browser: Web Share where it takes files, else a download', async () => {
    const share = vi.fn(async () => {});
    const save = vi.fn();
    const withShare = createWebBridge({ go: vi.fn(), navigator: { share, canShare: () => true } });
    expect(await shareOrSave(withShare, { title: 't', file: file() }, save)).toEqual({ outcome: 'shared' });
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 't', files: [expect.any(File)] }));

    const refusesFiles = createWebBridge({ go: vi.fn(), navigator: { share, canShare: () => false } });
    expect(await shareOrSave(refusesFiles, { title: 't', file: file() }, save)).toEqual({ outcome: 'saved' });
    const noShare = createWebBridge({ go: vi.fn(), navigator: {} as Navigator });
    expect(await shareOrSave(noShare, { title: 't', file: file() }, save)).toEqual({ outcome: 'saved' });
    const expiredTap = createWebBridge({ go: vi.fn(), navigator: { share: () => Promise.reject(new DOMException('no activation', 'NotAllowedError')), canShare: () => true } });
    expect(await shareOrSave(expiredTap, { title: 't', file: file() }, save)).toEqual({ outcome: 'saved' });
    expect(save).toHaveBeenCalledTimes(3);
  });
});
