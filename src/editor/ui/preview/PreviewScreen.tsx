import { useState } from 'react';
import { useAppNavigator } from '../../../app/pageApi.ts';
import { strings } from '../../../shared/strings.ts';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import type { LogoDocument } from '../../../../workers/core/model/index.ts';
import { useEditorPorts } from '../editorPorts.tsx';
import { exportFileName } from '../exportFile.ts';
import { saveBlob } from '../../../shared/saveBlob.ts';
import { usePreviewImages } from './usePreviewImages.ts';

const t = strings.editor.preview;
const MOCKUPS = ['white', 'dark', 'card', 'storefront'] as const;

/** The exported logo, then the same logo on four mock-ups (plain CSS scenes around the worker's PNG). */
export function PreviewScreen({ doc }: { doc: LogoDocument }) {
  const navigator = useAppNavigator();
  const { requestExport, Upsell } = useEditorPorts();
  const state = usePreviewImages(doc, t.failed);
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  // A download like any other (docs/membership.md): the server counts it first. The preview is already standard size.
  const download = async (full: Blob, width: number, height: number) => {
    setBusy(true);
    try {
      const ticket = await requestExport(doc, Math.max(width, height));
      if (ticket.ok) saveBlob(full, exportFileName(strings.editor.exportSheet.fileName, 'png'));
      else setRefusal({ title: ticket.reason === 'limit' ? strings.vip.limitTitle : ticket.reason === 'vipContent' ? strings.vip.contentTitle : t.title, message: ticket.message });
    } finally {
      setBusy(false);
    }
  };

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
        <button type="button" className="ui-button ui-button--primary" data-testid="preview-download" disabled={busy} onClick={() => void download(state.full, state.width, state.height)}>
          {t.download}
        </button>
      </div>
      {refusal ? <Upsell title={refusal.title} message={refusal.message} onClose={() => setRefusal(null)} /> : null}
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
