import type { ReactNode } from 'react';
import { strings } from '../../../shared/strings.ts';
import type { Loaded } from './useLibraryData.ts';

const t = strings.editorLibrary;

/**
 * A library list's loading and failure states, with what to do next (a retry); its content
 * once ready. The catalogue lists and 我的图片 say it the same way.
 */
export function ListState<T>({
  loaded,
  retry,
  loadingText = t.loading,
  failedText = t.listFailed,
  children,
}: {
  loaded: Loaded<T>;
  retry(): void;
  loadingText?: string;
  failedText?: string;
  children(value: T): ReactNode;
}) {
  if (loaded.state === 'loading') {
    return (
      <p className="lib-state" role="status" data-testid="library-loading">
        {loadingText}
      </p>
    );
  }
  if (loaded.state === 'error') {
    return (
      <div className="lib-state" role="alert" data-testid="library-error">
        <p>{failedText}</p>
        <button type="button" className="ui-button" data-testid="library-retry" onClick={retry}>
          {t.retry}
        </button>
      </div>
    );
  }
  return <>{children(loaded.value)}</>;
}
