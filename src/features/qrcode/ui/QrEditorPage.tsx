import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { toastShown, useAppDispatch } from '../../../app/pageApi.ts';
import { qrcodeStrings } from '../../../shared/strings/qrcode.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { saveBlob } from '../../../shared/saveBlob.ts';
import { exportFileName } from '../../../../workers/core/works/rules/fileName.ts';
import { useQrEditorPorts } from '../qrPorts.ts';
import { applyFix } from '../scanRules.ts';
import { useQrEditor } from '../useQrEditor.ts';
import { useQrSaving } from '../useQrSaving.ts';
import type { OpenedQrWork } from '../work.ts';
import { ContentForm } from './ContentForm.tsx';
import { StylePanel } from './StylePanel.tsx';
import { VerdictPanel } from './VerdictPanel.tsx';
import '../../card/ui/card.css';
import './qrcode.css';

const t = qrcodeStrings.qrcode;
export const EXPORT_RANGE = { min: 300, max: 4000 } as const;
// The editor is a large chunk: loaded when 编辑 is first opened, so the QR page opens as fast as before.
const SideEditor = lazy(() => import('../../card/ui/SideEditor.tsx').then((m) => ({ default: m.SideEditor })));

type Tab = 'setup' | 'edit';

/**
 * The QR page once its work (if any) is read. 二维码: content, style, the verdict, export. 编辑: the
 * shared editor on the work's document (the code is one group among the user's layers); a change
 * in 二维码 makes the code again without touching the rest (docs/qr-editor.md).
 */
export function QrEditorPage({ initial, workId: initialId, onSaved }: { initial?: OpenedQrWork; workId: string | null; onSaved: (id: string) => void }) {
  const dispatch = useAppDispatch();
  const editor = useQrEditor(initial);
  const { state } = editor;
  const ports = useQrEditorPorts();
  const [tab, setTab] = useState<Tab>('setup');
  const [size, setSize] = useState('1000');
  const [busy, setBusy] = useState<'export' | 'save' | null>(null);
  const saving = useQrSaving(editor, initialId, onSaved);
  const toast = useCallback((text: string) => dispatch(toastShown(text)), [dispatch]);
  useEffect(() => {
    // Start ZXing's WebAssembly compile while the user reads the page.
    void import('../../../app/workers/index.ts').then(({ appWorkers }) => appWorkers.get('qrDecode').warm());
  }, []);
  const toSetup = useCallback(() => setTab('setup'), []);

  const px = Number(size);
  const sizeOk = Number.isInteger(px) && px >= EXPORT_RANGE.min && px <= EXPORT_RANGE.max;
  const exportAs = async (format: 'png' | 'svg') => {
    if (!sizeOk || busy) return;
    const doc = editor.document();
    if (!doc) return;
    setBusy('export');
    try {
      const allowed = await ports.permission(doc, px);
      if (!allowed.ok) {
        toast(allowed.message);
        return;
      }
      const blob = await editor.draw(format, px);
      saveBlob(blob, exportFileName('二维码', saving.workId() ?? String(Date.now()), format));
      toast(state.verdict && !state.verdict.readable ? t.exportedWithWarning : t.exported);
    } catch (error) {
      toast(error instanceof Error && error.message ? error.message : t.exportFailed);
    } finally {
      setBusy(null);
    }
  };
  const save = async () => {
    if (busy || !state.payload) return;
    setBusy('save');
    try {
      await saving.save(false);
    } finally {
      setBusy(null);
    }
  };

  const fieldError = state.problem?.kind === 'field' ? state.problem : null;
  const blocked = state.payload === null;
  const tone = state.problem ? 'bad' : state.verdict && !state.checking ? (state.verdict.readable ? 'ok' : 'bad') : 'wait';
  return (
    <div className="qr-root" data-testid="qr-page">
      <div className="qr-tabs" role="tablist">
        {(['setup', 'edit'] as const).map((key) => (
          <button key={key} type="button" role="tab" aria-selected={tab === key} disabled={key === 'edit' && blocked && tab !== 'edit'} className={`card-tab${tab === key ? ' is-on' : ''}`} data-testid={`qr-tab-${key}`} onClick={() => setTab(key)}>
            {t.tabs[key]}
          </button>
        ))}
        {tab === 'edit' ? (
          <button type="button" className={`card-tab qr-verdict-chip qr-verdict-chip--${tone}`} data-testid="qr-edit-verdict" data-state={tone} aria-live="polite" onClick={toSetup}>
            {state.problem ? t.verdictShort.bad : t.verdictShort[tone]}
          </button>
        ) : null}
        <button type="button" className="card-tab card-tab--action" disabled={blocked || busy !== null || !editor.ready} data-testid="qr-save" data-autosave={saving.autosave} onClick={() => void save()}>
          {busy === 'save' ? t.saving : saving.autosave === 'saved' ? t.autoSaved : t.save}
        </button>
      </div>
      {tab === 'setup' ? (
        <div className="qr-page">
          <VerdictPanel state={state} onFix={(fix) => editor.setStyle(applyFix(state.style, fix))} />
          <ContentForm content={state.content} onChange={editor.setContent} error={fieldError} />
          <StylePanel style={state.style} onChange={editor.setStyle} onError={toast} />
          <span className="qr-label">{t.sections.export}</span>
          <label className="qr-label" htmlFor="qr-export-size">
            {t.exportSize}
          </label>
          <input id="qr-export-size" className="qr-input" inputMode="numeric" value={size} aria-invalid={!sizeOk} data-testid="qr-export-size" onChange={(e) => setSize(e.target.value.replace(/\D/g, '').slice(0, 4))} />
          {!sizeOk ? (
            <p className="qr-problem" role="alert">
              {t.exportSizeRange}
            </p>
          ) : null}
          <div className="qr-actions">
            <Button disabled={blocked || !sizeOk || busy !== null || !editor.ready} testId="qr-export-png" onClick={() => void exportAs('png')}>
              {busy === 'export' ? t.exporting : t.exportPng}
            </Button>
            <Button variant="secondary" disabled={blocked || !sizeOk || busy !== null || !editor.ready} testId="qr-export-svg" onClick={() => void exportAs('svg')}>
              {t.exportSvg}
            </Button>
          </div>
        </div>
      ) : (
        <div className="qr-editor" data-testid="qr-editor">
          <Suspense fallback={<p className="qr-editor-loading">{t.editorLoading}</p>}>
            <SideEditor side={editor.side} ports={ports} onPreview={toSetup} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
