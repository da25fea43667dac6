import { strings } from '../../shared/strings.ts';
import { useAppDispatch, useAppSelector } from '../store/hooks.ts';
import { networkCheckPressed, selectOnline } from './networkSlice.ts';

/**
 * Above every page while offline: the user stays where they are (editing and
 * autosave are local) and learns what waits for the network.
 */
export function OfflineBanner() {
  const online = useAppSelector(selectOnline);
  const dispatch = useAppDispatch();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <span>{strings.offline.banner}</span>
      <button type="button" className="offline-banner__retry" onClick={() => dispatch(networkCheckPressed())} data-testid="offline-banner-retry">
        {strings.common.retry}
      </button>
    </div>
  );
}
