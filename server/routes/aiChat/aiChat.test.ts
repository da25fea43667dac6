import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPrompt, parseSuggestionLine, type NamingRequest } from '../../../workers/core/naming/request.ts';
import { signedBody } from '../../testing/signing.ts';
import type { RunningServer } from '../../testing/testServer.ts';
import { startTestServer } from '../../testing/testServer.ts';
import { createCaller, createTestClock, type Caller } from '../account/accountTestKit.ts';

const clock = createTestClock();
const teaShop: NamingRequest = { subject: 'shop', industry: '茶饮', keywords: ['清新'], style: 'classical', length: 4, surname: '', count: 8 };

interface Guest {
  account: string;
  usertoken: string;
}

let devices = 0;
async function newGuest(api: Caller): Promise<Guest> {
  devices += 1;
  const reply = await api.call('virtualactregister', { devicetype: 'web', andriodid: `chat-device-${devices}-${Date.now()}`, showvip: 1 });
  const info = (reply.body as { userinfo: { username: string; usertoken: string } }).userinfo;
  return { account: info.username, usertoken: info.usertoken };
}

interface SseReply {
  status: number;
  contentType: string;
  events: Array<{ code: number; output: string; done?: boolean; msg?: string }>;
  json: { code: number; msg: string } | null;
}

async function chat(server: RunningServer, guest: Guest, fields: Record<string, string | number>): Promise<SseReply> {
  const body = signedBody({ ...guest, history: '[]', strict: 1, limit: 1, ...fields }, clock.seconds());
  const response = await fetch(`${server.url}/api/v4/sub/ai/doubao/chat/sse`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.startsWith('text/event-stream')) return { status: response.status, contentType, events: [], json: JSON.parse(text) as { code: number; msg: string } };
  const events = text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as SseReply['events'][number]);
  return { status: response.status, contentType, events, json: null };
}

const namesOf = (reply: SseReply) => reply.events.filter((e) => e.output).map((e) => parseSuggestionLine(e.output.trim())!);

describe('chat/sse with the offline poetry generator (real HTTP)', () => {
  let server: RunningServer;
  let api: Caller;
  beforeAll(async () => {
    process.env.AI_CHAT_DAILY_LIMIT = '4';
    delete process.env.AI_CHAT_BASE_URL;
    server = await startTestServer({ now: clock.now });
    api = createCaller(server, clock);
  });
  afterAll(async () => {
    await server?.close();
    delete process.env.AI_CHAT_DAILY_LIMIT;
  });

  it('names a tea shop: data: lines with code 10000, each a four-character name with its meaning and source line, then done', async () => {
    const guest = await newGuest(api);
    const reply = await chat(server, guest, { prompt: buildPrompt(teaShop) });
    expect(reply.status).toBe(200);
    expect(reply.contentType).toMatch(/^text\/event-stream/);
    expect(reply.events.at(-1)).toEqual({ code: 10000, output: '', done: true });
    const names = namesOf(reply);
    expect(names.length).toBeGreaterThanOrEqual(6);
    for (const n of names) {
      expect([...n.name]).toHaveLength(4);
      expect(n.meaning.length).toBeGreaterThan(0);
      expect(n.pinyin.split(' ')).toHaveLength(4);
      expect(n.source).toMatch(/《.+》：.+/u);
      // The name's first two characters appear, in order, in the quoted line.
      const line = n.source.split('：').slice(1).join('：');
      const [a, b] = [...n.name];
      expect(line.indexOf(a!)).toBeGreaterThanOrEqual(0);
      expect(line.indexOf(b!, line.indexOf(a!) + 1)).toBeGreaterThan(line.indexOf(a!));
    }
    expect(new Set(names.map((n) => n.name)).size).toBe(names.length);

    const again = await chat(server, guest, { prompt: buildPrompt(teaShop) });
    expect(namesOf(again).map((n) => n.name)).not.toEqual(names.map((n) => n.name));
  });

  it('refuses a banned keyword before streaming, with a 4xx {code, msg}', async () => {
    const guest = await newGuest(api);
    const reply = await chat(server, guest, { prompt: buildPrompt({ ...teaShop, keywords: ['他 妈 的'] }) });
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ code: 40011, msg: expect.stringContaining('「他妈的」含有辱骂用语') });
  });

  it('takes a quota per user and day, refuses past it with 429, and a bad token with 401', async () => {
    const guest = await newGuest(api);
    for (let i = 0; i < 4; i += 1) expect((await chat(server, guest, { prompt: buildPrompt({ ...teaShop, count: 2 }) })).status).toBe(200);
    const over = await chat(server, guest, { prompt: buildPrompt(teaShop) });
    expect(over.status).toBe(429);
    expect(over.json?.msg).toContain('已用完');
    // Another user is not affected.
    expect((await chat(server, await newGuest(api), { prompt: buildPrompt(teaShop) })).status).toBe(200);
    const bad = await chat(server, { ...guest, usertoken: 'not-a-token' }, { prompt: buildPrompt(teaShop) });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
  });

  it('holds a VIP (per the account row) to no daily allowance (AI设计不限次数, docs/membership.md)', async () => {
    const guest = await newGuest(api);
    await server.app.services.db.query('UPDATE accounts SET vip_expires_at = $1 WHERE username = $2', [clock.seconds() + 86_400, guest.account]);
    for (let i = 0; i < 6; i += 1) expect((await chat(server, guest, { prompt: buildPrompt({ ...teaShop, count: 2 }) })).status).toBe(200);
  });

  it('offline, a free question is refused with a clear message; a bad history is a 400', async () => {
    const guest = await newGuest(api);
    const free = await chat(server, guest, { prompt: '今天天气怎么样？' });
    expect(free.status).toBe(400);
    expect(free.json).toMatchObject({ code: 40012 });
    const history = await chat(server, guest, { prompt: buildPrompt(teaShop), history: '{not json' });
    expect(history.status).toBe(400);
  });
});

describe('chat/sse proxied to an OpenAI-compatible provider (a real local HTTP server)', () => {
  let server: RunningServer;
  let api: Caller;
  let provider: Server;
  const seen: Array<{ body: Record<string, unknown>; auth: string }> = [];
  let closedEarly = 0;
  let behaviour: 'names' | 'slow' | 'silent' = 'names';

  const send = (res: ServerResponse, content: string) => res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);

  beforeAll(async () => {
    provider = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        seen.push({ body: JSON.parse(raw) as Record<string, unknown>, auth: String(req.headers.authorization) });
        if (behaviour === 'silent') return; // never answers: the connect timeout must end it
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        if (behaviour === 'names') {
          // Numbering, quotes, a name split across deltas, a duplicate, a banned line and an over-long name.
          for (const part of ['1. “清风”｜清澈', '高洁｜无\n2、明月｜皎洁｜唐·王维《山居秋暝》：明月松间照，清泉石上流。\n', '3. 清风｜重复｜无\n', '4. 傻逼茶馆｜x｜无\n', '5. 一二三四五六七八九十十一｜太长｜无\n']) send(res, part);
          res.end('data: [DONE]\n\n');
        } else {
          send(res, '茶语｜茶香｜无\n');
          const timer = setInterval(() => send(res, '慢慢｜…｜无\n'), 200);
          res.on('close', () => {
            clearInterval(timer);
            closedEarly += 1;
          });
        }
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    process.env.AI_CHAT_BASE_URL = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
    process.env.AI_CHAT_API_KEY = 'test-key-generated-here';
    process.env.AI_CHAT_MODEL = 'test-model';
    process.env.AI_CHAT_CONNECT_TIMEOUT_MS = '500';
    server = await startTestServer({ now: clock.now });
    api = createCaller(server, clock);
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => provider?.close(resolve));
    for (const key of ['AI_CHAT_BASE_URL', 'AI_CHAT_API_KEY', 'AI_CHAT_MODEL', 'AI_CHAT_CONNECT_TIMEOUT_MS']) delete process.env[key];
  });

  it('forwards prompt, history, system and sampling to the provider and cleans its lines', async () => {
    behaviour = 'names';
    const guest = await newGuest(api);
    const history = JSON.stringify([{ role: 'user', content: '给茶馆起名' }, { role: 'assistant', content: '清茗｜好茶｜无' }]);
    const reply = await chat(server, guest, { prompt: buildPrompt(teaShop), history, temperature: 0.7, top_p: 0.9, system: '你是起名顾问' });
    expect(reply.status).toBe(200);
    const request = seen.at(-1)!;
    expect(request.auth).toBe('Bearer test-key-generated-here');
    expect(request.body).toMatchObject({ model: 'test-model', stream: true, temperature: 0.7, top_p: 0.9 });
    expect(request.body.messages).toEqual([
      { role: 'system', content: '你是起名顾问' },
      { role: 'user', content: '给茶馆起名' },
      { role: 'assistant', content: '清茗｜好茶｜无' },
      { role: 'user', content: buildPrompt(teaShop) },
    ]);
    expect(reply.events.filter((e) => e.output).map((e) => e.output)).toEqual([
      '清风｜清澈高洁｜无｜qīng fēng\n',
      '明月｜皎洁｜唐·王维《山居秋暝》：明月松间照，清泉石上流。｜míng yuè\n',
      '一二三四五六七八九十｜太长｜无｜yī èr sān sì wǔ liù qī bā jiǔ shí\n',
    ]);
    expect(reply.events.at(-1)).toMatchObject({ code: 10000, done: true });
  });

  it('stops the provider request when the app closes the stream', async () => {
    behaviour = 'slow';
    const guest = await newGuest(api);
    const before = closedEarly;
    const controller = new AbortController();
    const body = signedBody({ ...guest, history: '[]', strict: 1, limit: 1, prompt: buildPrompt(teaShop) }, clock.seconds());
    const response = await fetch(`${server.url}/api/v4/sub/ai/doubao/chat/sse`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: controller.signal });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('茶语');
    controller.abort();
    await expect.poll(() => closedEarly, { timeout: 10_000 }).toBe(before + 1);
  });

  it('a provider that never answers ends in a data: line with a failure code and a Chinese message', async () => {
    behaviour = 'silent';
    const reply = await chat(server, await newGuest(api), { prompt: buildPrompt(teaShop) });
    expect(reply.status).toBe(200);
    expect(reply.events.at(-1)).toMatchObject({ code: 50301, msg: expect.stringContaining('超时') });
  });
});
