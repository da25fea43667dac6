import { createAction } from '@reduxjs/toolkit';
import type { Patch } from 'immer';
import type { IntentOutcome, SelectionState } from '../intents/index.ts';
import type { LogoDocument } from '../model/index.ts';

/*
 * Cross-slice events. Each carries what every slice needs, so one dispatch updates the
 * document, history and view together (no intermediate state reaches subscribers).
 */

export const intentCommitted = createAction<IntentOutcome & { gesture: string | null }>('editor/intentCommitted');

/** Undo: `patches` are the entry's inverse patches (the change to apply now). */
export const undone = createAction<{ patches: Patch[]; selection: SelectionState }>('editor/undone');

/** Redo: `patches` are the entry's forward patches. */
export const redone = createAction<{ patches: Patch[]; selection: SelectionState }>('editor/redone');

/** A work was opened or a new one started: history is wiped. */
export const documentLoaded = createAction<{ doc: LogoDocument; selection: SelectionState }>('editor/documentLoaded');

/**
 * `meta` of a documentLoaded the user asked for from a work file (打开作品文件): the document
 * is a new work, so the works binding must not load the stored work named in the address back over it.
 */
export const LOADED_FROM_FILE = 'file';
