import { useLocation } from '@tanstack/react-router';
import { useAppNavigator } from '../../app/navigation/navigatorContext.tsx';
import { usePageQuery } from '../../app/router/usePageQuery.ts';
import { NO_RESOLVE_PATH } from '../../app/router/routeTable.ts';
import { PageFrame } from '../../app/shell/PageFrame.tsx';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { SearchOffIcon } from '../../shared/ui/icons.tsx';

/**
 * Shown in place of any unknown route (the address keeps the unknown path, so
 * the user sees what failed) and at its own route, where `?path=` may name it.
 */
export default function NoResolveErrPage() {
  const navigator = useAppNavigator();
  const pathname = useLocation({ select: (location) => location.pathname });
  const query = usePageQuery();
  const missing = pathname === NO_RESOLVE_PATH ? query.path : pathname;
  return (
    <PageFrame path={NO_RESOLVE_PATH}>
      <EmptyState
        icon={<SearchOffIcon size={48} />}
        title={strings.errors.noResolveTitle}
        body={missing ? strings.errors.noResolveBody(missing) : strings.errors.noResolveBodyGeneric}
      >
        <Button onClick={() => navigator.home()} testId="no-resolve-home">
          {strings.common.backHome}
        </Button>
      </EmptyState>
    </PageFrame>
  );
}
