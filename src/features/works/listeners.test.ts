import { describe, expect, it, vi } from 'vitest';
import { createAppStore, rootReducer } from '../../app/store/store.ts';
import { createDocument, createLayer, type LogoDocument } from '../../../workers/core/model/index.ts';
import { runIntent } from '../../editor/intents/index.ts';
import { documentLoaded, editorReducer, intentCommitted } from '../../editor/store/index.ts';
import { createApiClient } from '../../services/api/index.ts';
import { createAppStorage, createMemoryBackend } from '../../services/storage/index.ts';
import { createMemoryWorksRepo, createWorksJournal, GUEST_OWNER, type MemoryWorksRepo, type WorkRecord } from '../../services/worksDb/index.ts';
import { createSaveEngine } from '../../../workers/works/saveEngine.ts';
import { registerWorksListeners, type WorksWindow } from './listeners.ts';
import { serializeWork } from '../../../workers/core/works/rules/workContent.ts';
import { createChannelHub } from './session/channel.ts';

/** The works listeners on a real app store with the editor mounted, as the app runs them (storage in memory). */

function fakeWindow(hash: string) {
  const listeners = new Map<string, Array<(event: { key: string | null }) => void>>();
  const add = (type: string, listener: (event: { key: string | null }) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const win = {
    document: { visibilityState: 'visible' as DocumentVisibilityState, addEventListener: add },
    location: { hash },
    navigator: { onLine: true },
    addEventListener: add,
  } satisfies WorksWindow;
  return { win, fire: (type: string) => listeners.get(type)?.forEach((listener) => listener({ key: null })) };
}

function docWith(...texts: string[]): LogoDocument {
  const doc = createDocument({ backgroundId: 'bg' });
  doc.layers.push(...texts.map((text, i) => createLayer('text', { id: `t${i}`, text, complete: true })));
  return doc;
}

function stored(id: string, doc: LogoDocument): WorkRecord {
  return { id, owner: GUEST_OWNER, kind: 'logo', name: '旧作', revision: 3, schemaVersion: 2, ...serializeWork(doc), thumb: null, createdAt: 1, updatedAt: 1, deletedAt: null, sync: null };
}

const withEditor = rootReducer.inject({ reducerPath: 'editor', reducer: editorReducer });
const selectEditor = withEditor.selector((state) => state.editor);

function start(repo: MemoryWorksRepo, hash: string, journalBackend = createMemoryBackend()) {
  const { store, startListening } = createAppStore();
  store.dispatch({ type: 'editor/mounted' });
  const toasts: string[] = [];
  const { win, fire } = fakeWindow(hash);
  const storage = createAppStorage({ backend: createMemoryBackend() });
  const api = createApiClient({ baseUrl: 'http://127.0.0.1:9', deviceId: () => 'd', fetch: () => Promise.reject(new TypeError('offline')) });
  const addresses: string[] = [];
  registerWorksListeners(startListening, {
    replaceAddress: (href) => {
      addresses.push(href);
      win.location.hash = `#${href}`;
    },
    storage, api, dispatch: store.dispatch, getState: store.getState, toast: (text) => toasts.push(text), win,
    repo, journal: createWorksJournal(journalBackend), channel: createChannelHub().channel('tab'),
    engine: createSaveEngine({ repo, newId: () => `w_copy${Math.random().toString(16).slice(2)}` }),
  });
  const editor = () => selectEditor(store.getState());
  /** What the editor page does for a user's edit (performIntent, as plain actions). */
  const addText = (id: string, text: string) => {
    const { document: doc, view } = editor();
    const result = runIntent({ doc, sel: { selected: view.selected, lastClicked: view.lastClicked } }, 'layer/add', { layer: createLayer('text', { id, text, complete: true }) });
    if (!result.ok) throw new Error(result.error.message);
    store.dispatch(intentCommitted({ ...result.outcome, gesture: null }));
  };
  /** What the editor page does when it opens a document itself (openDocument). */
  const pageOpens = (doc: LogoDocument) => store.dispatch(documentLoaded({ doc, selection: { selected: [], lastClicked: null } }));
  const texts = () => editor().document.layers.flatMap((layer) => (layer.type === 'text' ? [layer.text] : []));
  /** 画布 → 打开作品: a work file opened over the work being edited. */
  const userOpensFile = (doc: LogoDocument) => store.dispatch(documentLoaded({ doc, selection: { selected: [], lastClicked: null }, replacesOpenWork: true }));
  return { store, win, fire, toasts, journalBackend, addText, pageOpens, userOpensFile, texts, addresses };
}

const only = (repo: MemoryWorksRepo) => [...repo.records.values()];

describe('works listeners on the app store', () => {
  it('saves the edits of a new canvas as a new work within a second, and journals at once on hide', async () => {
    const repo = createMemoryWorksRepo();
    const app = start(repo, '#/pages/create/create');
    app.pageOpens(docWith());
    app.addText('a', '新作品');
    await vi.waitFor(() => expect(only(repo).map((r) => r.text)).toEqual(['新作品']), { timeout: 1_500 });
    app.addText('b', '隐藏前');
    app.win.document.visibilityState = 'hidden';
    app.fire('visibilitychange');
    expect(app.journalBackend.getItem('worksJournal')).toContain('隐藏前');
    await vi.waitFor(() => expect(only(repo).map((r) => r.text)).toEqual(['新作品\n隐藏前']));
  });

  it('opens the work the address names, and saves edits into it', async () => {
    const repo = createMemoryWorksRepo([stored('w_old', docWith('旧字'))]);
    const app = start(repo, '#/pages/create/create?workId=w_old');
    app.pageOpens(docWith());
    await vi.waitFor(() => expect(app.texts()).toEqual(['旧字']));
    app.addText('n', '新字');
    await vi.waitFor(() => expect(repo.records.get('w_old')).toMatchObject({ revision: 4, text: '旧字\n新字' }));
    expect(repo.records.size).toBe(1);
  });

  it('never writes a document the page opened itself into the work that was open', async () => {
    const repo = createMemoryWorksRepo([stored('w_keep', docWith('要保住'))]);
    const app = start(repo, '#/pages/create/create?workId=w_keep');
    app.pageOpens(docWith());
    await vi.waitFor(() => expect(app.texts()).toEqual(['要保住']));
    // The page now opens a template (the address no longer names the work) and the user edits it.
    app.win.location.hash = '#/pages/create/create';
    app.pageOpens(docWith('模板'));
    app.addText('x', '模板上的修改');
    await vi.waitFor(() => expect(repo.records.size).toBe(2));
    expect(repo.records.get('w_keep')).toMatchObject({ revision: 3, text: '要保住' });
  });

  it('a work file opened over the open work stays on screen and becomes a new work; the open work keeps its own edits', async () => {
    const repo = createMemoryWorksRepo([stored('w_open', docWith('原作'))]);
    const app = start(repo, '#/pages/create/create?workId=w_open');
    app.pageOpens(docWith());
    await vi.waitFor(() => expect(app.texts()).toEqual(['原作']));
    app.addText('late', '原作的新一笔');
    await vi.waitFor(() => expect(repo.records.get('w_open')?.text).toBe('原作\n原作的新一笔'));
    app.userOpensFile(docWith('文件里的'));
    // Whatever autosave of the open work still had in flight, the file is what the editor shows.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(app.texts()).toEqual(['文件里的']);
    expect(app.addresses.at(-1)).toBe('/pages/create/create');
    app.addText('f', '文件上的修改');
    await vi.waitFor(() => expect(repo.records.size).toBe(2));
    expect(repo.records.get('w_open')).toMatchObject({ text: '原作\n原作的新一笔' });
    expect(only(repo).find((r) => r.id !== 'w_open')?.text).toBe('文件里的\n文件上的修改');
  });

  it('folds a journal left by a reload into the store at start', async () => {
    const backend = createMemoryBackend();
    const record = stored('w_j', docWith('存了'));
    const repo = createMemoryWorksRepo([record]);
    const newer = serializeWork(docWith('存了', '刷新前最后一笔'));
    createWorksJournal(backend).write({ id: 'w_j', owner: GUEST_OWNER, kind: 'logo', name: '旧作', baseRevision: 3, ...newer, schemaVersion: 2, savedAt: 5 });
    start(repo, '#/pages/works/works', backend);
    await vi.waitFor(() => expect(repo.records.get('w_j')).toMatchObject({ revision: 4, text: '存了\n刷新前最后一笔' }));
    expect(backend.getItem('worksJournal')).toBeNull();
  });

  it('says so when the store is full, once, with what to do', async () => {
    const repo = createMemoryWorksRepo();
    const app = start(repo, '#/pages/create/create');
    app.pageOpens(docWith());
    repo.failNext(new DOMException('full', 'QuotaExceededError'));
    app.addText('a', '装不下');
    await vi.waitFor(() => expect(app.toasts.some((text) => text.includes('存储空间已满'))).toBe(true));
    expect(app.texts()).toEqual(['装不下']);
  });
});
