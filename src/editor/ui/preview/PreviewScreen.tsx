import { useAppNavigator } from '../../../app/pageApi.ts';
import { strings } from '../../../shared/strings.ts';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import type { LogoDocument } from '../../model/index.ts';
import { downloadBlob, exportFileName } from '../exportFile.ts';
import { usePreviewImages } from './usePreviewImages.ts';

const t = strings.editor.preview;
const MOCKUPS = ['white', 'dark', 'card', 'storefront'] as const;

/** The exported logo, then the same logo on four mock-ups (plain CSS scenes around the worker's PNG). */
export function PreviewScreen({ doc }: { doc: LogoDocument }) {
  const navigator = useAppNavigator();
  const state = usePreviewImages(doc, t.failed);
  if (state.kind === 'rendering') return <Spinner label={t.rendering} />;
  if (state.kind === 'failed') {
    return (
      <p className="pv-error" role="alert" data-testid="preview-error">
        {state.message}
      </p>
    );
  }
  return (
    <div className="pv" data-testid="preview">
      <img className="pv-main" src={state.fullUrl} alt={t.title} data-testid="preview-image" data-width={state.width} data-height={state.height} />
      <div className="pv-actions">
        <button type="button" className="ui-button ui-button--secondary" data-testid="preview-edit" onClick={() => navigator.back()}>
          {t.backToEdit}
        </button>
        <button type="button" className="ui-button ui-button--primary" data-testid="preview-download" onClick={() => downloadBlob(state.full, exportFileName(strings.editor.exportSheet.fileName, 'png'))}>
          {t.download}
        </button>
      </div>
      <div className="pv-mockups">
        {MOCKUPS.map((kind) => (
          <figure key={kind} className={`pv-mockup pv-mockup--${kind}`} data-testid={`preview-mockup-${kind}`}>
            <div className="pv-mockup__scene">
              <img className="pv-mockup__logo" src={state.markUrl} alt="" />
              {kind === 'card' ? <span className="pv-mockup__lines" aria-hidden="true" /> : null}
            </div>
            <figcaption>{t.mockups[kind]}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}
