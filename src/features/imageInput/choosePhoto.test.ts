import { describe, expect, it, vi } from 'vitest';
import { HostFailure, installFakeHarmonyHost } from '../../services/bridge/fakeHarmonyHost.ts';
import { createHarmonyBridge } from '../../services/bridge/harmonyBridge.ts';
import { createWebBridge } from '../../services/bridge/webBridge.ts';
import type { BridgeWindow } from '../../services/bridge/protocol.ts';
import { strings } from '../../shared/strings.ts';
import { choosePhoto } from './choosePhoto.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function shell() {
  const win: BridgeWindow = {};
  const host = installFakeHarmonyHost(win);
  return { host, bridge: createHarmonyBridge(win) };
}

describe('choosing a photo in the image tools', () => {
  it('inside the shell, the tap asks the shell (pickImage) and the chosen photo arrives as a File', async () => {
    const { host, bridge } = shell();
    host.handlers.pickImage = () => ({ name: '相册.png', type: 'image/png', data: Buffer.from(PNG).toString('base64') });
    const openFileInput = vi.fn();
    const choice = await choosePhoto(bridge, openFileInput);
    expect(openFileInput).not.toHaveBeenCalled();
    expect(host.received.map((request) => request.method)).toEqual(['pickImage']);
    if (!('files' in choice)) throw new Error('expected files');
    expect(choice.files.map((file) => [file.name, file.type])).toEqual([['相册.png', 'image/png']]);
    expect(new Uint8Array(await choice.files[0]!.arrayBuffer())).toEqual(PNG);
  });

  it('a closed chooser gives nothing and no message', async () => {
    const { host, bridge } = shell();
    host.handlers.pickImage = () => null;
    expect(await choosePhoto(bridge, vi.fn())).toEqual({ files: [] });
  });

  it('a non-image or a failing shell gives a Chinese message instead of a crash', async () => {
    const { host, bridge } = shell();
    host.handlers.pickImage = () => ({ name: 'a.txt', type: 'text/plain', data: '' });
    expect(await choosePhoto(bridge, vi.fn())).toEqual({ error: strings.bridge.notImage });
    host.handlers.pickImage = () => {
      throw new HostFailure('noPermission', '没有相册权限，请在系统设置中允许');
    };
    expect(await choosePhoto(bridge, vi.fn())).toEqual({ error: '没有相册权限，请在系统设置中允许' });
  });

  it('on the web the picker opens its own file input (the web default) at once, inside the tap', async () => {
    const bridge = createWebBridge({ go: vi.fn() });
    const pickImage = vi.spyOn(bridge, 'pickImage');
    const openFileInput = vi.fn();
    const choosing = choosePhoto(bridge, openFileInput);
    // Synchronously: a browser opens a file chooser only within the user's gesture.
    expect(openFileInput).toHaveBeenCalledTimes(1);
    expect(await choosing).toEqual({ files: [] });
    expect(pickImage).not.toHaveBeenCalled();
  });
});
