import { useCallback, useMemo, useState } from 'react';
import { useAppDispatch } from '../../../app/store/hooks.ts';
import { toastShown } from '../../../app/toast/toastSlice.ts';
import { isWorksDbError, type WorkRecord } from '../../../services/worksDb/index.ts';
import { strings } from '../../../shared/strings.ts';
import { nativeBridge } from '../../../services/bridge/index.ts';
import { downloadWorkImage, downloadWorksZip, shareWorkImage, type ImageFormat } from '../export/exportActions.ts';
import { importWorksFile } from '../import/importActions.ts';
import { deleteWorks, duplicateWork, renameWork, undoDelete, UNDO_WINDOW_MS } from '../library/library.ts';
import { worksRuntime } from '../runtime.ts';

export interface UndoOffer {
  ids: string[];
  /** Bumped per delete so the bar's timer restarts. */
  key: number;
}

/** The works tab's actions, each reporting its outcome as a toast (errors say what to do). */
export function useWorksActions() {
  const dispatch = useAppDispatch();
  const [undo, setUndo] = useState<UndoOffer | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const toast = useCallback((text: string) => dispatch(toastShown(text)), [dispatch]);

  const guarded = useCallback(
    async (work: () => Promise<void>) => {
      try {
        await work();
      } catch (error) {
        toast(isWorksDbError(error) ? strings.works.list.storeFailed[error.kind] : strings.works.list.loadFailed);
      }
    },
    [toast],
  );

  return useMemo(
    () => ({
      undo,
      progress,
      undoWindowMs: UNDO_WINDOW_MS,
      rename: (record: WorkRecord, name: string) =>
        guarded(async () => {
          const result = await renameWork(worksRuntime(), record.id, name);
          toast(result.ok ? strings.works.list.renamed : strings.works.list.renameEmpty);
        }),
      duplicate: (record: WorkRecord) =>
        guarded(async () => {
          const copy = await duplicateWork(worksRuntime(), record.id);
          if (copy) toast(strings.works.list.duplicated(copy.name));
        }),
      remove: (records: readonly WorkRecord[]) =>
        guarded(async () => {
          const ids = records.map((record) => record.id);
          await deleteWorks(worksRuntime(), ids);
          setUndo((previous) => ({ ids, key: (previous?.key ?? 0) + 1 }));
        }),
      undoDelete: (offer: UndoOffer) =>
        guarded(async () => {
          setUndo(null);
          await undoDelete(worksRuntime(), offer.ids);
        }),
      dismissUndo: () => setUndo(null),
      downloadImage: (record: WorkRecord, format: ImageFormat) =>
        guarded(async () => {
          toast(await downloadWorkImage(worksRuntime(), record, format));
        }),
      shareImage: (record: WorkRecord) =>
        guarded(async () => {
          const message = await shareWorkImage(worksRuntime(), record, nativeBridge());
          if (message) toast(message);
        }),
      downloadZip: (records: readonly WorkRecord[]) =>
        guarded(async () => {
          setProgress(0);
          try {
            toast(await downloadWorksZip(worksRuntime(), records, setProgress));
          } finally {
            setProgress(null);
          }
        }),
      importFile: (file: File) =>
        guarded(async () => {
          setProgress(0);
          try {
            toast((await importWorksFile(worksRuntime(), file)).message);
          } finally {
            setProgress(null);
          }
        }),
    }),
    [guarded, toast, undo, progress],
  );
}
