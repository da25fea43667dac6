import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../features/account/accountTestKit.ts';
import { payOnHarmony, type HarmonyReport } from '../../features/membership/harmonyPay.ts';
import type { VipPackage } from '../../features/membership/membershipApi.ts';
import { strings } from '../../shared/strings.ts';
import { FAKE_INSETS, FAKE_PURCHASE, HostFailure, installFakeHarmonyHost } from './fakeHarmonyHost.ts';
import { BRIDGE_TIMEOUT_MS, createHarmonyBridge } from './harmonyBridge.ts';
import { createNativeBridge } from './index.ts';
import { BridgeError } from './nativeBridge.ts';
import { PAGE_RECEIVER, type BridgeWindow } from './protocol.ts';

/** Each bridge call against the fake ArkWeb host, over the real message protocol. */
function shell() {
  const win: BridgeWindow = {};
  const host = installFakeHarmonyHost(win);
  return { win, host, bridge: createHarmonyBridge(win) };
}

afterEach(() => {
  vi.useRealTimers();
});

const pack: VipPackage = { id: 3, readid: 536, type: 'month', name: '月度会员', price: '58', unitPrice: '68', unit: '月', monovalent: '58', paypackDis: '', paypack: 'P', tag: '', upgradeFrom: '', huaweiId: 'bzsj_vip_month' };

describe('Harmony bridge: payment', () => {
  it('createPurchase and finishPurchase are messages to the host with the spec fields, answered by id', async () => {
    const { host, bridge } = shell();
    expect(bridge.platform).toBe('harmony');
    const purchase = await bridge.iap?.createPurchase({ productId: 'bzsj_vip_month', productType: 0, developerPayload: 'BZ1' });
    expect(purchase).toEqual(FAKE_PURCHASE);
    await bridge.iap?.finishPurchase({ productType: 0, purchaseToken: 'TK-1', purchaseOrderId: 'PO-1' });
    expect(host.received.map(({ method, params }) => [method, params])).toEqual([
      ['iap.createPurchase', { productId: 'bzsj_vip_month', productType: 0, developerPayload: 'BZ1' }],
      ['iap.finishPurchase', { productType: 0, purchaseToken: 'TK-1', purchaseOrderId: 'PO-1' }],
    ]);
    expect(new Set(host.received.map((request) => request.id)).size).toBe(2);
    expect(host.texts.every((text) => typeof text === 'string')).toBe(true);
  });

  it('the checkout helper buys through it: create, finish, then report with the order number', async () => {
    const { host, bridge } = shell();
    const report = vi.fn<HarmonyReport>(async () => ({ code: 10000 }));
    if (!bridge.iap) throw new Error('no iap');
    await payOnHarmony(bridge.iap, report, testUser('7'), pack, 'BZ9');
    expect(host.received.map((request) => request.method)).toEqual(['iap.createPurchase', 'iap.finishPurchase']);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ payorderid: 'BZ9', purchaseid: 'PO-1', purchasetoken: 'TK-1', jwsPurchaseOrder: 'h.p.s' }));
  });

  it("a purchase the user cancels in the shell rejects with the host's message, and nothing is reported", async () => {
    const { host, bridge } = shell();
    host.handlers['iap.createPurchase'] = () => {
      throw new HostFailure('cancelled', '已取消支付');
    };
    const report = vi.fn<HarmonyReport>();
    if (!bridge.iap) throw new Error('no iap');
    const run = payOnHarmony(bridge.iap, report, testUser('7'), pack, 'BZ9');
    await expect(run).rejects.toEqual(new BridgeError('cancelled', '已取消支付'));
    expect(report).not.toHaveBeenCalled();
  });
});

describe('Harmony bridge: web view, safe area, image, share', () => {
  it('openWebView sends the url and title', async () => {
    const { host, bridge } = shell();
    await bridge.openWebView({ url: 'https://example.com/terms', title: '用户协议' });
    expect(host.received[0]).toMatchObject({ method: 'openWebView', params: { url: 'https://example.com/terms', title: '用户协议' } });
  });

  it('safeAreaInsets returns the host insets, and refuses a reply of the wrong shape', async () => {
    const { host, bridge } = shell();
    expect(await bridge.safeAreaInsets()).toEqual(FAKE_INSETS);
    host.handlers.safeArea = () => ({ top: 'tall' }) as never;
    await expect(bridge.safeAreaInsets()).rejects.toMatchObject({ code: 'badReply', message: strings.bridge.failed });
  });

  it('pickImage turns the base64 reply into a File, null when cancelled, an error for a non-image', async () => {
    const { host, bridge } = shell();
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 255]);
    host.handlers.pickImage = () => ({ name: 'a.png', type: 'image/png', data: Buffer.from(png).toString('base64') });
    const file = await bridge.pickImage();
    expect([file?.name, file?.type]).toEqual(['a.png', 'image/png']);
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(png);
    host.handlers.pickImage = () => null;
    expect(await bridge.pickImage()).toBeNull();
    host.handlers.pickImage = () => ({ name: 'a.txt', type: 'text/plain', data: '' });
    await expect(bridge.pickImage()).rejects.toMatchObject({ code: 'notImage', message: strings.bridge.notImage });
  });

  it('share sends the title, link and the file bytes as base64, and returns the outcome', async () => {
    const { host, bridge } = shell();
    // Longer than one 32 KiB base64 chunk.
    const bytes = new Uint8Array(40_000).map((_, index) => index % 251);
    const outcome = await bridge.share({ title: '我的标志', url: 'https://example.com/w/1', file: new File([bytes], 'logo.png', { type: 'image/png' }) });
    expect(outcome).toBe('shared');
    const params = host.received[0]?.params as { title: string; url: string; file: { name: string; type: string; data: string } };
    expect([params.title, params.url, params.file.name, params.file.type]).toEqual(['我的标志', 'https://example.com/w/1', 'logo.png', 'image/png']);
    expect(Buffer.from(params.file.data, 'base64').equals(Buffer.from(bytes))).toBe(true);
    host.handlers.share = () => ({ outcome: 'cancelled' });
    expect(await bridge.share({ title: 't' })).toBe('cancelled');
  });
});

describe('Harmony bridge: protocol robustness', () => {
  it('a call the host never answers fails at its deadline, not before', async () => {
    vi.useFakeTimers();
    const { host, bridge } = shell();
    host.handlers.safeArea = 'silent';
    const outcome = bridge.safeAreaInsets().then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(BRIDGE_TIMEOUT_MS.safeArea - 1);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual(new BridgeError('timeout', strings.bridge.timeout));
  });

  it('ignores garbage, other versions and replies for unknown ids', async () => {
    const { win, host, bridge } = shell();
    host.handlers.openWebView = 'silent';
    const pending = bridge.openWebView({ url: 'u', title: 't' });
    const id = host.received[0]?.id ?? '';
    for (const text of ['not json', '{"v":2,"id":"' + id + '","ok":true}', '{"v":1,"id":"nobody","ok":true}']) win[PAGE_RECEIVER]?.(text);
    win[PAGE_RECEIVER]?.(JSON.stringify({ v: 1, id, ok: true, result: null }));
    await expect(pending).resolves.toBeUndefined();
  });

  it('picks the Harmony bridge only when the host object is injected', () => {
    const go = vi.fn();
    expect(createNativeBridge({}, { go }).platform).toBe('web');
    const win: BridgeWindow = {};
    installFakeHarmonyHost(win);
    expect(createNativeBridge(win, { go }).platform).toBe('harmony');
  });
});
