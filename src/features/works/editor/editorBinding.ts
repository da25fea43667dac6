import type { UnknownAction } from '@reduxjs/toolkit';
import { parseDocument } from '../../../../workers/core/model/index.ts';
import { documentLoaded } from '../../../editor/store/actions.ts';
import { canvasGestureHeld } from '../../../editor/ui/canvasGesture.ts';
import type { WorkKind, WorkRecord } from '../../../services/worksDb/index.ts';
import { encodeWorkFile } from '../../../../workers/core/workFile/workFile.ts';
import { exportFileName, nameFromContent, uniqueWorkName } from '../../../../workers/core/works/rules/fileName.ts';
import { currentSchemaVersion, openWorkContent } from '../../../../workers/core/works/rules/workContent.ts';
import type { WorksRuntime } from '../runtime.ts';
import type { PatchLike } from '../session/documentTracker.ts';
import { createWorkSession, type WorkSession } from '../session/workSession.ts';
import { worksWorker } from '../session/worksWorker.ts';
import { readLastSession, writeLastSession } from './lastSession.ts';
import { strings } from '../../../shared/strings.ts';
import { noticeAdded, restoreOffered, saveFailed, type SaveView } from '../worksSlice.ts';
import { editorSaveStatus } from './saveStatus.ts';

/**
 * Connects the editor store to an autosave session. When the editor page loads a
 * document, the address says which work it opened; this loads it into the editor and saves
 * every change. Safety rule: a document this binding did not load (the page
 * opened a template or a blank canvas) detaches the session, so a stored work
 * is only ever written with content that came from it.
 */

export interface EditorBindingDeps {
  runtime: WorksRuntime;
  /** Called after each save with the id being saved to (the address follows it). */
  showInAddress?: (workId: string) => void;
  dispatch: (action: UnknownAction) => unknown;
  getState: () => unknown;
}

export interface EditorBinding {
  /** The work being saved, or null. */
  boundId(): string | null;
  /** True when the editor store is mounted (the editor page has been opened in this tab). */
  editorMounted(): boolean;
  open(options: { workId: string | null; kind: WorkKind }): Promise<void>;
  /** An edit happened in the editor (by these store patches, when known). */
  changed(patches?: readonly PatchLike[]): void;
  /** A document was loaded into the editor (by anyone). */
  documentLoaded(): void;
  flush(reason: 'hide' | 'now'): Promise<void>;
  /**
   * The editor route was left (preview, works tab…): save now and mark the session closed
   * normally, but stay bound — the editor store keeps the document, and coming back continues it.
   */
  leave(): Promise<void>;
  /** The open work as an importable work file, from the editor's memory; null when no editor is open. */
  backup(): { fileName: string; text: string } | null;
}

function editorDocument(state: unknown): unknown {
  if (typeof state !== 'object' || state === null || !('editor' in state)) return undefined;
  const editor = state.editor;
  return typeof editor === 'object' && editor !== null && 'document' in editor ? editor.document : undefined;
}

export function createEditorBinding(deps: EditorBindingDeps): EditorBinding {
  const { runtime, dispatch } = deps;
  let session: WorkSession | null = null;
  let kind: WorkKind = 'logo';
  let loading = false;
  /** lastSession says "not closed normally" for the bound work (set again after each leave). */
  let markedOpen = false;
  let queue: Promise<void> = Promise.resolve();
  const serial = (task: () => Promise<void>) => (queue = queue.then(task, task));

  const toView = (state: ReturnType<WorkSession['status']>): SaveView => state;

  /** Names in the folder a new work would join, read when the editor opens (a new work is named synchronously on its first edit). */
  let takenNames: { owner: string; names: Set<string> } | null = null;
  async function readTakenNames() {
    const { owner } = runtime.identity();
    const records = await runtime.repo.list(owner).catch(() => []);
    takenNames = { owner, names: new Set(records.filter((record) => record.deletedAt === null).map((record) => record.name)) };
  }
  /** A new work's name: from its content, unique in its folder (`山水茶舍 (2)`). */
  function newWorkName(owner: string, previous: string | undefined): string {
    if (takenNames?.owner !== owner) takenNames = { owner, names: new Set<string>() };
    const { names } = takenNames;
    if (previous !== undefined) names.delete(previous);
    const name = uniqueWorkName(nameFromContent(kind, editorDocument(deps.getState())), names);
    names.add(name);
    return name;
  }

  function load(document: unknown) {
    const parsed = parseDocument(document);
    if (!parsed.ok) throw new Error(parsed.error.message);
    loading = true;
    try {
      dispatch(documentLoaded({ doc: parsed.doc, selection: { selected: [], lastClicked: null } }));
    } finally {
      loading = false;
    }
  }

  function bind(id: string, stored: WorkRecord | null): WorkSession {
    const { owner } = runtime.identity();
    markedOpen = stored !== null;
    let givenName: string | undefined;
    const created = createWorkSession(
      {
        ...runtime,
        engine: runtime.engine ?? worksWorker(),
        gestureHeld: canvasGestureHeld,
        onStatus: (state) => {
          const previous = editorSaveStatus.get();
          editorSaveStatus.set(toView(state));
          if (state.state === 'error' && !(previous.state === 'error' && previous.kind === state.kind)) dispatch(saveFailed(state.kind));
          if (state.state === 'saved') deps.showInAddress?.(created.id);
          if (state.state === 'saved' && !markedOpen) {
            markedOpen = true;
            void writeLastSession(runtime.repo, { id: created.id, clean: false });
          }
        },
        onNotice: (notice) => {
          if (notice.type === 'copied') dispatch(noticeAdded({ type: 'copied', copyName: notice.copyName, reason: notice.reason }));
          else dispatch(noticeAdded(notice));
        },
      },
      {
        id,
        owner,
        kind,
        // A new work is named from what it shows (its first text), read at each save: the first
        // edit is often "add a text" before its words are typed, so the name follows the text
        // until the person renames the work (renameFrom: the name this binding gave last).
        get renameFrom() {
          return stored ? undefined : givenName;
        },
        get name() {
          if (stored) return stored.name;
          givenName = newWorkName(owner, givenName);
          return givenName;
        },
        stored,
      },
      { getDocument: () => editorDocument(deps.getState()), replaceDocument: load },
    );
    if (stored) void writeLastSession(runtime.repo, { id, clean: false });
    return created;
  }

  async function detach(clean: boolean) {
    const closing = session;
    session = null;
    if (!closing) return;
    await closing.close();
    if (clean) await writeLastSession(runtime.repo, { id: closing.id, clean: true });
  }

  async function offerRestore() {
    const last = await readLastSession(runtime.repo);
    if (!last || last.clean) return;
    const record = await runtime.repo.get(last.id).catch(() => undefined);
    if (!record || record.deletedAt !== null || record.owner !== runtime.identity().owner) return;
    dispatch(restoreOffered({ id: record.id, name: record.name, updatedAt: record.updatedAt }));
  }

  return {
    boundId: () => session?.id ?? null,
    editorMounted: () => editorDocument(deps.getState()) !== undefined,
    open(options) {
      return serial(async () => {
        kind = options.kind;
        // A new canvas: whatever session there is started on it (a foreign load already ended the previous one).
        await runtime.recovered;
        await readTakenNames();
        if (options.workId === null) {
          await offerRestore();
          return;
        }
        if (session?.id === options.workId) return;
        await detach(true);
        const record = await runtime.repo.get(options.workId).catch(() => undefined);
        if (!record || record.deletedAt !== null) {
          dispatch(noticeAdded({ type: 'message', message: strings.works.editor.notFound }));
          return;
        }
        const opened = openWorkContent(record.kind, record.content);
        if (!opened.ok) {
          // Not bound: edits go to a new work, the stored one stays as it is.
          dispatch(noticeAdded({ type: 'message', message: opened.newer ? strings.works.editor.newerVersion : opened.message || strings.works.editor.corrupt }));
          return;
        }
        kind = record.kind;
        // The editor store may be gone (the page closed while the work was read).
        if (editorDocument(deps.getState()) === undefined) return;
        load(opened.document);
        session = bind(record.id, record);
      });
    },
    changed(patches) {
      if (session) {
        session.changed(patches);
        return;
      }
      if (editorDocument(deps.getState()) === undefined) return;
      // The page did not say which work it opened: save its edits as a new work.
      session = bind(runtime.newId(), null);
      session.changed();
    },
    documentLoaded() {
      if (loading || !session) return;
      // The editor shows another document now: saving it into this work would overwrite the work.
      session.abandon();
      session = null;
    },
    flush(reason) {
      return session ? session.flush(reason) : Promise.resolve();
    },
    leave() {
      return serial(async () => {
        const current = session;
        if (!current) return;
        await current.flush('now');
        markedOpen = false;
        await writeLastSession(runtime.repo, { id: current.id, clean: true });
      });
    },
    backup() {
      const document = editorDocument(deps.getState());
      if (document === undefined) return null;
      const now = runtime.clock.now();
      const id = session?.id ?? runtime.newId();
      const name = nameFromContent(kind, document);
      const content = JSON.stringify(document);
      const text = encodeWorkFile({ id, kind, name, createdAt: now, updatedAt: now, schemaVersion: currentSchemaVersion(kind), content });
      return { fileName: exportFileName(name, id, 'json'), text };
    },
  };
}
