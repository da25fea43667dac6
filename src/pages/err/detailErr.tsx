import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { internalHref } from '../../app/navigation/navigator.ts';
import { useAppNavigator } from '../../app/navigation/navigatorContext.tsx';
import { selectOnline } from '../../app/network/networkSlice.ts';
import { classifyPageError } from '../../app/router/lazyPage.ts';
import { useAppSelector } from '../../app/store/hooks.ts';
import { NoNetworkView } from './noNetworkErr.tsx';
import { usePageQuery } from '../../app/router/usePageQuery.ts';
import { DETAIL_ERROR_PATH } from '../../app/router/routeTable.ts';
import { PageFrame } from '../../app/shell/PageFrame.tsx';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { WarningIcon } from '../../shared/ui/icons.tsx';

const BODY = {
  render: strings.errors.detailBody,
  timeout: strings.errors.timeoutBody,
  chunk: strings.errors.chunkBody,
} as const;

function DetailErrorView({ body, onRetry }: { body: string; onRetry: () => void }) {
  return (
    <PageFrame path={DETAIL_ERROR_PATH}>
      <EmptyState icon={<WarningIcon size={48} />} title={strings.errors.detailTitle} body={body}>
        <Button onClick={onRetry} testId="detail-error-retry">
          {strings.common.retry}
        </Button>
      </EmptyState>
    </PageFrame>
  );
}

/** The route itself: 重试 goes to `?from=` when given, otherwise back (or home). */
export default function DefailErrPage() {
  const navigator = useAppNavigator();
  const from = internalHref(usePageQuery().from);
  const retry = () => {
    if (from) navigator.go(from, { replace: true });
    else if (navigator.canGoBack()) navigator.back();
    else navigator.home();
  };
  return <DetailErrorView body={BODY.render} onRetry={retry} />;
}

/**
 * The router's error component: a page that threw while rendering, or whose
 * chunk failed or timed out. 重试 clears the boundary and loads the page again
 * in place, so the address never changes.
 */
export function DefailErrBoundary({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const online = useAppSelector(selectOnline);
  const retry = () => {
    reset();
    void router.invalidate();
  };
  const kind = classifyPageError(error);
  // Offline, a page whose code is not on this device truly cannot open: the no-network view (issue 15).
  if (kind !== 'render' && (!online || !window.navigator.onLine)) return <NoNetworkView onRetry={retry} />;
  return <DetailErrorView body={BODY[kind]} onRetry={retry} />;
}
