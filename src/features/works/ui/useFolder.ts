import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/store/hooks.ts';
import { GUEST_OWNER, isWorksDbError, type WorkRecord } from '../../../services/worksDb/index.ts';
import { strings } from '../../../shared/strings.ts';
import { loadFolder } from '../library/library.ts';
import { repairThumbnails, staleThumbnails } from '../library/thumbRepair.ts';
import { renderWorkImage } from '../render/workRenderer.ts';
import { worksRuntime } from '../runtime.ts';
import { selectWorksListVersion, worksListChanged } from '../worksSlice.ts';

export type FolderState =
  | { status: 'loading' }
  | { status: 'ready'; records: WorkRecord[]; signedIn: boolean }
  | { status: 'error'; message: string };

/**
 * The works of whoever uses the app now. A signed-in user also sees guest works
 * still waiting to be uploaded into their folder (marked 等待上传), so a login
 * while offline never hides them. Reloads whenever a folder changes anywhere.
 */
export function useFolder(): FolderState {
  const version = useAppSelector(selectWorksListVersion);
  const dispatch = useAppDispatch();
  const [state, setState] = useState<FolderState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const runtime = worksRuntime();
    const { owner, user } = runtime.identity();
    (async () => {
      await runtime.recovered;
      const own = await loadFolder(runtime, owner);
      const pending = user ? await loadFolder(runtime, GUEST_OWNER) : [];
      return [...own, ...pending].sort((a, b) => b.updatedAt - a.updatedAt);
    })().then(
      (records) => {
        if (!live) return;
        setState({ status: 'ready', records, signedIn: user !== null });
        // Thumbnails older than their stored content are drawn again (thumbRepair.ts); the list reloads after.
        if (staleThumbnails(records).length > 0) {
          void repairThumbnails(runtime.repo, records, renderWorkImage).then((count) => {
            if (count > 0) dispatch(worksListChanged());
          });
        }
      },
      (error: unknown) =>
        live && setState({ status: 'error', message: isWorksDbError(error) ? strings.works.list.storeFailed[error.kind] : strings.works.list.loadFailed }),
    );
    return () => {
      live = false;
    };
  }, [version, dispatch]);
  return state;
}
