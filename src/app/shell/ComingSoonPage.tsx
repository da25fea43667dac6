import { useAppNavigator } from '../navigation/navigatorContext.tsx';
import { usePressBack } from '../back/backPressContext.tsx';
import { routeTitle, type RoutePath } from '../router/routeTable.ts';
import { isTabPath } from '../tabs/tabs.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { BuildIcon } from '../../shared/ui/icons.tsx';
import { PageFrame } from './PageFrame.tsx';

/**
 * What a route shows until its feature is built: says so plainly, names the
 * feature, and offers a way back. Never a mock-up that looks like it works.
 */
export function ComingSoonPage({ path, feature }: { path: RoutePath; feature?: string }) {
  const navigator = useAppNavigator();
  const pressBack = usePressBack();
  const name = feature ?? routeTitle(path);
  return (
    <PageFrame path={path}>
      <div data-testid="coming-soon">
        <EmptyState icon={<BuildIcon size={48} />} title={strings.comingSoon.title(name)} body={strings.comingSoon.body}>
          {isTabPath(path) ? null : (
            <Button variant="secondary" onClick={pressBack} testId="coming-soon-back">
              {strings.common.back}
            </Button>
          )}
          <Button onClick={() => navigator.home({ replace: false })} testId="coming-soon-home">
            {strings.common.backHome}
          </Button>
        </EmptyState>
      </div>
    </PageFrame>
  );
}
