import { useCallback, useState } from 'react';
import { useStore } from 'react-redux';
import { toastShown, useAppDispatch, useAppNavigator } from '../../../app/pageApi.ts';
import type { LogoDocument } from '../../../../workers/core/model/index.ts';
import { strings } from '../../../shared/strings.ts';
import { isWorkerError } from '../../../../workers/core/errors.ts';
import { logoClient } from '../app/logoWorker.ts';
import { openInEditor, type EditorHandoff } from '../app/openInEditor.ts';
import type { TitleSlogan } from '../form.ts';
import type { TemplateRecord } from '../../../../workers/core/catalogue/types.ts';

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
        // Filled in the logo worker, as the one-tap cards are: the main thread lays nothing out.
        const { doc } = await logoClient().fillTemplate(template.url, words);
        openDocument(doc, { from, template: template.id, title: words.title, slogan: words.slogan });
      } catch (error) {
        // A broken template says so (BAD_REQUEST carries its message); anything else is the generic failure.
        dispatch(toastShown(isWorkerError(error) && error.code === 'BAD_REQUEST' ? error.message : strings.logo.open.failed));
      } finally {
        setOpening(null);
      }
    },
    [dispatch, openDocument],
  );

  return { opening, openDocument, openTemplate };
}
