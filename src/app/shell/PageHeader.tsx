import { usePressBack } from '../back/backPressContext.tsx';
import { strings } from '../../shared/strings.ts';
import { BackIcon } from '../../shared/ui/icons.tsx';

/** The page's title bar; its back button runs the page's back-press handler. */
export function PageHeader({ title, showBack }: { title: string; showBack: boolean }) {
  const pressBack = usePressBack();
  return (
    <header className="page-header">
      {showBack ? (
        <button type="button" className="page-header__back" aria-label={strings.common.back} data-testid="header-back" onClick={pressBack}>
          <BackIcon />
        </button>
      ) : null}
      <h1 className="page-header__title">{title}</h1>
    </header>
  );
}
