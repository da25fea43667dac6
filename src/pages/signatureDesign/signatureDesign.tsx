import { useMemo, useState } from 'react';
import { PageFrame, useAppNavigator, usePreloadPage } from '../../app/pageApi.ts';
import { signatureStrings } from '../../shared/strings/signature.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { checkName, NAME_MAX } from '../../features/signature/name.ts';
import { padDocument } from '../../features/signature/document.ts';
import { useSignFontWarmUp } from '../../features/signature/useSignFontWarmUp.ts';
import { SignaturePad, type PadStroke } from '../../features/signature/ui/SignaturePad.tsx';
import { SignatureActions } from '../../features/signature/ui/SignatureActions.tsx';
import '../../features/signature/ui/signature.css';

const t = signatureStrings.signature;

/** A name → the grid of art signatures (signatureResult); or a signature drawn by hand on the pad. */
export default function SignatureDesignSignatureDesignPage() {
  const navigator = useAppNavigator();
  usePreloadPage('/pages/signatureDesign/signatureResult');
  const [name, setName] = useState('');
  useSignFontWarmUp(name);
  const [error, setError] = useState<string | null>(null);
  const [pad, setPad] = useState<{ strokes: PadStroke[]; size: { width: number; height: number } }>({ strokes: [], size: { width: 360, height: 220 } });
  const padDoc = useMemo(() => (pad.strokes.length ? padDocument(pad.strokes, { width: Math.max(50, pad.size.width), height: Math.max(50, pad.size.height) }) : null), [pad]);
  return (
    <PageFrame path="/pages/signatureDesign/signatureDesign">
      <div className="sign-page">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const checked = checkName(name);
            if (!checked.ok) return setError(t.nameErrors[checked.reason]);
            navigator.go('/pages/signatureDesign/signatureResult', { query: { name: checked.name } });
          }}
        >
          <label className="sign-label" htmlFor="sign-name">
            {t.nameLabel}
          </label>
          <input
            id="sign-name"
            className="sign-input"
            value={name}
            placeholder={t.namePlaceholder}
            aria-invalid={error !== null}
            data-testid="sign-name"
            onChange={(e) => {
              setError(null);
              // A little room over the limit, so a paste is cut visibly and the message says why.
              setName(Array.from(e.target.value).slice(0, NAME_MAX + 4).join(''));
            }}
          />
          {error ? (
            <p className="sign-error" role="alert" data-testid="sign-name-error">
              {error}
            </p>
          ) : null}
          <Button type="submit" className="sign-submit" testId="sign-generate">
            {t.generate}
          </Button>
        </form>
        <h2 className="sign-label">{t.padTitle}</h2>
        <p className="sign-hint">{t.padHint}</p>
        <SignaturePad strokes={pad.strokes} onChange={(strokes, size) => setPad({ strokes, size })} />
        <SignatureActions doc={padDoc} name={name.trim() || t.padTitle} />
      </div>
    </PageFrame>
  );
}
