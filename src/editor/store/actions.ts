import { createAction } from '@reduxjs/toolkit';
import type { Patch } from 'immer';
import type { IntentOutcome, SelectionState } from '../intents/index.ts';
import type { LogoDocument } from '../../../workers/core/model/index.ts';

/*
 * Cross-slice events. Each carries what every slice needs, so one dispatch updates the
 * document, history and view together (no intermediate state reaches subscribers).
 */

/**
 * `documents`: the document the intent ran on and the one it produced. The store takes `after`
 * when it still holds `before` instead of applying the patches a second time (a pass over
 * the layer list per drag step); without it, or after anything else changed, the patches apply.
 */
/**
 * `shown`: the render worker already holds this result (a live move previewed exactly these
 * values), so the patches are not sent to it again: 2,000 patches per commit of a drag of
 * 1000 layers, cloned on the main thread.
 */
export const intentCommitted = createAction<IntentOutcome & { gesture: string | null; documents?: { before: LogoDocument; after: LogoDocument }; shown?: boolean }>(
  'editor/intentCommitted',
);

/** Undo: `patches` are the entry's inverse patches (the change to apply now). */
export const undone = createAction<{ patches: Patch[]; selection: SelectionState }>('editor/undone');

/** Redo: `patches` are the entry's forward patches. */
export const redone = createAction<{ patches: Patch[]; selection: SelectionState }>('editor/redone');

/**
 * A work was opened or a new one started: history is wiped. `replacesOpenWork`: the user
 * opened this document over the work being edited (a work file): it is a new work, and the
 * work the address names must not be shown again over it.
 */
export const documentLoaded = createAction<{ doc: LogoDocument; selection: SelectionState; replacesOpenWork?: boolean }>('editor/documentLoaded');
