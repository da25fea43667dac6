import { useMemo, useState } from 'react';
import { useStore } from 'react-redux';
import { toastShown, useAppDispatch, useAppNavigator, useAppServices } from '../../../app/pageApi.ts';
import type { LogoDocument } from '../../../../workers/core/model/index.ts';
import { signatureStrings } from '../../../shared/strings/signature.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { openInEditor } from '../../logo/app/openInEditor.ts';
import { VipUpsell } from '../../membership/vip/VipUpsell.tsx';
import { createPainter } from '../../qrcode/painter.ts';
import { exportSignature, saveSignatureWork, signatureThumbnail } from '../actions.ts';

const t = signatureStrings.signature;

/** What can be done with one signature: open it in the editor, export transparent PNG / SVG, save. */
export function SignatureActions({ doc, name, disabled = false }: { doc: LogoDocument | null; name: string; disabled?: boolean }) {
  const dispatch = useAppDispatch();
  const navigator = useAppNavigator();
  const store = useStore();
  const { api, storage } = useAppServices();
  const painter = useMemo(() => createPainter(), []);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const off = disabled || !doc || busy;
  const toast = (text: string) => dispatch(toastShown(text));

  const run = async (job: () => Promise<void>) => {
    setBusy(true);
    try {
      await job();
    } finally {
      setBusy(false);
    }
  };
  const exportAs = (format: 'png' | 'svg') =>
    run(async () => {
      const outcome = await exportSignature({ api, storage, painter }, doc!, format, savedId);
      if (outcome.ok) toast(outcome.message);
      else if (outcome.refusal) setRefusal(outcome.refusal);
      else toast(outcome.message);
    });
  return (
    <div className="sign-actions">
      <Button disabled={off} testId="sign-export-png" onClick={() => void exportAs('png')}>
        {busy ? t.exporting : t.exportPng}
      </Button>
      <Button variant="secondary" disabled={off} testId="sign-export-svg" onClick={() => void exportAs('svg')}>
        {t.exportSvg}
      </Button>
      <Button
        variant="secondary"
        disabled={off}
        testId="sign-save"
        onClick={() =>
          void run(async () => {
            try {
              // A thumbnail that fails to draw does not stop the save (the works tab draws one later).
              const thumb = await signatureThumbnail(painter, doc!).catch(() => null);
              setSavedId(await saveSignatureWork(doc!, name, thumb));
              toast(t.saved);
            } catch {
              toast(t.saveFailed);
            }
          })
        }
      >
        {t.save}
      </Button>
      <Button variant="secondary" disabled={off} testId="sign-open-editor" onClick={() => doc && openInEditor(doc, { from: 'signature', title: name }, { store, navigator })}>
        {t.openEditor}
      </Button>
      {refusal ? <VipUpsell title={refusal.title} message={refusal.message} onClose={() => setRefusal(null)} /> : null}
    </div>
  );
}
