import type { Clock, Timers } from '../../../services/clock.ts';
import type { WorkKind, WorkOwner, WorkRecord, WorksDbErrorKind, WorksJournal } from '../../../services/worksDb/index.ts';
import { createCachedDocumentJson } from '../../../../workers/core/works/rules/documentJson.ts';
import { mergeDocuments } from '../../../../workers/core/works/rules/merge.ts';
import { currentSchemaVersion, openWorkContent } from '../../../../workers/core/works/rules/workContent.ts';
import { extractSearchText } from '../../../../workers/core/works/rules/searchText.ts';
import type { SaveOutcome, WorksApi } from '../../../../workers/protocol/works.ts';
import { measureCost } from '../../../services/perf/mainThreadCosts.ts';
import { whenIdle } from '../../../shared/whenIdle.ts';
import type { ValueStore } from '../../../shared/valueStore.ts';
import { randomHex } from '../../../../workers/core/random/random.ts';
import type { WorksChannel } from './channel.ts';
import { createDocumentTracker, type PatchLike } from './documentTracker.ts';

/**
 * Autosave of the work open in the editor. Saves SAVE_DEBOUNCE_MS after the
 * last change and never later than SAVE_MAX_WAIT_MS after the first unsaved
 * one, so a crash loses under a second; on hide it also writes the journal
 * synchronously (a reload loses nothing). The page keeps only the timers and
 * the state: the works worker (workers/works) holds a copy of the document, fed
 * by small deltas, and does everything proportional to its size — serialising,
 * hashing, the compare-and-set on the stored revision, merges, the read-back
 * and thumbnails. Saves run one at a time; a failed one is retried and
 * reported, and the editor keeps the work.
 */

export const SAVE_DEBOUNCE_MS = 400;
export const SAVE_MAX_WAIT_MS = 800;
export const RETRY_AFTER_ERROR_MS = 5_000;
/** Thumbnails are redrawn at most this often while editing (and always on close). */
export const THUMB_INTERVAL_MS = 10_000;
/** The worker's copy is primed no sooner than this after the session starts (after the frame of the edit that started it)… */
export const PRIME_AFTER_MS = 250;
/** …in the page's idle time, or this much later at the latest. */
export const PRIME_IDLE_WAIT_MS = 500;

export type SaveState =
  | { state: 'clean' }
  | { state: 'pending' }
  | { state: 'saving' }
  | { state: 'saved'; at: number; revision: number }
  | { state: 'error'; kind: WorksDbErrorKind; at: number };

export type SessionNotice =
  /** Another tab's (or device's) changes were merged into this editor. */
  | { type: 'merged' }
  /** This editor's work was saved under a new id: the stored one is newer-schema or could not be merged. */
  | { type: 'copied'; copyId: string; copyName: string; reason: 'newer-schema' | 'unmergeable' }
  /** A newer version of the app stored this work; this tab will save its edits as a copy. */
  | { type: 'newerElsewhere' };

export interface EditorPort {
  getDocument(): unknown;
  /** Show this document in the editor (another tab's revision, or a merge). */
  replaceDocument(document: unknown): void;
}

export interface WorkSessionDeps {
  /** The works worker (or, in Node tests, the same engine in-thread). */
  engine: WorksApi;
  journal: WorksJournal;
  channel: WorksChannel;
  clock: Clock;
  timers: Timers;
  onStatus?: (state: SaveState) => void;
  onNotice?: (notice: SessionNotice) => void;
  /**
   * A finger is on the editor's canvas. Timed saves wait for it to lift: a drag's live commits
   * (one a second) each made a save cycle on the main thread during the gesture (issue 12:
   * autosave once at gesture end). A reload or hide mid-drag still journals at once.
   */
  gestureHeld?: Pick<ValueStore<boolean>, 'get' | 'subscribe'>;
}

export interface WorkSessionInit {
  id: string;
  owner: WorkOwner;
  kind: WorkKind;
  /** Read at each save (and journal entry): a new work is named by what it shows then. */
  name: string;
  /** See SaveRequest.renameFrom; read before `name` at each save. */
  renameFrom?: string;
  /** The stored record the editor opened; null for a new work not stored yet. */
  stored: WorkRecord | null;
}

export interface WorkSession {
  /** Changes when this editor's edits had to be saved as a copy. */
  readonly id: string;
  /** An edit, by these store patches (they say which layers changed; omitted: compare every layer at the next save). */
  changed(patches?: readonly PatchLike[]): void;
  /** 'hide': journal synchronously, then save at once. 'now': save at once. */
  flush(reason: 'hide' | 'now'): Promise<void>;
  status(): SaveState;
  /** Saves what is left and stops listening. */
  close(): Promise<void>;
  /** Stops without saving: the editor no longer shows this work (another document was loaded over it). */
  abandon(): void;
}

export function createWorkSession(deps: WorkSessionDeps, init: WorkSessionInit, port: EditorPort): WorkSession {
  const { engine, journal, channel, clock, timers } = deps;
  const key = randomHex(8);
  let id = init.id;
  const { kind } = init;
  const schemaVersion = currentSchemaVersion(kind);
  const tracker = createDocumentTracker();
  /** The store patches of the edits since the last sync (undefined: an edit that did not say), read at the next save. */
  let noted: (readonly PatchLike[] | undefined)[] = [];
  const journalJson = createCachedDocumentJson();
  let revision = init.stored?.revision ?? 0;
  let changeSeq = 0;
  let savedSeq = 0;
  let firstDirtyAt: number | null = null;
  let timer: unknown = null;
  let queue: Promise<void> = Promise.resolve();
  let journaled = false;
  /** The change the journal entry holds: only a save of it (or later) makes the entry redundant. */
  let journaledSeq = 0;
  /** The hash the save in flight stores, between prepare and its answer (journalled on hide). */
  let inFlightHash: string | null = null;
  let closed = false;
  let warnedNewer = false;
  /** The worker has no copy for this session (not yet, or it restarted). */
  let needsOpen = true;
  let state: SaveState = { state: 'clean' };
  let lastThumbAt = -Infinity;
  /** The stored thumbnail shows an older state than the stored content. */
  let thumbStale = false;

  const setState = (next: SaveState) => {
    state = next;
    // An abandoned session says nothing more: its save in flight ending as 'saved' put its work
    // back in the address, and the page then loaded that work over the file just opened (the
    // flaky editor-bad-input test's extra layer, once opening a file got faster).
    if (closed) return;
    // The status chip and its listeners are autosave's cost too (a few times per save).
    measureCost('autosave', () => deps.onStatus?.(next));
  };
  const run = (task: () => Promise<void>): Promise<void> => {
    queue = queue.then(task, task);
    return queue;
  };
  const clearTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const dirty = () => changeSeq !== savedSeq;

  /** The timer fires at `timerAt`; the save is due at `dueAt` (later when edits came since). */
  let timerAt = 0;
  let dueAt = 0;
  /**
   * A timed save is queued or running. Edits meanwhile arm no timer: the save re-schedules when it
   * ends if they left the work dirty. Without this, every drag step during a slow save found the
   * timer spent and armed a new one (a setTimeout per pointer move, ~0.2 ms each in the page).
   */
  let timedSaveQueued = false;
  function arm(wait: number) {
    clearTimer();
    timerAt = clock.now() + wait;
    timer = measureCost('autosave', () => timers.setTimeout(() => {
      timer = null;
      const left = dueAt - clock.now();
      if (left > 0) {
        arm(left);
        return;
      }
      timedSaveQueued = true;
      void run(() => save('timer'));
    }, wait));
  }

  /** Edits came while a finger was down: the save is scheduled when it lifts. */
  let heldBack = false;
  const stopWatchingGesture =
    deps.gestureHeld?.subscribe(() => {
      if (heldBack && !deps.gestureHeld?.get()) {
        heldBack = false;
        if (dirty()) schedule();
      }
    }) ?? (() => undefined);

  function schedule(delay?: number) {
    if (closed) return;
    const now = clock.now();
    firstDirtyAt ??= now;
    if (delay === undefined && deps.gestureHeld?.get()) {
      heldBack = true;
      if (state.state !== 'error' && state.state !== 'pending') setState({ state: 'pending' });
      return;
    }
    const wait = delay ?? Math.max(0, Math.min(SAVE_DEBOUNCE_MS, firstDirtyAt + SAVE_MAX_WAIT_MS - now));
    dueAt = now + wait;
    // A drag calls this every step: a later due time is picked up when the armed timer fires,
    // rather than by a clearTimeout/setTimeout pair per pointer move (most of autosave's cost on the page).
    if (!timedSaveQueued && (timer === null || timerAt > dueAt)) arm(wait);
    // Said once per burst of edits: a store update per drag step would run every selector of the page.
    if (state.state !== 'error' && state.state !== 'pending') setState({ state: 'pending' });
  }

  /**
   * Brings the worker's copy up to the editor's document and returns that document.
   * Each delta is its own message and awaited, so a large first send never blocks.
   */
  async function sync(): Promise<unknown> {
    if (needsOpen) {
      tracker.reset();
      await engine.open({ session: key, kind, storedId: revision > 0 ? id : null, baseRevision: revision });
      needsOpen = false;
    }
    const document = port.getDocument();
    // What the page pays for autosave: finding what changed and posting it (?perf=1 shows it).
    const deltas = measureCost('autosave', () => {
      for (const patches of noted) tracker.note(patches);
      noted = [];
      return tracker.deltas(document);
    });
    for (const delta of deltas) await measureCost('autosave', () => engine.update(key, delta));
    return document;
  }

  /** The worker failed or lost its copy: start it again on the next save. */
  function lost() {
    needsOpen = true;
    tracker.reset();
  }

  /**
   * Shows `theirs` (a stored revision, or a merge the worker made) in the editor. `sent` is the
   * document the worker's answer was based on: edits made since are merged on top, here.
   */
  function show(theirs: unknown, sent: unknown): 'same' | 'merged' | 'failed' {
    const mine = port.getDocument();
    let next = theirs;
    if (mine !== sent) {
      const opened = openWorkContent(kind, mergeDocuments(sent, theirs, mine).value);
      if (!opened.ok) return 'failed';
      next = opened.document;
    }
    port.replaceDocument(next);
    tracker.reset();
    return mine === sent ? 'same' : 'merged';
  }

  function wantThumb(reason: string): boolean {
    // No time to render while the page is going away; the next save brings the thumbnail up to date.
    if (reason === 'hide') return false;
    const now = clock.now();
    if (reason !== 'close' && revision > 0 && now - lastThumbAt < THUMB_INTERVAL_MS) return false;
    lastThumbAt = now;
    return true;
  }

  /** The journal entry is redundant once a save holds the change it was written at (a save that started before the hide holds less). */
  function dropJournalUpTo(seq: number) {
    if (!journaled || seq < journaledSeq) return;
    journal.remove(id);
    journaled = false;
  }

  function settle(outcome: Exclude<SaveOutcome, { kind: 'error' } | { kind: 'same' }>, seq: number, sent: unknown) {
    savedSeq = seq;
    thumbStale = outcome.thumbStale;
    dropJournalUpTo(seq);
    revision = outcome.revision;
    if (outcome.kind === 'copied') {
      id = outcome.id;
      deps.onNotice?.({ type: 'copied', copyId: outcome.id, copyName: outcome.copyName, reason: outcome.reason });
      channel.post({ type: 'listChanged', from: channel.tabId });
    } else if (outcome.kind === 'merged') {
      channel.post({ type: 'saved', id, revision, from: channel.tabId });
      // An abandoned session (another document opened over it) never touches the editor again.
      if (outcome.document !== null && !closed && show(outcome.document, sent) === 'merged') changeSeq += 1;
      deps.onNotice?.({ type: 'merged' });
    } else if (outcome.kind === 'written') {
      channel.post({ type: 'saved', id, revision, from: channel.tabId });
      if (revision === 1) channel.post({ type: 'listChanged', from: channel.tabId });
    }
  }

  async function save(reason: string): Promise<void> {
    const timed = reason === 'timer';
    if (!dirty() || closed) {
      if (timed) timedSaveQueued = false;
      return;
    }
    clearTimer();
    firstDirtyAt = null;
    const seq = changeSeq;
    let outcome: SaveOutcome;
    let sent: unknown;
    try {
      sent = await sync();
      if (state.state !== 'saving') setState({ state: 'saving' });
      const renameFrom = init.renameFrom;
      const request = { session: key, id, owner: init.owner, kind, renameFrom, name: init.name, schemaVersion, thumb: wantThumb(reason), now: clock.now() };
      inFlightHash = (await measureCost('autosave', () => engine.prepare(key))).hash;
      outcome = await measureCost('autosave', () => engine.save(request));
    } catch {
      lost();
      outcome = { kind: 'error', error: 'unavailable', message: 'works worker' };
    }
    inFlightHash = null;
    // From here on edits schedule again (and this save's own schedule calls below may arm).
    if (timed) timedSaveQueued = false;
    if (outcome.kind === 'error') {
      setState({ state: 'error', kind: outcome.error, at: clock.now() });
      schedule(RETRY_AFTER_ERROR_MS);
      return;
    }
    if (outcome.kind === 'same') {
      savedSeq = seq;
      dropJournalUpTo(seq);
    } else settle(outcome, seq, sent);
    setState({ state: 'saved', at: clock.now(), revision });
    if (dirty()) schedule();
  }

  /** Another tab stored a newer revision of this work: show it, merged with our unsaved edits. */
  async function absorb(): Promise<void> {
    let sent: unknown;
    try {
      sent = await sync();
      const outcome = await engine.absorb(key, id, schemaVersion);
      if (closed) return;
      if (outcome.kind === 'newer') {
        if (!warnedNewer) deps.onNotice?.({ type: 'newerElsewhere' });
        warnedNewer = true;
      } else if (outcome.kind === 'adopted') {
        revision = outcome.revision;
        if (outcome.caughtUp && port.getDocument() === sent) savedSeq = changeSeq;
      } else if (outcome.kind === 'replace') {
        revision = outcome.revision;
        const shown = show(outcome.document, sent);
        if (shown === 'failed') return;
        if (outcome.merged || shown === 'merged') {
          deps.onNotice?.({ type: 'merged' });
          changeSeq += 1;
          schedule();
        } else savedSeq = changeSeq;
      }
    } catch {
      lost();
    }
  }

  const unsubscribe = channel.subscribe((message) => {
    if (message.type !== 'saved' || message.id !== id || message.revision <= revision || closed) return;
    void run(absorb);
  });

  // Prime the worker's copy, a part at a time, so the first save of a large work sends only what
  // changed; but not at once. A new work's session is created by its first edit, the tap that adds
  // its first layer, and the worker's open and the document's first delta (posting, cloning, the
  // works worker's IndexedDB) ran while the render worker drew that layer: the first tap on a blank
  // canvas took 140–547 ms to be drawn at low-end where later taps took ~80 (bench 34). An opened
  // work is being drawn then too. So the copy is primed PRIME_AFTER_MS later, in idle time; a save
  // due before that primes it itself (`needsOpen`), and nothing waits for it: changes are counted,
  // and a hide journals them, synchronously, whether the worker has a copy or not.
  let cancelPrime = () => {};
  let primeTimer: unknown = timers.setTimeout(() => {
    primeTimer = null;
    cancelPrime = whenIdle(
      () => {
        if (closed || !needsOpen) return;
        void run(async () => {
          if (closed || !needsOpen) return;
          try {
            await sync();
          } catch {
            lost();
          }
        });
      },
      { timeoutMs: PRIME_IDLE_WAIT_MS, fallbackMs: 0 },
    );
  }, PRIME_AFTER_MS);
  const stopPriming = () => {
    if (primeTimer !== null) timers.clearTimeout(primeTimer);
    primeTimer = null;
    cancelPrime();
  };

  return {
    get id() {
      return id;
    },
    changed(patches) {
      if (closed) return;
      // A drag step's own bookkeeping: a push, a counter, a clock read, nothing proportional to
      // anything. Not timed: reading the timer per step would cost more than the step, and under
      // CDP throttling each reading picks up the throttler's pauses. What it may set off (a timer,
      // the status) is timed where it happens, and the patches are read at the save.
      noted.push(patches);
      changeSeq += 1;
      schedule();
    },
    flush(reason) {
      if (reason === 'hide' && dirty()) {
        // Synchronous, as the page may be torn down next; each layer's JSON is reused while unchanged.
        const document = port.getDocument();
        journaled =
          measureCost('journal', () =>
            journal.write({
            id,
            owner: init.owner,
            kind,
            name: init.name,
            baseRevision: revision,
            content: journalJson(document),
            // Hashed when the journal is folded in at the next start: md5 of a large work has no place in an unload.
            hash: '',
            text: extractSearchText(document),
            schemaVersion,
            savedAt: clock.now(),
            ...(inFlightHash === null ? {} : { inFlightHash }),
          }),
          ) || journaled;
        journaledSeq = changeSeq;
      }
      return run(() => save(reason));
    },
    status: () => state,
    async close() {
      await run(() => save('close'));
      if (thumbStale && !closed) await run(() => engine.refreshThumb(key, id).catch(() => undefined));
      closed = true;
      clearTimer();
      stopPriming();
      unsubscribe();
      stopWatchingGesture();
      void engine.close(key).catch(() => undefined);
    },
    abandon() {
      closed = true;
      changeSeq = savedSeq;
      clearTimer();
      stopPriming();
      unsubscribe();
      stopWatchingGesture();
      void engine.close(key).catch(() => undefined);
    },
  };
}
