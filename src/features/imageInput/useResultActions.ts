import { useState } from 'react';
import { useStore } from 'react-redux';
import { useAppNavigator, useAppServices } from '../../app/pageApi.ts';
import { isVip } from '../../services/account/vip.ts';
import { strings } from '../../shared/strings.ts';
import { identityFrom } from '../works/runtime.ts';
import { saveBlob } from './download.ts';
import { checkImageDownload } from './downloadLimit.ts';
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
      // VIP as the works tab reads it: the signed-in user's membership on the server-corrected clock.
      const vip = isVip(identityFrom(storage).user, api.time.nowSeconds());
      const check = checkImageDownload(storage, { id, vip, now: Date.now });
      if (!check.ok) {
        onNotice(null);
        setLimit({ left: check.left, limit: check.limit });
        return;
      }
      saveBlob(blob, fileName());
      check.commit();
      onNotice(check.left === null ? t.download.done : t.download.doneLeft(check.left));
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
      const { sendImageToEditor } = await import('./sendToEditor.ts');
      await sendImageToEditor(blob, { store, navigator });
    } catch {
      onNotice(t.toEditor.failed);
    } finally {
      setBusy(false);
    }
  };

  return { download, sendToEditor, openVip: () => navigator.go(VIP_PATH), limit, busy };
}
