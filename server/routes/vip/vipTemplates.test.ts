import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountServer, type AccountServer } from '../../testing/accountServer.ts';
import { sendInPieces, streamedHeaders } from '../../testing/streamedUpload.ts';
import { catalogueDir } from '../catalogue/seed.ts';
import { createTestClock } from '../account/accountTestKit.ts';
import { buyVip } from './vipTestKit.ts';

// VIP templates enforced from the server's own records (docs/membership.md "VIP templates"):
// a synced work remembers its template (works.template, from the document's templateId), and
// /exportticket judges it whatever the app declares. Real server, PGlite, HTTP.

const clock = createTestClock(Date.UTC(2026, 2, 1, 4, 0, 0));
let server: AccountServer;

beforeAll(async () => {
  server = await startAccountServer({ clock });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const docFrom = (templateId: string) =>
  JSON.stringify({
    schemaVersion: 3,
    templateId,
    layers: [{ id: 'bg', type: 'rect' }, { id: 't', type: 'text', template: 'title', text: '标志 "templateId":"L0008"' }],
  });

const signIn = () => server.signIn();

async function sync(who: { account: string; usertoken: string }, id: string, content: string) {
  clock.advance(1);
  const reply = await server.api.call('workput', { ...who, id, kind: 'logo', name: '模板作品', baseRevision: 0, hash: md5(content), content, thumb: '', schemaVersion: 3, editedAt: clock.now() });
  return reply.body as { code: number };
}

async function ticket(who: { account: string; usertoken: string }, item: string, templates = '') {
  clock.advance(1);
  const reply = await server.api.call('exportticket', { ...who, kind: 'logo', item, doc: 'h', side: 1000, templates });
  return { status: reply.status, body: reply.body as { code: number; msg: string; side?: number } };
}

describe('works created from a VIP template', () => {
  it('sync for a free account (saving is never refused), but its export ticket is refused from the recorded template, whatever the app declares; VIP unlocks it', async () => {
    const who = await signIn();
    // L0104 is VIP (a multiple of 4), L0101 is free. The text layer's words never count as the template.
    expect((await sync(who, 'w-vip', docFrom('L0104'))).code).toBe(10000);
    expect((await sync(who, 'w-free', docFrom('L0101'))).code).toBe(10000);

    // The app "forgets" to declare the template: the server still knows.
    const refused = await ticket(who, 'w-vip');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 40310, msg: '作品使用了会员专属模板 L0104，开通会员后即可下载；也可换成免费字体或模板' });
    // A zip with it is refused whole; the free one alone is granted (and counted).
    expect((await ticket(who, 'w-free,w-vip')).body.code).toBe(40310);
    expect((await ticket(who, 'w-free')).body).toMatchObject({ code: 10000, side: 1000 });
    // A work that is not synced yet is judged by what the app declares (the document's templateId).
    expect((await ticket(who, 'doc-unsynced', 'L0104')).body.code).toBe(40310);

    await buyVip(server, server.api, who);
    expect((await ticket(who, 'w-vip')).body).toMatchObject({ code: 10000 });
  }, 60_000);

  it('another user cannot make a work of theirs judged by someone else’s record (records are per account)', async () => {
    const owner = await signIn();
    expect((await sync(owner, 'shared-id', docFrom('L0104'))).code).toBe(10000);
    const other = await signIn();
    expect((await ticket(other, 'shared-id')).body.code).toBe(10000);
  }, 60_000);
});

/** A template file of the catalogue the server ships, as the app fills it: the user's words, the icon moved and enlarged, a layer added. */
async function editedFrom(templateId: string, options: { templateId?: string } = {}): Promise<string> {
  const template = JSON.parse(await readFile(join(catalogueDir(), 'templates', `${templateId}.json`), 'utf8')) as { layers: Array<Record<string, unknown>> };
  const layers = template.layers.map((layer) => {
    if (layer.type === 'text') return { ...layer, text: '我的小店' };
    if (layer.type === 'icon') return { ...layer, x: Number(layer.x) + 37, y: Number(layer.y) - 12, width: Number(layer.width) * 1.5 };
    return layer;
  });
  layers.push({ id: 'extra', type: 'square', shapeType: 'circle', fill: '#123456', stroke: '', x: 10, y: 10, width: 40, height: 40 });
  // Edited documents: the field dropped (or changed) by hand; the order of layers changed too.
  return JSON.stringify({ schemaVersion: 3, size: { width: 1000, height: 1000 }, ...(options.templateId ? { templateId: options.templateId } : {}), layers: [layers[0], ...layers.slice(1).reverse()] });
}

async function streamSync(who: { account: string; usertoken: string }, id: string, content: string) {
  clock.advance(1);
  const bytes = Buffer.from(content, 'utf8');
  const fields = { ...who, id, kind: 'logo', name: '模板作品', baseRevision: 0, hash: md5(content), schemaVersion: 3, editedAt: clock.now(), contentsize: bytes.length };
  return (await sendInPieces(`${server.url}/api/v4/workput`, streamedHeaders(clock, fields), bytes)).body;
}

describe('a VIP template’s work whose document no longer names it (issue 14: the templateId could be dropped before the first sync)', () => {
  it('is recognised from its artwork when it syncs, in either form, with the field dropped or naming a free template', async () => {
    const who = await signIn();
    expect((await sync(who, 'no-field', await editedFrom('L0104'))).code).toBe(10000);
    expect((await streamSync(who, 'no-field-streamed', await editedFrom('L0104'))).code).toBe(10000);
    expect((await sync(who, 'lying-field', await editedFrom('L0104', { templateId: 'L0101' }))).code).toBe(10000);
    for (const item of ['no-field', 'no-field-streamed', 'lying-field']) {
      const refused = await ticket(who, item);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 40310, msg: '作品使用了会员专属模板 L0104，开通会员后即可下载；也可换成免费字体或模板' });
    }
    await buyVip(server, server.api, who);
    expect((await ticket(who, 'no-field')).body.code).toBe(10000);
  }, 60_000);

  it('a free template’s work, and a design that changed the VIP template’s artwork, stay free', async () => {
    const who = await signIn();
    expect((await sync(who, 'free-tpl', await editedFrom('L0101'))).code).toBe(10000);
    expect((await ticket(who, 'free-tpl')).body.code).toBe(10000);
    const recoloured = JSON.parse(await editedFrom('L0104')) as { layers: Array<Record<string, unknown>> };
    for (const layer of recoloured.layers) if (layer.type === 'icon') layer.fill = '#0a0a0a';
    expect((await sync(who, 'recoloured', JSON.stringify(recoloured))).code).toBe(10000);
    expect((await ticket(who, 'recoloured')).body.code).toBe(10000);
  }, 60_000);
});

