import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignablePayload } from '../../../workers/core/signing/sign.ts';
import { startAccountServer, type AccountServer } from '../../testing/accountServer.ts';

let server: AccountServer;

beforeAll(async () => {
  server = await startAccountServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

interface Meta {
  id: string;
  name: string;
  revision: number;
  hash: string;
  deleted: boolean;
  editedAt: number;
}
interface Reply {
  code: number;
  msg: string;
  result?: 'saved' | 'conflict';
  work?: Meta;
  copy?: Meta;
  works?: Meta[];
  content?: string;
  thumb?: string;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const doc = (text: string) => JSON.stringify({ schemaVersion: 2, layers: [{ id: 'bg', type: 'rect' }, { id: 't', type: 'text', text }] });
// The smallest valid PNG signature plus a little: the server checks the type's signature.
const PNG = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16)]).toString('base64')}`;

const user = () => server.signIn();

type Who = Awaited<ReturnType<typeof user>>;

async function call(name: string, who: Pick<Who, 'account' | 'usertoken'>, payload: SignablePayload = {}): Promise<Reply & { status: number }> {
  const response = await server.api.call(name, { account: who.account, usertoken: who.usertoken, ...payload });
  return { ...(response.body as Reply), status: response.status };
}

function push(who: Who, fields: { id: string; text?: string; base: number; editedAt: number; name?: string; deleted?: boolean; thumb?: string }) {
  const content = fields.deleted ? '' : doc(fields.text ?? '');
  return call('workput', who, {
    id: fields.id,
    kind: 'logo',
    name: fields.name ?? '标志',
    baseRevision: fields.base,
    hash: fields.deleted ? md5(doc(fields.text ?? '')) : md5(content),
    content,
    thumb: fields.thumb ?? '',
    schemaVersion: 2,
    editedAt: fields.editedAt,
    deleted: fields.deleted ?? false,
  });
}

describe('works folder on the server', () => {
  it('stores a work, lists it and gives back the exact content and thumbnail', async () => {
    const me = await user();
    const put = await push(me, { id: 'w_one', text: '星光', base: 0, editedAt: 1000, thumb: PNG });
    expect(put).toMatchObject({ code: 10000, result: 'saved', work: { id: 'w_one', revision: 1, hash: md5(doc('星光')) } });
    const list = await call('worklist', me);
    expect(list.works?.map((w) => [w.id, w.revision])).toEqual([['w_one', 1]]);
    const got = await call('workget', me, { id: 'w_one' });
    expect(got.content).toBe(doc('星光'));
    expect(got.thumb).toBe(PNG);
  });

  it('a retried push (the answer was lost on the way) changes nothing and makes no second row', async () => {
    const me = await user();
    const first = await push(me, { id: 'w_retry', text: '甲', base: 0, editedAt: 1000 });
    const again = await push(me, { id: 'w_retry', text: '甲', base: 0, editedAt: 1000 });
    expect(again).toMatchObject({ result: 'saved', work: { revision: first.work?.revision } });
    expect((await call('worklist', me)).works).toHaveLength(1);
  });

  it('an update on top of the current revision replaces the content and removes the old file', async () => {
    const me = await user();
    await push(me, { id: 'w_up', text: '旧', base: 0, editedAt: 1000 });
    const up = await push(me, { id: 'w_up', text: '新', base: 1, editedAt: 2000 });
    expect(up).toMatchObject({ result: 'saved', work: { revision: 2 } });
    expect((await call('workget', me, { id: 'w_up' })).content).toBe(doc('新'));
    const files = await readdir(join(server.dataDir, 'assets', 'works', me.uid, 'w_up'));
    expect(files).toEqual([`${md5(doc('新'))}.json`]);
  });

  it('two devices edited the same revision: the newer edit wins, the older is kept as a copy, once', async () => {
    const me = await user();
    await push(me, { id: 'w_c', text: '起点', base: 0, editedAt: 1000 });
    const phone = await push(me, { id: 'w_c', text: '手机改的', base: 1, editedAt: 5000 });
    expect(phone).toMatchObject({ result: 'saved', work: { revision: 2 } });
    // The laptop edited revision 1 earlier (older edit time): it loses, and is kept as a copy.
    const laptop = await push(me, { id: 'w_c', text: '电脑改的', base: 1, editedAt: 3000 });
    expect(laptop).toMatchObject({ result: 'conflict', work: { revision: 2, hash: md5(doc('手机改的')) } });
    expect(laptop.copy).toMatchObject({ name: '标志副本', hash: md5(doc('电脑改的')) });
    const retried = await push(me, { id: 'w_c', text: '电脑改的', base: 1, editedAt: 3000 });
    expect(retried.copy?.id).toBe(laptop.copy?.id);
    const list = (await call('worklist', me)).works ?? [];
    expect(list).toHaveLength(2);
    expect((await call('workget', me, { id: laptop.copy?.id ?? '' })).content).toBe(doc('电脑改的'));
  });

  it('a newer edit pushed on an old base wins, and the server version becomes the copy', async () => {
    const me = await user();
    await push(me, { id: 'w_n', text: '起点', base: 0, editedAt: 1000 });
    await push(me, { id: 'w_n', text: '平板', base: 1, editedAt: 2000 });
    const late = await push(me, { id: 'w_n', text: '离线很久的新改动', base: 1, editedAt: 9000 });
    expect(late).toMatchObject({ result: 'saved', work: { revision: 3, hash: md5(doc('离线很久的新改动')) }, copy: { hash: md5(doc('平板')) } });
    expect((await call('workget', me, { id: late.copy?.id ?? '' })).content).toBe(doc('平板'));
  });

  it('deletes leave a tombstone; a delete never beats an edit it did not see', async () => {
    const me = await user();
    await push(me, { id: 'w_d', text: '要删', base: 0, editedAt: 1000 });
    const deleted = await push(me, { id: 'w_d', text: '要删', base: 1, editedAt: 2000, deleted: true });
    expect(deleted.work).toMatchObject({ deleted: true, revision: 2 });
    expect((await call('workget', me, { id: 'w_d' })).status).toBe(404);
    await push(me, { id: 'w_e', text: '甲', base: 0, editedAt: 1000 });
    await push(me, { id: 'w_e', text: '乙', base: 1, editedAt: 3000 });
    const staleDelete = await push(me, { id: 'w_e', text: '甲', base: 1, editedAt: 2000, deleted: true });
    expect(staleDelete).toMatchObject({ result: 'conflict', work: { deleted: false, hash: md5(doc('乙')) } });
    expect(staleDelete.copy).toBeUndefined();
  });

  it('keeps users apart, refuses guests, bad tokens and content that does not match its hash', async () => {
    const me = await user();
    const other = await user();
    await push(me, { id: 'w_private', text: '我的', base: 0, editedAt: 1000 });
    expect((await call('worklist', other)).works).toEqual([]);
    expect((await call('workget', other, { id: 'w_private' })).status).toBe(404);
    const guest = (await server.api.call('virtualactregister', { devicetype: 'web', andriodid: 'works-guest-0001', showvip: 1 })).body as { userinfo: { username: string; usertoken: string } };
    const refused = await call('worklist', { account: guest.userinfo.username, usertoken: guest.userinfo.usertoken });
    expect(refused).toMatchObject({ status: 403, code: 40301 });
    expect((await call('worklist', { account: me.account, usertoken: 'nope' })).code).toBe(40101);
    const bad = await call('workput', me, { id: 'w_bad', kind: 'logo', name: '坏', baseRevision: 0, hash: md5('other'), content: doc('x'), schemaVersion: 2, editedAt: 1 });
    expect(bad).toMatchObject({ status: 400, code: 40000 });
  });

  it('refuses a work whose name the moderation lists refuse, naming the words (docs/moderation.md)', async () => {
    const me = await user();
    const content = doc('字');
    const named = (name: string, id: string) => call('workput', me, { id, kind: 'logo', name, baseRevision: 0, hash: md5(content), content, schemaVersion: 2, editedAt: 1 });
    const refused = await named('法轮功茶舍', 'w_named');
    expect(refused).toMatchObject({ status: 400, code: 40013 });
    expect((refused as unknown as { msg: string }).msg).toContain('「法轮功」涉及政治敏感内容');
    expect((await call('worklist', me)).works).toEqual([]);
    expect(await named('清风茶舍', 'w_named')).toMatchObject({ result: 'saved' });
  });

  it('takes documents above the 1 MiB default body limit in the JSON form (up to 2 MiB; bigger ones stream: streamPut.test.ts)', async () => {
    const me = await user();
    const big = await push(me, { id: 'w_big', text: '图'.repeat(600_000), base: 0, editedAt: 1 });
    expect(big).toMatchObject({ result: 'saved', work: { revision: 1 } });
  });
});
