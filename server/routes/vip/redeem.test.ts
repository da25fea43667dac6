import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../context.ts';
import { registerSigned } from '../../signed/registerSigned.ts';
import { startAccountServer, type AccountServer } from '../../testing/accountServer.ts';
import { createTestClock } from '../account/accountTestKit.ts';
import { credentials } from '../account/schemas.ts';
import { authenticate } from '../account/tokens.ts';
import { redeemTicket, TicketCode } from './redeem.ts';
import { signTicket, type TicketPayload } from './ticket.ts';

// Export tickets verified where the server hands out what they pay for (docs/membership.md
// "Tickets on the server"). No producer of paid files exists on the server yet, so the test adds
// one the way a real one would be written (signed route, login, redeemTicket) to a real server:
// real HTTP, real PGlite (the single-use claim), keys made here.

const clock = createTestClock();
const key = randomBytes(32).toString('hex');
const otherKey = randomBytes(32).toString('hex');
let server: AccountServer;

beforeAll(async () => {
  server = await startAccountServer({
    clock,
    server: {
      // A stand-in producer: "the HD file of item X", paid by a ticket.
      extraRoutes(app) {
        registerSigned(app, '/test/hdfile', z.object({ ...credentials, item: z.string(), doc: z.string().default(''), ticket: z.string().max(4096) }), async (input) => {
          const now = nowSeconds(app.services);
          const auth = await authenticate(app.services.db, input.account, input.usertoken, now);
          const paid = await redeemTicket(input.ticket, { uid: auth.account.uid, kind: 'logo', item: input.item, doc: input.doc }, { secret: key, replay: app.services.signing.replay, nowSeconds: now });
          return { side: paid.side };
        });
      },
    },
  });
}, 120_000);
afterAll(() => server?.close());

async function signIn() {
  const { account, usertoken, uid } = await server.signIn();
  return { account, usertoken, uid: Number(uid) };
}

function ticketFor(uid: number, fields: Partial<TicketPayload> = {}, secret = key): string {
  const now = clock.seconds();
  return signTicket({ v: 1, uid, kind: 'logo', item: 'w1,w2', doc: 'd1', side: 4000, hd: true, watermark: false, iat: now, exp: now + 300, ...fields }, secret);
}

async function fetchFile(who: { account: string; usertoken: string }, ticket: string, item = 'w1', doc = 'd1') {
  clock.advance(1);
  const reply = await server.api.call('test/hdfile', { account: who.account, usertoken: who.usertoken, item, doc, ticket });
  return { status: reply.status, body: reply.body as { code: number; msg: string; side?: number } };
}

describe('redeeming export tickets on the server', () => {
  it('pays once per item for a genuine ticket; forged, expired, foreign and reused ones get a clear 4xx', async () => {
    const who = await signIn();
    expect(Number.isInteger(who.uid)).toBe(true);
    const ticket = ticketFor(who.uid);
    expect((await fetchFile(who, ticket, 'w1')).body).toMatchObject({ code: 10000, side: 4000 });
    // The same ticket pays for the zip's other item once, and for neither again.
    expect((await fetchFile(who, ticket, 'w2')).body.code).toBe(10000);
    const reused = await fetchFile(who, ticket, 'w1');
    expect(reused).toEqual({ status: 409, body: { code: TicketCode.used, msg: '下载凭证已使用，请重新导出' } });

    // Signed with another key, or edited (uid, side) after signing.
    expect((await fetchFile(who, ticketFor(who.uid, {}, otherKey))).body).toEqual({ code: TicketCode.invalid, msg: '下载凭证无效，请重新导出' });
    const [body, mac] = ticketFor(who.uid).split('.');
    const edited = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body ?? '', 'base64url').toString()), side: 9999 })).toString('base64url')}.${mac}`;
    expect((await fetchFile(who, edited)).status).toBe(403);
    expect((await fetchFile(who, 'not-a-ticket')).body.code).toBe(TicketCode.invalid);

    // Expired: issued, then more than 300 s pass.
    const old = ticketFor(who.uid);
    clock.advance(301_000);
    expect((await fetchFile(who, old)).body).toEqual({ code: TicketCode.expired, msg: '下载凭证已过期，请重新导出' });

    // Another account's ticket, another item, another document.
    const other = await signIn();
    expect((await fetchFile(who, ticketFor(other.uid))).body.code).toBe(TicketCode.mismatch);
    expect((await fetchFile(who, ticketFor(who.uid), 'w9')).body.code).toBe(TicketCode.mismatch);
    expect((await fetchFile(who, ticketFor(who.uid), 'w1', 'other-doc')).body.code).toBe(TicketCode.mismatch);
  }, 60_000);

  it('racing redemptions of one ticket for one item: exactly one pays', async () => {
    const who = await signIn();
    const ticket = ticketFor(who.uid);
    const replies = await Promise.all(Array.from({ length: 6 }, () => fetchFile(who, ticket, 'w1')));
    expect(replies.filter((reply) => reply.body.code === 10000)).toHaveLength(1);
    expect(replies.filter((reply) => reply.body.code === TicketCode.used)).toHaveLength(5);
  }, 60_000);
});
