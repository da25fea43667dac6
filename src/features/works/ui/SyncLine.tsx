import { strings } from '../../../shared/strings.ts';
import type { SyncView } from '../worksSlice.ts';

/** One quiet line: where the works are kept and how the sync is doing. */
export function SyncLine({ sync, signedIn }: { sync: SyncView; signedIn: boolean }) {
  const t = strings.works;
  let text = '';
  if (!signedIn) text = t.list.guestFolder;
  else if (sync.state === 'syncing') text = t.sync.syncing;
  else if (sync.state === 'done') text = t.sync.done;
  else if (sync.state === 'offline' || sync.state === 'error') text = sync.message;
  if (text === '') return null;
  return (
    <p className={`works-syncline${sync.state === 'error' || sync.state === 'offline' ? ' works-syncline--warn' : ''}`} data-testid={signedIn ? 'works-sync-status' : 'works-guest-hint'}>
      {text}
    </p>
  );
}
