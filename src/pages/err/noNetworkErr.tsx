import { useAppDispatch } from '../../app/store/hooks.ts';
import { networkRetryPressed } from '../../app/network/networkSlice.ts';
import { usePageQuery } from '../../app/router/usePageQuery.ts';
import { NO_NETWORK_PATH } from '../../app/router/routeTable.ts';
import { PageFrame } from '../../app/shell/PageFrame.tsx';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { OfflineIcon } from '../../shared/ui/icons.tsx';

/** `?from=` is the page the user was on when the connection dropped; 重试 returns there once online. */
export default function NoNetworkErrPage() {
  const dispatch = useAppDispatch();
  const from = usePageQuery().from ?? null;
  return <NoNetworkView onRetry={() => dispatch(networkRetryPressed({ from }))} />;
}

/** Also shown in place by the router's error boundary when a page's code cannot load offline. */
export function NoNetworkView({ onRetry }: { onRetry: () => void }) {
  return (
    <PageFrame path={NO_NETWORK_PATH}>
      <EmptyState icon={<OfflineIcon size={48} />} title={strings.errors.noNetworkTitle} body={strings.errors.noNetworkBody}>
        <Button onClick={onRetry} testId="no-network-retry">
          {strings.common.retry}
        </Button>
      </EmptyState>
    </PageFrame>
  );
}
