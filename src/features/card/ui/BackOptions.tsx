import { useState } from 'react';
import { useAppNavigator } from '../../../app/pageApi.ts';
import { cardStrings } from '../../../shared/strings/card.ts';
import { logoDataUrl } from '../../qrcode/logoPicture.ts';
import { WorksLogoSheet } from '../../qrcode/ui/WorksLogoSheet.tsx';
import type { BackStyle } from '../back.ts';

const t = cardStrings.card;

/** The back's style and the logo on it: a logo work's thumbnail, or a link to make one. */
export function BackOptions({ backStyle, logo, disabled, onChange }: { backStyle: BackStyle; logo: string | null; disabled: boolean; onChange: (style: BackStyle, logo: string | null) => void }) {
  const navigator = useAppNavigator();
  const [picking, setPicking] = useState(false);
  return (
    <section className="card-section" aria-label={t.logo}>
      <div className="card-chips">
        {(['qr', 'logo'] as const).map((style) => (
          <button key={style} type="button" disabled={disabled} className={`card-chip${backStyle === style ? ' is-on' : ''}`} aria-pressed={backStyle === style} data-testid={`card-back-${style}`} onClick={() => onChange(style, logo)}>
            {t.backStyles[style]}
          </button>
        ))}
      </div>
      <div className="card-logo-row">
        {logo ? <img className="card-logo" src={logo} alt={t.logo} data-testid="card-logo" /> : null}
        <button type="button" className="card-chip" disabled={disabled} data-testid="card-pick-logo" onClick={() => setPicking(true)}>
          {t.pickLogo}
        </button>
        {logo ? (
          <button type="button" className="card-chip" disabled={disabled} onClick={() => onChange(backStyle, null)}>
            {t.removeLogo}
          </button>
        ) : (
          <button type="button" className="card-chip" data-testid="card-make-logo" onClick={() => navigator.go('/pages/create/create')}>
            {t.makeLogo}
          </button>
        )}
      </div>
      {picking ? (
        <WorksLogoSheet
          onClose={() => setPicking(false)}
          onPick={(image) => {
            setPicking(false);
            void logoDataUrl(image).then((data) => onChange(backStyle, data));
          }}
        />
      ) : null}
    </section>
  );
}
