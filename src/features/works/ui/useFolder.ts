import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../app/store/hooks.ts';
import { GUEST_OWNER, isWorksDbError, type WorkRecord } from '../../../services/worksDb/index.ts';
import { strings } from '../../../shared/strings.ts';
import { loadFolder } from '../library/library.ts';
import { worksRuntime } from '../runtime.ts';
import { selectWorksListVersion } from '../worksSlice.ts';

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
      (records) => live && setState({ status: 'ready', records, signedIn: user !== null }),
      (error: unknown) =>
        live && setState({ status: 'error', message: isWorksDbError(error) ? strings.works.list.storeFailed[error.kind] : strings.works.list.loadFailed }),
    );
    return () => {
      live = false;
    };
  }, [version]);
  return state;
}
