import { useLayoutEffect, useRef } from 'react';
import { qrcodeStrings } from '../../../shared/strings/qrcode.ts';
import type { ScanFix } from '../scanRules.ts';
import type { QrEditorState } from '../useQrEditor.ts';

const t = qrcodeStrings.qrcode;

function fixLabel(fix: ScanFix): string {
  switch (fix.kind) {
    case 'darken':
      return t.fixes.darken;
    case 'raiseEc':
      return t.fixes.raiseEc(fix.ec);
    case 'shrinkLogo':
      return t.fixes.shrinkLogo(Math.round(fix.size * 100));
    case 'margin':
      return t.fixes.margin;
    case 'lowerEc':
      return t.fixes.lowerEc(fix.ec);
    case 'plainDots':
      return t.fixes.plainDots;
  }
}

/** The drawn work: a canvas painted from the decoded bitmap (no blob URL, no decode on the main thread). */
function Preview({ bitmap }: { bitmap: ImageBitmap }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    try {
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    } catch {
      // Closed by a newer preview in the meantime: that one is drawn next.
    }
  }, [bitmap]);
  return <canvas ref={ref} className="qr-preview-image" role="img" aria-label={t.previewAlt} data-testid="qr-preview-image" />;
}

/** The preview and what it says about scanning, side by side at the top of the page. */
export function VerdictPanel({ state, onFix }: { state: QrEditorState; onFix: (fix: ScanFix) => void }) {
  const { verdict, problem } = state;
  const tone = problem ? 'bad' : verdict && !state.checking ? (verdict.readable ? 'ok' : 'bad') : 'wait';
  return (
    <div className="qr-preview" data-testid="qr-preview">
      {state.preview ? (
        <Preview bitmap={state.preview} />
      ) : (
        <div className="qr-preview-image qr-preview-empty">{t.checking}</div>
      )}
      <div className={`qr-verdict qr-verdict--${tone}`} aria-live="polite" data-testid="qr-verdict" data-state={tone}>
        {problem ? (
          <p className="qr-problem" role="alert" data-testid="qr-problem">
            {problem.message}
          </p>
        ) : verdict === null || (state.checking && verdict === null) ? (
          <p className="qr-verdict-reason">{t.checking}</p>
        ) : (
          <>
            <p className="qr-verdict-title" data-testid="qr-verdict-title">
              {verdict.readable ? t.readable : t.unreadable}
            </p>
            {verdict.issues.map((issue) => (
              <div key={issue.reason}>
                <p className="qr-verdict-reason" data-testid={`qr-reason-${issue.reason}`}>
                  {t.reasons[issue.reason]}
                  {issue.reason === 'dense' && !issue.fix ? `，${t.denseHint}` : ''}
                </p>
                {issue.fix ? (
                  <button type="button" className="qr-fix" data-testid={`qr-fix-${issue.fix.kind}`} onClick={() => onFix(issue.fix!)}>
                    {fixLabel(issue.fix)}
                  </button>
                ) : null}
              </div>
            ))}
            {state.decoderDown ? <p className="qr-verdict-reason">{t.decoderFailed}</p> : null}
          </>
        )}
      </div>
    </div>
  );
}
