import type { Store } from '@reduxjs/toolkit';
import { documentLoaded } from '../../../editor/store/index.ts';
import type { LogoDocument } from '../../../../workers/core/model/index.ts';
import { markOpened, mountEditorReducer } from '../../../editor/ui/editorMount.ts';
import { workSource } from '../../../editor/ui/useEditorWorkers.ts';
import { HANDOFF_KEY, storeHandedDocument } from '../../../editor/ui/handoffStore.ts';
import type { AppNavigator } from '../../../app/navigation/navigator.ts';

export const EDITOR_PATH = '/pages/create/create';

/** Where a document given to the editor came from (query `from`), so it can say so or rebuild it. */
export interface EditorHandoff {
  from: 'aiDesign' | 'template' | 'oneTouch' | 'nameLogo' | 'newPage' | 'imageTool' | 'signature';
  /** Template id, when it came from one (query `template`). */
  template?: string;
  title?: string;
  slogan?: string;
}

export function handoffQuery(handoff: EditorHandoff): Record<string, string> {
  const query: Record<string, string> = { from: handoff.from };
  if (handoff.template) query.template = handoff.template;
  if (handoff.title !== undefined) query.title = handoff.title;
  if (handoff.slogan !== undefined) query.slogan = handoff.slogan;
  return query;
}

/**
 * Hands a document to the editor page, as agreed: the document is put into the editor
 * store before navigating (openDocument's effect: documentLoaded, with an empty selection
 * since generated logos carry none), and the editor is told it already holds the work for
 * the address it will open (markOpened with the editor's own workSource of that query), so
 * it shows this document instead of starting a blank one. The query says where it came
 * from; for a template it carries `template`, `title`, `slogan`. A copy goes to
 * sessionStorage (readHandoffDocument) for a reload of the editor.
 */
export function openInEditor(doc: LogoDocument, handoff: EditorHandoff, deps: { store: Store; navigator: AppNavigator }): void {
  mountEditorReducer(deps.store);
  deps.store.dispatch(documentLoaded({ doc, selection: { selected: [], lastClicked: null } }));
  const query = handoffQuery(handoff);
  markOpened(workSource(query));
  storeHandedDocument(doc, handoff);
  deps.navigator.go(EDITOR_PATH, { query });
}

/** For the editor after a reload: the last document handed over in this tab, if any (unparsed JSON). */
export function readHandoffDocument(): { doc: unknown; handoff: EditorHandoff } | null {
  try {
    const raw = sessionStorage.getItem(HANDOFF_KEY);
    return raw ? (JSON.parse(raw) as { doc: unknown; handoff: EditorHandoff }) : null;
  } catch {
    return null;
  }
}
