import { useAppSelector } from '../store/hooks.ts';
import { selectVisibleToast } from './toastSlice.ts';

/** Shows the head of the toast queue; `key` restarts the fade-in for each toast. */
export function ToastHost() {
  const toast = useAppSelector(selectVisibleToast);
  return (
    <div className="toast-host" data-testid="toast-host" aria-live="polite" role="status">
      {toast ? (
        <div key={toast.id} className="toast" data-testid="toast">
          {toast.text}
        </div>
      ) : null}
    </div>
  );
}
