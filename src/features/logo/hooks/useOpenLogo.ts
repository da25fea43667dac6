import { useCallback, useState } from 'react';
import { useStore } from 'react-redux';
import { toastShown, useAppDispatch, useAppNavigator } from '../../../app/pageApi.ts';
import type { LogoDocument } from '../../../editor/model/index.ts';
import { strings } from '../../../shared/strings.ts';
import { appMeasure } from '../app/measure.ts';
import { openInEditor, type EditorHandoff } from '../app/openInEditor.ts';
import { loadTemplateDocument, TemplateOpenError } from '../app/templateDocument.ts';
import type { TitleSlogan } from '../form.ts';
import type { TemplateRecord } from '../../catalogue/types.ts';

/** Opens a logo in the editor: a ready document, or a template filled with the user's words. */
export function useOpenLogo() {
  const dispatch = useAppDispatch();
  const store = useStore();
  const navigator = useAppNavigator();
  const [opening, setOpening] = useState<string | null>(null);

  const openDocument = useCallback(
    (doc: LogoDocument, handoff: EditorHandoff) => openInEditor(doc, handoff, { store, navigator }),
    [store, navigator],
  );

  const openTemplate = useCallback(
    async (template: TemplateRecord, words: TitleSlogan, from: EditorHandoff['from'] = 'template') => {
      setOpening(template.id);
      try {
        const doc = await loadTemplateDocument(template.url, words, appMeasure());
        openDocument(doc, { from, template: template.id, title: words.title, slogan: words.slogan });
      } catch (error) {
        dispatch(toastShown(error instanceof TemplateOpenError ? error.message : strings.logo.open.failed));
      } finally {
        setOpening(null);
      }
    },
    [dispatch, openDocument],
  );

  return { opening, openDocument, openTemplate };
}
