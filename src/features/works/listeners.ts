import { isAnyOf } from '@reduxjs/toolkit';
import { loadChunk, sharedUntilFailure } from '../../app/router/lazyPage.ts';
import type { AppDispatch, RootState } from '../../app/store/store.ts';
import type { AppStartListening } from '../../app/store/listenerTypes.ts';
import { documentLoaded, intentCommitted, redone, undone } from '../../editor/store/actions.ts';
import { userLoggedIn, userLoggedOut } from '../account/accountSlice.ts';
import type { ApiClient } from '../../services/api/client.ts';
import type { WorksApi } from '../../../workers/protocol/works.ts';
import { randomHex } from '../../../workers/core/random/random.ts';
import { nextTask } from '../../shared/nextTask.ts';
import { strings } from '../../shared/strings.ts';
import { whenIdle } from '../../shared/whenIdle.ts';
import type { AppStorage } from '../../services/storage/storage.ts';
import { createIdbWorksRepo, createWorksJournal, type WorksJournal, type WorksRepo } from '../../services/worksDb/index.ts';
import { EDITOR_PATH, editorAddress, editorHrefFor } from './editor/address.ts';
import type { EditorBinding } from './editor/editorBinding.ts';
import { noticeText, saveErrorText } from './noticeText.ts';
import { createWorksRuntime, setWorksRuntime, type WorksRuntime } from './runtime.ts';
import { createWorksChannel, type WorksChannel } from './session/channel.ts';
import { warmWorksWorker } from './session/worksWorker.ts';
import {
  noticeAdded,
  restoreOffered,
  saveFailed,
  workBackupRequested,
  worksIdentityChanged,
  worksListChanged,
  worksSyncRequested,
} from './worksSlice.ts';

/**
 * Start-up wiring of the works feature (called once from bootstrap.ts). Kept
 * small because it is in the first download: the autosave session, the sync
 * and the journal recovery load on first use.
 */

/** The parts of `window` the works feature listens to (a plain object in tests). */
export interface WorksWindow {
  document: { visibilityState: DocumentVisibilityState; addEventListener(type: 'visibilitychange', listener: () => void): void };
  location: { hash: string };
  navigator: { onLine: boolean };
  addEventListener(type: 'pagehide', listener: () => void): void;
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
}

export interface WorksListenerDeps {
  storage: AppStorage;
  api: ApiClient;
  dispatch: AppDispatch;
  getState: () => RootState;
  toast: (text: string) => void;
  win?: WorksWindow;
  /** Calls back on every navigation with the new in-app href (the router's history; the address bar may lag a microtask). */
  subscribeAddress?: (listener: (href: string) => void) => () => void;
  /** Puts the saved work's id into the editor's address (replace), so a reload reopens it. */
  replaceAddress?: (href: string) => void;
  repo?: WorksRepo;
  journal?: WorksJournal;
  channel?: WorksChannel;
  /** Autosave's engine in-thread (Node tests); the app uses the works worker. */
  engine?: WorksApi;
}

/** Marks the documentLoaded actions the works feature dispatches itself. */
export const FROM_WORKS = 'works';

function fromWorks(action: unknown): boolean {
  return typeof action === 'object' && action !== null && 'meta' in action && action.meta === FROM_WORKS;
}

/** How long list pages wait before reloading after a burst of saves in another tab. */
const LIST_REFRESH_MS = 1_500;
/** The start's first sync waits for idle time at most this long (issue 30). */
const SYNC_START_IDLE_TIMEOUT_MS = 5_000;

export function registerWorksListeners(startListening: AppStartListening, deps: WorksListenerDeps): WorksRuntime {
  const win: WorksWindow = deps.win ?? window;
  const runtime = createWorksRuntime({
    repo: deps.repo ?? createIdbWorksRepo(),
    journal: deps.journal ?? createWorksJournal(),
    channel: deps.channel ?? createWorksChannel(randomHex(8)),
    storage: deps.storage,
    api: deps.api,
    engine: deps.engine,
  });
  setWorksRuntime(runtime);

  // Journal entries left by a reload or crash go into IndexedDB before anything reads it. Most
  // launches have none: then the recovery's chunk (and the document model it evaluates, a long
  // task on a slow phone at start-up) is not loaded at all (issue 30).
  const journalled = runtime.journal.entries().length > 0;
  runtime.recovered = (journalled ? loadChunk(() => import('./session/recovery.ts')).then(({ recoverJournal }) => recoverJournal(runtime)) : Promise.resolve([]))
    .then((copies) => {
      for (const name of copies) deps.dispatch(noticeAdded({ type: 'copied', copyName: name, reason: 'recovered' }));
      deps.dispatch(worksListChanged());
    })
    .catch(() => undefined);

  let refreshTimer: ReturnType<typeof setTimeout> | null = null;
  runtime.channel.subscribe((message) => {
    if (message.type === 'listChanged') {
      deps.dispatch(worksListChanged());
      return;
    }
    refreshTimer ??= setTimeout(() => {
      refreshTimer = null;
      deps.dispatch(worksListChanged());
    }, LIST_REFRESH_MS);
  });

  let ready: EditorBinding | null = null;
  // Script chunks give up after 120 s (spec); a failed load is forgotten so the next edit tries again.
  const binding = sharedUntilFailure(() =>
    loadChunk(() => import('./editor/editorBinding.ts')).then(({ createEditorBinding }) => {
      ready = createEditorBinding({
        runtime,
        showInAddress: (workId) => {
          const address = editorAddress(win.location.hash);
          if (address.inEditor && address.workId !== workId) deps.replaceAddress?.(editorHrefFor(workId));
        },
        dispatch: (action) => deps.dispatch(Object.assign(action, documentLoaded.match(action) ? { meta: FROM_WORKS } : {})),
        getState: deps.getState,
      });
      return ready;
    }),
  );

  startListening({
    actionCreator: workBackupRequested,
    effect: async () => {
      const backup = ready?.backup();
      if (!backup) return;
      const [{ saveBlob }, { workFileTextWithPicturesInlined }] = await Promise.all([loadChunk(() => import('../../shared/saveBlob.ts')), loadChunk(() => import('../../services/assets/inlinePictures.ts'))]);
      // The backup carries its pictures inline, like every work file.
      const text = await workFileTextWithPicturesInlined(backup.text).catch(() => backup.text);
      saveBlob(new Blob([text], { type: 'application/json' }), backup.fileName);
    },
  });
  // Synchronous once loaded: an edit followed at once by a hide must already count as unsaved.
  startListening({
    matcher: isAnyOf(intentCommitted, undone, redone),
    effect: (action) => {
      const patches = intentCommitted.match(action) || undone.match(action) || redone.match(action) ? action.payload.patches : undefined;
      if (ready) ready.changed(patches);
      else void binding().then((loaded) => loaded.changed(patches), () => undefined);
    },
  });
  // The editor page opened a document itself (a new canvas, a template): the session stops at once, so that
  // document can never be saved into the work; then the address says which work, if any, to show instead.
  startListening({
    actionCreator: documentLoaded,
    effect: async (action) => {
      if (fromWorks(action)) return;
      ready?.documentLoaded();
      const address = editorAddress(win.location.hash);
      // A work file opened over the work being edited: a new work. Showing the address's work again
      // would replace what the user just opened (and the file would seem to gain that work's edits).
      if (action.payload.replacesOpenWork) {
        if (address.inEditor && address.workId !== null) deps.replaceAddress?.(EDITOR_PATH);
        return;
      }
      if (!address.inEditor) return;
      // Autosave's worker loads now, with the page: a connection lost right after the first edit still saves.
      if (!runtime.engine) warmWorksWorker();
      await (await binding()).open({ workId: address.workId, kind: 'logo' });
    },
  });
  // Navigation: leaving the editor saves and marks the session closed normally (the kept editor continues it on
  // return); arriving at a kept editor with another ?workId opens that work.
  deps.subscribeAddress?.((href) => {
    const address = editorAddress(href);
    if (!address.inEditor) {
      void ready?.leave();
      return;
    }
    if (address.workId !== null && ready && ready.editorMounted() && ready.boundId() !== address.workId) {
      void ready.open({ workId: address.workId, kind: 'logo' });
    }
  });

  // Hidden or unloading: journal synchronously (the binding is loaded once anything was edited), then save.
  const hide = () => void ready?.flush('hide');
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') hide();
  });
  win.addEventListener('pagehide', hide);

  // Say a failed save once per failure kind, and every merge/copy notice, as a toast too.
  startListening({ actionCreator: saveFailed, effect: ({ payload }) => deps.toast(saveErrorText(payload)) });
  startListening({ actionCreator: noticeAdded, effect: ({ payload }) => deps.toast(noticeText(payload)) });
  startListening({
    actionCreator: restoreOffered,
    effect: ({ payload }) => {
      if (payload) deps.toast(strings.works.editor.restoreToast(payload.name));
    },
  });


  // Sync: on start, when the network returns, when asked, after saves, and every minute while visible.
  // A failed load is forgotten: the next trigger (network back, a save, the minute timer) loads again.
  // Issue 30: the chunk's evaluation and the scheduler's start are separate tasks (~200 ms as one at CPU 4×).
  const scheduler = sharedUntilFailure(() =>
    loadChunk(() => import('./sync/syncScheduler.ts')).then(async ({ createSyncScheduler }) => {
      await nextTask();
      return createSyncScheduler(runtime, deps.dispatch, win);
    }),
  );
  const sync = (delayMs: number) => {
    void scheduler().then((loaded) => loaded.schedule(delayMs), () => undefined);
  };
  // The start's run loads its chunk in idle time: no first screen needs it (issue 30).
  whenIdle(() => sync(2_000), { timeoutMs: SYNC_START_IDLE_TIMEOUT_MS, fallbackMs: 2_000 });
  startListening({ matcher: isAnyOf(worksSyncRequested, worksIdentityChanged, userLoggedIn, userLoggedOut), effect: () => sync(0) });
  startListening({ predicate: (_action, current, previous) => current.network.online && !previous.network.online, effect: () => sync(0) });
  runtime.channel.subscribe((message) => {
    if (message.from === runtime.channel.tabId) sync(3_000);
  });
  win.addEventListener('storage', (event) => {
    if (event.key === 'user') sync(0);
  });
  return runtime;
}
