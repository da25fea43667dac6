import type { UnknownAction } from '@reduxjs/toolkit';
import { applyDocumentPatches, createDocument, type LogoDocument } from '../../../workers/core/model/index.ts';
import { documentLoaded, intentCommitted, redone, undone } from './actions.ts';

export const initialDocument = (): LogoDocument => createDocument({ backgroundId: 'background' });

/**
 * The open document. A plain reducer, not an immer one: RTK's immer would freeze the layer
 * list it returns, and immer copies a frozen array slowly (see model/documentImmer.ts).
 */
export function documentReducer(state: LogoDocument = initialDocument(), action: UnknownAction): LogoDocument {
  if (documentLoaded.match(action)) return action.payload.doc;
  if (intentCommitted.match(action)) {
    // The intent's own result is what its patches would make of the document it ran on (the
    // patches that go to the render worker came from the same run, so they cannot drift apart).
    const { documents, patches } = action.payload;
    if (documents && documents.before === state) return documents.after;
    return applyDocumentPatches(state, patches);
  }
  // The same patches go to the render worker, so store and worker cannot drift apart.
  if (undone.match(action) || redone.match(action)) return applyDocumentPatches(state, action.payload.patches);
  return state;
}
