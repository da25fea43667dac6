import { expect } from 'vitest';
import type { RunningServer } from '../../testing/testServer.ts';
import type { Caller } from '../account/accountTestKit.ts';
import { encodePaypack, packageById } from '../orders/packages.ts';

/** Buys a month of VIP through the sandbox pay page (the trial's real payment path). */
export async function buyVip(server: RunningServer, api: Caller, creds: { account: string; usertoken: string }): Promise<void> {
  const pack = packageById(3);
  if (!pack) throw new Error('no month pack');
  const order = (await api.call('payh5order', { ...creds, orderpackinfo: encodePaypack(pack), paygateway: 'weixinpay', productinfo: '' })).body as { orderno: string };
  const paid = await fetch(`${server.url}/api/pay/sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ orderno: order.orderno }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBeLessThan(400);
}
