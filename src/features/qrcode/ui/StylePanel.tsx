import { memo, useState } from 'react';
import { qrcodeStrings } from '../../../shared/strings/qrcode.ts';
import { EC_LEVELS } from '../matrix.ts';
import { DOT_SHAPES, EYE_SHAPES, FRAMES, LOGO_SIZE_RANGE, MARGIN_RANGE, MAX_CAPTION, type QrStyle } from '../style.ts';
import { logoDataUrl } from '../logoPicture.ts';
import { WorksLogoSheet } from './WorksLogoSheet.tsx';

const t = qrcodeStrings.qrcode;

function Colour({ label, value, onChange, testId }: { label: string; value: string; onChange: (v: string) => void; testId: string }) {
  return (
    <label className="qr-colour">
      <input type="color" value={value} data-testid={testId} onChange={(e) => onChange(e.target.value)} />
      {label}
    </label>
  );
}

/** Error correction, dots, eyes, colours, quiet zone, centre logo, frame. */
export const StylePanel = memo(function StylePanel({ style, onChange, onError }: { style: QrStyle; onChange: (s: QrStyle) => void; onError: (message: string) => void }) {
  const set = (patch: Partial<QrStyle>) => onChange({ ...style, ...patch });
  const [picking, setPicking] = useState(false);
  const applyLogo = async (blob: Blob) => {
    try {
      set({ logo: { data: await logoDataUrl(blob), size: style.logo?.size ?? 0.22 } });
    } catch {
      onError(t.badImage);
    }
  };
  const captionLength = Array.from(style.caption).length;
  return (
    <>
      <span className="qr-label">{t.sections.ec}</span>
      <div className="qr-chips">
        {EC_LEVELS.map((ec) => (
          <button key={ec} type="button" className="qr-chip" aria-pressed={style.ec === ec} data-testid={`qr-ec-${ec}`} onClick={() => set({ ec })}>
            {ec} · {t.ecHint[ec]}
          </button>
        ))}
      </div>
      <span className="qr-label">{t.sections.dots}</span>
      <div className="qr-chips">
        {DOT_SHAPES.map((dot) => (
          <button key={dot} type="button" className="qr-chip" aria-pressed={style.dot === dot} data-testid={`qr-dot-${dot}`} onClick={() => set({ dot })}>
            {t.dots[dot]}
          </button>
        ))}
      </div>
      <span className="qr-label">{t.sections.eyes}</span>
      <div className="qr-chips">
        {EYE_SHAPES.map((eye) => (
          <button key={eye} type="button" className="qr-chip" aria-pressed={style.eye === eye} data-testid={`qr-eye-${eye}`} onClick={() => set({ eye })}>
            {t.eyes[eye]}
          </button>
        ))}
      </div>
      <span className="qr-label">{t.sections.colours}</span>
      <div className="qr-colours">
        <Colour label={t.foreground} value={style.foreground} testId="qr-colour-foreground" onChange={(foreground) => set({ foreground })} />
        <Colour label={t.eyeColour} value={style.eyeColour} testId="qr-colour-eye" onChange={(eyeColour) => set({ eyeColour })} />
        <Colour label={t.background} value={style.background} testId="qr-colour-background" onChange={(background) => set({ background, transparent: false })} />
        <label className="qr-check">
          <input type="checkbox" checked={style.transparent} data-testid="qr-transparent" onChange={(e) => set({ transparent: e.target.checked })} />
          {t.transparent}
        </label>
        <label className="qr-check">
          <input type="checkbox" checked={style.gradientTo !== null} data-testid="qr-gradient" onChange={(e) => set({ gradientTo: e.target.checked ? '#3464f0' : null })} />
          {t.gradient}
        </label>
        {style.gradientTo !== null ? <Colour label={t.gradientTo} value={style.gradientTo} testId="qr-colour-gradient" onChange={(gradientTo) => set({ gradientTo })} /> : null}
      </div>
      <label className="qr-label" htmlFor="qr-margin">
        {t.margin(style.margin)}
      </label>
      <input id="qr-margin" className="qr-range" type="range" min={MARGIN_RANGE.min} max={MARGIN_RANGE.max} step={1} value={style.margin} data-testid="qr-margin" onChange={(e) => set({ margin: Number(e.target.value) })} />
      <span className="qr-label">{t.sections.logo}</span>
      <div className="qr-row">
        <label className="qr-chip qr-row" data-testid="qr-logo-pick">
          {t.pickImage}
          <input
            className="qr-file"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            data-testid="qr-logo-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void applyLogo(file);
            }}
          />
        </label>
        <button type="button" className="qr-chip" data-testid="qr-logo-works" onClick={() => setPicking(true)}>
          {t.fromWorks}
        </button>
        {style.logo ? (
          <button type="button" className="qr-chip" data-testid="qr-logo-remove" onClick={() => set({ logo: null })}>
            {t.removeLogo}
          </button>
        ) : null}
      </div>
      {style.logo ? (
        <>
          <label className="qr-label" htmlFor="qr-logo-size">
            {t.logoSize(Math.round(style.logo.size * 100))}
          </label>
          <input
            id="qr-logo-size"
            className="qr-range"
            type="range"
            min={LOGO_SIZE_RANGE.min}
            max={LOGO_SIZE_RANGE.max}
            step={0.01}
            value={style.logo.size}
            data-testid="qr-logo-size"
            onChange={(e) => set({ logo: style.logo ? { ...style.logo, size: Number(e.target.value) } : null })}
          />
        </>
      ) : null}
      <span className="qr-label">{t.sections.frame}</span>
      <div className="qr-chips">
        {FRAMES.map((frame) => (
          <button key={frame} type="button" className="qr-chip" aria-pressed={style.frame === frame} data-testid={`qr-frame-${frame}`} onClick={() => set({ frame })}>
            {t.frames[frame]}
          </button>
        ))}
      </div>
      {style.frame !== 'none' ? (
        <>
          <label className="qr-label" htmlFor="qr-caption">
            {t.caption}
          </label>
          <input id="qr-caption" className="qr-input" value={style.caption} data-testid="qr-caption" aria-invalid={captionLength > MAX_CAPTION} onChange={(e) => set({ caption: e.target.value })} />
          {captionLength > MAX_CAPTION ? (
            <p className="qr-problem" role="alert">
              {t.captionTooLong(MAX_CAPTION)}
            </p>
          ) : null}
          <div className="qr-colours">
            <Colour label={t.frameColour} value={style.frameColour} testId="qr-colour-frame" onChange={(frameColour) => set({ frameColour })} />
          </div>
        </>
      ) : null}
      {picking ? (
        <WorksLogoSheet
          onClose={() => setPicking(false)}
          onPick={(blob) => {
            setPicking(false);
            void applyLogo(blob);
          }}
        />
      ) : null}
    </>
  );
});
