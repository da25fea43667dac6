import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDocument, SCHEMA_VERSION } from '../../../../workers/core/model/index.ts';
import { systemTimers } from '../../../services/clock.ts';
import { createValueStore } from '../../../shared/valueStore.ts';
import { createMemoryBackend } from '../../../services/storage/index.ts';
import {
  createMemoryWorksRepo,
  createWorksJournal,
  type MemoryWorksRepo,
  type WorkRecord,
  type WorksJournal,
} from '../../../services/worksDb/index.ts';
import { serializeWork } from '../../../../workers/core/works/rules/workContent.ts';
import { createSaveEngine } from '../../../../workers/works/saveEngine.ts';
import { createChannelHub } from './channel.ts';
import { editorTab } from './testing.ts';
import { createWorkSession, PRIME_AFTER_MS, SAVE_MAX_WAIT_MS, type SaveState, type SessionNotice, type WorkSessionDeps } from './workSession.ts';

const clock = { now: () => Date.now() };
let ids = 0;

function storedWork(repo: MemoryWorksRepo, id: string, document: unknown, extra: Partial<WorkRecord> = {}): WorkRecord {
  const record: WorkRecord = {
    id, owner: 'guest', kind: 'logo', name: '标志', revision: 1, schemaVersion: 2, ...serializeWork(document),
    thumb: null, createdAt: 0, updatedAt: 0, deletedAt: null, sync: null, ...extra,
  };
  repo.records.set(id, record);
  return record;
}

function setup(repo: MemoryWorksRepo, hub = createChannelHub(), journal: WorksJournal = createWorksJournal(createMemoryBackend())) {
  const states: SaveState[] = [];
  const notices: SessionNotice[] = [];
  const deps = (tabId: string): WorkSessionDeps => ({
    engine: createSaveEngine({ repo, newId: () => `copy${(ids += 1)}` }), journal, channel: hub.channel(tabId), clock, timers: systemTimers,
    onStatus: (state) => states.push(state), onNotice: (notice) => notices.push(notice),
  });
  return { deps, states, notices, hub, journal };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 4, 12, 10, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autosave of the open work', () => {
  it('stores a change within one second, and nothing before the first change', async () => {
    const repo = createMemoryWorksRepo();
    const tab = editorTab();
    const { deps } = setup(repo);
    const session = createWorkSession(deps('A'), { id: 'w1', owner: 'guest', kind: 'logo', name: '标志', stored: null }, tab.port);
    tab.listen(() => session.changed());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(repo.records.size).toBe(0);
    tab.addText('t1', '星光');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(repo.records.get('w1')).toMatchObject({ revision: 1, text: '星光', owner: 'guest' });
    expect(session.status()).toMatchObject({ state: 'saved', revision: 1 });
  });

  it('while editing without pause, the stored work is never more than a second behind', async () => {
    const repo = createMemoryWorksRepo();
    const tab = editorTab();
    const session = createWorkSession(setup(repo).deps('A'), { id: 'w1', owner: 'guest', kind: 'logo', name: '标志', stored: null }, tab.port);
    tab.listen(() => session.changed());
    tab.addText('t1', '拖动');
    for (let step = 0; step < 60; step += 1) {
      tab.move('t1', 1);
      await vi.advanceTimersByTimeAsync(50);
      const storedX = (JSON.parse(repo.records.get('w1')?.content ?? '{"layers":[]}') as { layers: { id: string; x: number }[] }).layers.find((l) => l.id === 't1')?.x;
      if (step * 50 >= 1_000) expect(step + 1 - (storedX ?? -100)).toBeLessThanOrEqual((SAVE_MAX_WAIT_MS + 100) / 50);
    }
  });

  /** A text layer dragged 120 steps of 16 ms: how many timers autosave armed, and what is stored `storedWithinMs` later. */
  async function dragCountingTimers(engineFor: (engine: WorkSessionDeps['engine']) => WorkSessionDeps['engine'], settleMs: number, storedWithinMs: number) {
    const repo = createMemoryWorksRepo();
    const tab = editorTab();
    let armed = 0;
    const countingTimers = { ...systemTimers, setTimeout: (callback: () => void, ms: number) => ((armed += 1), systemTimers.setTimeout(callback, ms)) };
    const base = setup(repo).deps('A');
    const session = createWorkSession({ ...base, engine: engineFor(base.engine), timers: countingTimers }, { id: 'w1', owner: 'guest', kind: 'logo', name: '标志', stored: null }, tab.port);
    tab.listen(() => session.changed());
    tab.addText('t1', '拖动');
    await vi.advanceTimersByTimeAsync(settleMs);
    armed = 0;
    for (let step = 0; step < 120; step += 1) {
      tab.move('t1', 1);
      await vi.advanceTimersByTimeAsync(16);
    }
    const armedDuringDrag = armed;
    await vi.advanceTimersByTimeAsync(storedWithinMs);
    const xOf = (doc: unknown) => (doc as { layers: { id: string; x: number }[] }).layers.find((l) => l.id === 't1')?.x;
    return { armed: armedDuringDrag, stored: xOf(JSON.parse(repo.records.get('w1')?.content ?? '{"layers":[]}')), shown: xOf(tab.port.getDocument()) };
  }

  it('a drag of 120 steps arms a handful of timers, not one per step, and still saves within a second', async () => {
    const drag = await dragCountingTimers((engine) => engine, 1_000, 1_000);
    // 1.9 s of steps: a save at most every 800 ms, each with a re-arm or two.
    expect(drag.armed).toBeLessThanOrEqual(10);
    expect(drag.stored).toBe(drag.shown);
  });

  it('while a slow save is in flight, drag steps arm no timers; the steps are saved right after it', async () => {
    // A busy works worker: each save answers after 1.5 s.
    const slow = (engine: WorkSessionDeps['engine']) => ({
      ...engine,
      save: async (request: Parameters<WorkSessionDeps['engine']['save']>[0]) => {
        await new Promise((resolve) => globalThis.setTimeout(resolve, 1_500));
        return engine.save(request);
      },
    });
    const drag = await dragCountingTimers(slow, 2_500, 4_000);
    // 1.9 s of steps, most of them during a save: a timer per save, not one per step (26 before).
    expect(drag.armed).toBeLessThanOrEqual(6);
    expect(drag.stored).toBe(drag.shown);
  });

  it('a session abandoned while its save is in flight reports nothing more, though the save completes', async () => {
    const repo = createMemoryWorksRepo();
    const tab = editorTab();
    const { deps, states } = setup(repo);
    const engine = createSaveEngine({ repo, newId: () => 'never' });
    const slow: WorkSessionDeps['engine'] = {
      ...engine,
      // Written at once, answered 1.5 s later (a busy works worker).
      save: async (request) => {
        const outcome = await engine.save(request);
        await new Promise((resolve) => globalThis.setTimeout(resolve, 1_500));
        return outcome;
      },
    };
    const session = createWorkSession({ ...deps('A'), engine: slow }, { id: 'w1', owner: 'guest', kind: 'logo', name: '标志', stored: null }, tab.port);
    tab.listen(() => session.changed());
    tab.addText('t1', '星光');
    await vi.advanceTimersByTimeAsync(1_200);
    const before = states.length;
    // Another document is opened over the work while its save is being written.
    session.abandon();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(repo.records.get('w1')).toMatchObject({ revision: 1, text: '星光' });
    expect(states.slice(before)).toEqual([]);
  });

  it('on hide, the journal holds the latest edit at once, before any asynchronous write', async () => {
    const repo = createMemoryWorksRepo();
    const tab = editorTab();
    const { deps, journal } = setup(repo);
    const session = createWorkSession(deps('A'), { id: 'w1', owner: 'guest', kind: 'logo', name: '标志', stored: null }, tab.port);
    tab.listen(() => session.changed());
    tab.addText('t1', '马上刷新');
    const flushed = session.flush('hide');
    expect(journal.entries()).toMatchObject([{ id: 'w1', text: '马上刷新', baseRevision: 0 }]);
    await flushed;
    expect(repo.records.get('w1')?.text).toBe('马上刷新');
    expect(journal.entries()).toEqual([]);
  });

  it('while a finger is down, edits wait: one save when it lifts, with the last edit; a hide meanwhile still journals', async () => {
    const repo = createMemoryWorksRepo();
    const tab = editorTab();
    const { deps, journal, states } = setup(repo);
    const held = createValueStore(false);
    const session = createWorkSession({ ...deps('A'), gestureHeld: held }, { id: 'w1', owner: 'guest', kind: 'logo', name: '标志', stored: null }, tab.port);
    tab.listen(() => session.changed());
    tab.addText('t1', '拖动');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(repo.records.get('w1')?.revision).toBe(1);
    held.set(true);
    // A 3 s drag committing once a second (the editor's live move).
    for (let second = 0; second < 3; second += 1) {
      tab.move('t1', 10);
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(repo.records.get('w1')?.revision).toBe(1);
    expect(session.status()).toEqual({ state: 'pending' });
    const savesBefore = states.filter((state) => state.state === 'saving').length;
    tab.move('t1', 10);
    held.set(false);
    await vi.advanceTimersByTimeAsync(1_000);
    const stored = JSON.parse(repo.records.get('w1')?.content ?? '{}') as { layers: { id: string; x: number }[] };
    expect(stored.layers.find((layer) => layer.id === 't1')?.x).toBe(tab.store.getState().editor.document.layers.find((layer) => layer.id === 't1')?.x);
    expect(states.filter((state) => state.state === 'saving').length - savesBefore).toBe(1);
    // Held again: a hide journals at once and saves, as without a finger down.
    held.set(true);
    tab.move('t1', 5);
    const flushed = session.flush('hide');
    expect(journal.entries()).toHaveLength(1);
    await flushed;
    expect(repo.records.get('w1')?.revision).toBe(3);
  });

  it('a full store is reported as quota, the editor keeps the work, and the save retries', async () => {
    const repo = createMemoryWorksRepo();
    const tab = editorTab();
    const { deps, states } = setup(repo);
    const session = createWorkSession(deps('A'), { id: 'w1', owner: 'guest', kind: 'logo', name: '标志', stored: null }, tab.port);
    tab.listen(() => session.changed());
    repo.failNext(new DOMException('full', 'QuotaExceededError'));
    tab.addText('t1', '装不下');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(states.at(-1)).toMatchObject({ state: 'error', kind: 'quota' });
    expect(tab.texts()).toEqual(['装不下']);
    expect(repo.records.size).toBe(0);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(repo.records.get('w1')?.text).toBe('装不下');
    expect(states.at(-1)).toMatchObject({ state: 'saved' });
  });

  it('a write that does not read back the same is reported, never trusted', async () => {
    const repo = createMemoryWorksRepo();
    const realGet = repo.get.bind(repo);
    repo.get = async (id) => {
      const record = await realGet(id);
      return record ? { ...record, content: `${record.content} ` } : record;
    };
    const tab = editorTab();
    const { deps, states } = setup(repo);
    const session = createWorkSession(deps('A'), { id: 'w1', owner: 'guest', kind: 'logo', name: '标志', stored: null }, tab.port);
    tab.listen(() => session.changed());
    tab.addText('t1', '坏盘');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(states.at(-1)).toMatchObject({ state: 'error', kind: 'verify' });
  });
});

describe('the first edit of a new work', () => {
  it('starts nothing in the works worker before the edit is drawn; the worker gets its copy shortly after, unasked', async () => {
    const repo = createMemoryWorksRepo();
    const tab = editorTab();
    const { deps } = setup(repo);
    const engine = deps('A').engine;
    const calls: string[] = [];
    const watched = { ...engine, open: (start: Parameters<typeof engine.open>[0]) => (calls.push('open'), engine.open(start)), update: (session: string, delta: Parameters<typeof engine.update>[1]) => (calls.push('update'), engine.update(session, delta)) };
    let session: ReturnType<typeof createWorkSession> | null = null;
    // As the editor binding does: the session is created by the first edit (the tap that adds the first layer).
    tab.listen(() => (session ??= createWorkSession({ ...deps('A'), engine: watched }, { id: 'w1', owner: 'guest', kind: 'logo', name: '标志', stored: null }, tab.port)).changed());
    tab.addText('t1', '第一层');
    await vi.advanceTimersByTimeAsync(PRIME_AFTER_MS - 50);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toEqual(['open', 'update']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(repo.records.get('w1')?.text).toBe('第一层');
  });

  it('add the first layer and close the page at once: the journal keeps it, and the next start stores it as the work', async () => {
    const repo = createMemoryWorksRepo();
    const tab = editorTab();
    const { deps, journal } = setup(repo);
    // The page is gone right after the hide: no call to the works worker ever answers.
    const gone = new Promise<never>(() => {});
    const engine = deps('A').engine;
    const torn = { ...engine, open: () => gone, update: () => gone, prepare: () => gone, save: () => gone };
    let session: ReturnType<typeof createWorkSession> | null = null;
    tab.listen(() => (session ??= createWorkSession({ ...deps('A'), engine: torn }, { id: 'w1', owner: 'guest', kind: 'logo', name: '标志', stored: null }, tab.port)).changed());
    tab.addText('t1', '马上关掉');
    void session!.flush('hide');
    expect(journal.entries()).toMatchObject([{ id: 'w1', text: '马上关掉', baseRevision: 0 }]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(repo.records.size).toBe(0);
    const { recoverJournal } = await import('./recovery.ts');
    await recoverJournal({ repo, journal, newId: () => 'copy-on-recovery', channel: createChannelHub().channel('next') });
    expect([...repo.records.keys()]).toEqual(['w1']);
    expect(repo.records.get('w1')).toMatchObject({ text: '马上关掉', revision: 1 });
    expect(journal.entries()).toEqual([]);
  });
});

describe('a reload while a save is in flight', () => {
  it('keeps the journal until the hidden edits are stored, and the next start folds it into the same work', async () => {
    const repo = createMemoryWorksRepo();
    const tab = editorTab();
    const { deps, journal } = setup(repo);
    const engine = createSaveEngine({ repo, newId: () => 'copy' });
    // The first save lands only when the test says (a slow disk, a busy machine); the page is gone before any other.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let saves = 0;
    const torn = new Promise<never>(() => {});
    const slow = { ...engine, save: async (request: Parameters<typeof engine.save>[0]) => ((saves += 1) === 1 ? gate.then(() => engine.save(request)) : torn) };
    const session = createWorkSession({ ...deps('A'), engine: slow }, { id: 'w1', owner: 'guest', kind: 'logo', name: '标志', stored: null }, tab.port);
    tab.listen(() => session.changed());
    tab.addText('t1', '先存的');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saves).toBe(1);
    tab.addText('t2', '隐藏前最后一笔');
    void session.flush('hide');
    expect(journal.entries()).toMatchObject([{ id: 'w1', text: '先存的\n隐藏前最后一笔' }]);
    // The slow save lands; the hide's own save never does.
    release();
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(repo.records.get('w1')?.text).toBe('先存的'));
    expect(journal.entries()).toHaveLength(1);
    const { recoverJournal } = await import('./recovery.ts');
    const copies = await recoverJournal({ repo, journal, newId: () => 'copy-on-recovery', channel: createChannelHub().channel('next') });
    expect(copies).toEqual([]);
    expect([...repo.records.keys()]).toEqual(['w1']);
    expect(repo.records.get('w1')?.text).toBe('先存的\n隐藏前最后一笔');
    expect(journal.entries()).toEqual([]);
  });
});

describe('two tabs editing one work', () => {
  it.each([
    ['kept in step by messages', true],
    ['with every message between them lost (only the revision check)', false],
  ])('interleaved edits end equal in both tabs and in the store, with nothing lost — %s', async (_label, deliver) => {
    const repo = createMemoryWorksRepo();
    const start = createDocument({ backgroundId: 'bg' });
    const record = storedWork(repo, 'w1', start);
    const { deps } = setup(repo, createChannelHub({ deliver }));
    const [a, b] = [editorTab(structuredClone(start)), editorTab(structuredClone(start))];
    const sa = createWorkSession(deps('A'), { id: 'w1', owner: 'guest', kind: 'logo', name: '标志', stored: record }, a.port);
    const sb = createWorkSession(deps('B'), { id: 'w1', owner: 'guest', kind: 'logo', name: '标志', stored: record }, b.port);
    a.listen(() => sa.changed());
    b.listen(() => sb.changed());
    const written: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const tab = i % 3 === 0 ? b : a;
      tab.addText(`x${i}`, `字${i}`);
      written.push(`字${i}`);
      // Sometimes both tabs edit before either saves: a real conflict, merged.
      await vi.advanceTimersByTimeAsync(i % 4 === 0 ? 100 : 1_200);
    }
    await vi.advanceTimersByTimeAsync(3_000);
    const storedTexts = repo.records.get('w1')?.text.split('\n').sort();
    expect(storedTexts).toEqual([...written].sort());
    if (!deliver) {
      // Without messages a tab learns of the other's edits only when it saves; one more edit each brings both up to date.
      a.addText('last-a', '甲终');
      await vi.advanceTimersByTimeAsync(1_500);
      b.addText('last-b', '乙终');
      await vi.advanceTimersByTimeAsync(1_500);
      a.move('last-a', 1);
      await vi.advanceTimersByTimeAsync(1_500);
      written.push('甲终', '乙终');
    }
    const finalTexts = repo.records.get('w1')?.text.split('\n').sort();
    expect(finalTexts).toEqual([...written].sort());
    expect(a.texts().sort()).toEqual(finalTexts);
    expect(b.texts().sort()).toEqual(finalTexts);
  });

  it('a tab that only looks follows the other tab’s saves without writing anything itself', async () => {
    const repo = createMemoryWorksRepo();
    const start = createDocument({ backgroundId: 'bg' });
    const record = storedWork(repo, 'w1', start);
    const { deps } = setup(repo);
    const [a, b] = [editorTab(structuredClone(start)), editorTab(structuredClone(start))];
    const sa = createWorkSession(deps('A'), { id: 'w1', owner: 'guest', kind: 'logo', name: '标志', stored: record }, a.port);
    createWorkSession(deps('B'), { id: 'w1', owner: 'guest', kind: 'logo', name: '标志', stored: record }, b.port);
    a.listen(() => sa.changed());
    a.addText('t', '新的');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(b.texts()).toEqual(['新的']);
    expect(repo.records.get('w1')?.revision).toBe(2);
  });

  it('a work stored by a newer app version is kept whole; this tab’s edits go to a copy', async () => {
    const repo = createMemoryWorksRepo();
    const start = createDocument({ backgroundId: 'bg' });
    const record = storedWork(repo, 'w1', start);
    const { deps, notices } = setup(repo);
    const tab = editorTab(structuredClone(start));
    const session = createWorkSession(deps('old'), { id: 'w1', owner: 'guest', kind: 'logo', name: '标志', stored: record }, tab.port);
    tab.listen(() => session.changed());
    const newer = { ...record, revision: 2, schemaVersion: SCHEMA_VERSION + 1, content: JSON.stringify({ schemaVersion: SCHEMA_VERSION + 1, future: true }), hash: 'future' };
    repo.records.set('w1', newer);
    tab.addText('t', '旧版本的修改');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(repo.records.get('w1')).toEqual(newer);
    const copy = repo.records.get(session.id);
    expect(session.id).not.toBe('w1');
    expect(copy).toMatchObject({ text: '旧版本的修改', name: '标志副本' });
    expect(notices).toContainEqual(expect.objectContaining({ type: 'copied', reason: 'newer-schema' }));
  });
});
