import { afterEach, describe, expect, it } from 'vitest';
import type { WorkerError } from '../../../workers/core/errors.ts';
import { createWorkerOwner, type WorkerKinds } from './owner.ts';
import { closeFakeWorkers, fakeWorker, type FakeWorker } from './testing/fakeWorker.ts';

interface FontLike {
  layout(text: string): Promise<string>;
  never(): Promise<never>;
}
interface LogoLike {
  /** Stands for the real init: the logo thread is told which font thread serves it. */
  init(fontThread: number): Promise<void>;
  fontThread(): Promise<number>;
}
interface CanvasLike {
  draw(): Promise<string>;
}
interface Apis {
  font: FontLike;
  logo: LogoLike;
  canvas: CanvasLike;
}

/** Timers the test advances by hand: idle disposal without waiting for real time. */
function manualTimers() {
  let now = 0;
  const due = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  return {
    setTimeout(run: () => void, ms: number) {
      const id = next++;
      due.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout(id: unknown) {
      due.delete(id as number);
    },
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...due]) {
        if (timer.at > now) continue;
        due.delete(id);
        timer.run();
      }
    },
  };
}

function setup() {
  const spawned: Record<keyof Apis, FakeWorker[]> = { font: [], logo: [], canvas: [] };
  const timers = manualTimers();
  const fontApi = (thread: number): FontLike => ({
    layout: async (text) => `${text}@${thread}`,
    never: () => new Promise<never>(() => {}),
  });
  const logoApi = (): LogoLike => {
    let font = -1;
    return {
      init: async (fontThread) => void (font = fontThread),
      fontThread: async () => font,
    };
  };
  const kinds: WorkerKinds<Apis> = {
    font: { shared: true, idleMs: 1000, spawn: () => spawn('font', fontApi(spawned.font.length + 1)) },
    logo: {
      shared: true,
      idleMs: 5000,
      uses: ['font'],
      spawn: () => spawn('logo', logoApi()),
      // As the real logo kind opens its channel: through the owner, to the shared font thread.
      init: async (logo, owner) => {
        await owner.get('font').call((font) => font.layout('连接'), 1000);
        await logo.init(spawned.font.length);
      },
    },
    canvas: { shared: false, idleMs: null, spawn: () => spawn('canvas', { draw: async () => '画好了' }) },
  };
  function spawn(kind: keyof Apis, api: object) {
    const worker = fakeWorker(api);
    spawned[kind].push(worker);
    return worker;
  }
  return { owner: createWorkerOwner(kinds, timers), spawned, timers };
}

const errorOf = (promise: Promise<unknown>) => promise.then(() => null, (e: WorkerError) => e);

afterEach(closeFakeWorkers);

describe('worker owner', () => {
  it('starts nothing until the first call, then one thread serves every screen', async () => {
    const { owner, spawned } = setup();
    const editorFonts = owner.get('font');
    const logoPageFonts = owner.get('font');
    expect(spawned.font).toHaveLength(0);
    expect(editorFonts.running).toBe(false);
    await expect(editorFonts.call((f) => f.layout('标'), 1000)).resolves.toBe('标@1');
    await expect(logoPageFonts.call((f) => f.layout('志'), 1000)).resolves.toBe('志@1');
    expect(spawned.font).toHaveLength(1);
    expect(owner.running()).toEqual({ font: 1 });
  });

  it('warm starts the thread before any call, once; the calls after it use that thread', async () => {
    const { owner, spawned } = setup();
    const fonts = owner.get('font');
    fonts.warm();
    fonts.warm();
    expect(spawned.font).toHaveLength(1);
    expect(fonts.running).toBe(true);
    await expect(fonts.call((f) => f.layout('早'), 1000)).resolves.toBe('早@1');
    expect(spawned.font).toHaveLength(1);
  });

  it('a crash fails the call in flight with WORKER_CRASHED at once, and the next call gets a fresh thread', async () => {
    const { owner, spawned } = setup();
    const fonts = owner.get('font');
    const told: string[] = [];
    fonts.onError((error) => told.push(error.code));
    await fonts.call((f) => f.layout('一'), 1000);
    const waiting = errorOf(fonts.call((f) => f.never(), 60_000));
    // Let the call reach the thread before it dies.
    await new Promise((resolve) => setTimeout(resolve, 10));
    spawned.font[0]?.crash();
    expect(await waiting).toMatchObject({ name: 'WorkerError', code: 'WORKER_CRASHED', message: '后台处理出错，请刷新页面后重试' });
    expect(told).toEqual(['WORKER_CRASHED']);
    expect(spawned.font[0]?.terminated).toBe(true);
    await expect(fonts.call((f) => f.layout('二'), 1000)).resolves.toBe('二@2');
    expect(spawned.font).toHaveLength(2);
  });

  it('a thread with no call for its idle time is terminated; the next call starts a new one', async () => {
    const { owner, spawned, timers } = setup();
    const fonts = owner.get('font');
    await fonts.call((f) => f.layout('一'), 1000);
    timers.advance(999);
    expect(spawned.font[0]?.terminated).toBe(false);
    await fonts.call((f) => f.layout('二'), 1000);
    // The clock restarts at every call.
    timers.advance(999);
    expect(spawned.font[0]?.terminated).toBe(false);
    timers.advance(1);
    expect(spawned.font[0]?.terminated).toBe(true);
    expect(fonts.running).toBe(false);
    await expect(fonts.call((f) => f.layout('三'), 1000)).resolves.toBe('三@2');
  });

  it('a thread is never idle while a call is waiting on it', async () => {
    const { owner, spawned, timers } = setup();
    const fonts = owner.get('font');
    const waiting = errorOf(fonts.call((f) => f.never(), 200));
    await new Promise((resolve) => setTimeout(resolve, 10));
    timers.advance(10_000);
    expect(spawned.font[0]?.terminated).toBe(false);
    expect(await waiting).toMatchObject({ code: 'TIMEOUT' });
    timers.advance(1000);
    expect(spawned.font[0]?.terminated).toBe(true);
  });

  it('a thread another one uses stays while that one runs, and takes it along when it goes', async () => {
    const { owner, spawned, timers } = setup();
    const logo = owner.get('logo');
    await expect(logo.call((l) => l.fontThread(), 1000)).resolves.toBe(1);
    // The logo thread talks to the font thread directly: the font thread is not idle.
    timers.advance(4999);
    expect(spawned.font[0]?.terminated).toBe(false);
    timers.advance(1);
    expect(spawned.logo[0]?.terminated).toBe(true);
    timers.advance(1000);
    expect(spawned.font[0]?.terminated).toBe(true);

    // A font crash lets the logo thread go too (its channel led to the dead thread); its
    // next call starts both again, the logo thread connected to the new font thread.
    await expect(logo.call((l) => l.fontThread(), 1000)).resolves.toBe(2);
    spawned.font[1]?.crash();
    expect(spawned.logo[1]?.terminated).toBe(true);
    await expect(logo.call((l) => l.fontThread(), 1000)).resolves.toBe(3);
    expect(spawned.logo).toHaveLength(3);
  });

  it('letting a thread go releases its comlink proxy before terminating it', async () => {
    const { owner, spawned, timers } = setup();
    await owner.get('font').call((f) => f.layout('一'), 1000);
    timers.advance(1000);
    const font = spawned.font[0];
    expect(font?.terminated).toBe(true);
    expect(font?.sent.some((message) => (message as { type?: string }).type === 'RELEASE')).toBe(true);
  });

  it('dedicated kinds give each holder its own thread, ended by the holder', async () => {
    const { owner, spawned } = setup();
    const first = owner.open('canvas');
    const second = owner.open('canvas');
    await expect(first.call((c) => c.draw(), 1000)).resolves.toBe('画好了');
    expect(spawned.canvas).toHaveLength(2);
    expect(owner.running()).toEqual({ canvas: 2 });
    first.dispose();
    expect(spawned.canvas[0]?.terminated).toBe(true);
    expect(owner.running()).toEqual({ canvas: 1 });
    second.dispose();
    expect(() => owner.get('canvas')).toThrow(/dedicated/);
    expect(() => owner.open('font')).toThrow(/shared/);
  });

  it('a thread whose setup fails is let go, and the next call tries a fresh one', async () => {
    const { owner, spawned } = setup();
    // The logo thread's setup needs the font thread; make the first font thread crash mid-setup.
    const logo = owner.get('logo');
    const first = errorOf(logo.call((l) => l.fontThread(), 1000));
    spawned.font[0]?.crash();
    expect(await first).toMatchObject({ name: 'WorkerError' });
    expect(spawned.logo[0]?.terminated).toBe(true);
    await expect(logo.call((l) => l.fontThread(), 1000)).resolves.toBe(2);
  });
});
