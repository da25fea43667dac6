import { ChunkLoadError, chunkErrorHref, loadChunk } from '../../app/router/lazyPage.ts';
import { useState } from 'react';
import { useStore } from 'react-redux';
import { useAppNavigator, useAppServices } from '../../app/pageApi.ts';
import { strings } from '../../shared/strings.ts';
import { requestExportTicket } from '../membership/vip/exportTicket.ts';
import { FREE_DAILY_DOWNLOADS } from '../works/model/downloadLimits.ts';
import { saveBlob } from '../../shared/saveBlob.ts';
import { resultId } from './resultId.ts';

const t = strings.imageTools;

export const VIP_PATH = '/pages/checkOut/checkOut';

export interface LimitReached {
  left: number;
  limit: number;
}

export interface ResultActions {
  download(): Promise<void>;
  sendToEditor(): Promise<void>;
  openVip(): void;
  /** Set when the last download was refused by the daily limit (nothing was saved). */
  limit: LimitReached | null;
  /** Counting or preparing the hand-off (the export itself shows as the tool's task). */
  busy: boolean;
}

/**
 * What every tool does with its result: download it within the daily limit, or hand it to
 * the logo editor. `produce` runs the tool's export (its task shows progress, cancel and
 * errors) and gives null when that failed or was cancelled.
 */
export function useResultActions(options: {
  produce: () => Promise<Blob | null>;
  fileName: () => string;
  onNotice: (text: string | null) => void;
}): ResultActions {
  const { api, storage } = useAppServices();
  const store = useStore();
  const navigator = useAppNavigator();
  const [limit, setLimit] = useState<LimitReached | null>(null);
  const [busy, setBusy] = useState(false);
  const { produce, fileName, onNotice } = options;

  const download = async () => {
    setLimit(null);
    const blob = await produce();
    if (!blob) return;
    setBusy(true);
    try {
      const id = await resultId(blob);
      // The server counts today's downloads (the `image` list, docs/membership.md); the same result again is free.
      const ticket = await requestExportTicket(api, storage.get('user') ?? storage.get('virUserinfo'), { kind: 'image', item: id, doc: id, side: 1000, fonts: [] });
      if (!ticket.ok) {
        if (ticket.reason === 'error') {
          onNotice(ticket.message);
          return;
        }
        onNotice(null);
        setLimit({ left: 0, limit: FREE_DAILY_DOWNLOADS });
        return;
      }
      saveBlob(blob, fileName());
      onNotice(ticket.left === null ? t.download.done : t.download.doneLeft(ticket.left));
      // A downloaded result is offered in the editor's 我的图片 as well: the image worker shrinks
      // and stores it after the download (nothing waits for it; a failure only loses the listing).
      void loadChunk(() => import('./rememberResult.ts')).then(({ rememberResult }) => rememberResult(blob, storage)).catch(() => undefined);
    } catch {
      onNotice(t.download.failed);
    } finally {
      setBusy(false);
    }
  };

  // Not a download: nothing leaves the app, and the editor's own export counts as a logo.
  const sendToEditor = async () => {
    setLimit(null);
    const blob = await produce();
    if (!blob) return;
    setBusy(true);
    onNotice(t.toEditor.opening);
    try {
      const { sendImageToEditor } = await loadChunk(() => import('./sendToEditor.ts'));
      await sendImageToEditor(blob, { store, navigator, storage });
    } catch (error) {
      // Spec: a script chunk that has not arrived in 120 s gives up with the error page.
      if (error instanceof ChunkLoadError) navigator.go(chunkErrorHref(navigator.currentHref()));
      else onNotice(t.toEditor.failed);
    } finally {
      setBusy(false);
    }
  };

  return { download, sendToEditor, openVip: () => navigator.go(VIP_PATH), limit, busy };
}
