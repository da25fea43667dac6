import { strings } from '../../shared/strings.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';

/** The router shows this only when a page takes longer than PAGE_LOADING_DELAY_MS. */
export function PageLoading() {
  return (
    <div className="page-loading" data-testid="page-loading">
      <Spinner label={strings.common.loading} />
    </div>
  );
}
