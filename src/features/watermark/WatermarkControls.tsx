import type { WatermarkSettings } from '../../../workers/protocol/image.ts';
import { FONT_SIZE_RANGE, WATERMARK_TEXT_MAX } from '../../../workers/core/image/watermark/settings.ts';
import { strings } from '../../shared/strings.ts';

const t = strings.imageTools.watermark;
const SWATCHES = ['#ffffff', '#000000', '#9aa0a6', '#e53935', '#3464f0', '#fbc02d'];

export function WatermarkControls({ settings, onChange }: { settings: WatermarkSettings; onChange: (settings: WatermarkSettings) => void }) {
  const set = <K extends keyof WatermarkSettings>(key: K, value: WatermarkSettings[K]) => onChange({ ...settings, [key]: value });
  const toggle = (key: 'bold' | 'underline' | 'deleteLine' | 'dashedLines' | 'enabled', label: string) => (
    <button type="button" className="img-chip" aria-pressed={settings[key]} data-testid={`watermark-${key}`} onClick={() => set(key, !settings[key])}>
      {label}
    </button>
  );
  return (
    <div className="img-controls">
      <label className="img-field">
        <span>{t.text}</span>
        <input
          type="text"
          value={settings.text}
          maxLength={WATERMARK_TEXT_MAX}
          placeholder={t.placeholder}
          data-testid="watermark-text"
          onChange={(event) => set('text', event.currentTarget.value)}
        />
      </label>
      <div className="img-chips">
        {toggle('enabled', t.enabled)}
        {toggle('bold', t.bold)}
        {toggle('underline', t.underline)}
        {toggle('deleteLine', t.deleteLine)}
        {toggle('dashedLines', t.dashed)}
      </div>
      <label className="img-slider">
        <span>{t.fontSize}</span>
        <input type="range" min={FONT_SIZE_RANGE.min} max={FONT_SIZE_RANGE.max} value={settings.fontSize} data-testid="watermark-size" onChange={(event) => set('fontSize', Number(event.currentTarget.value))} />
        <span className="img-slider__value">{settings.fontSize}</span>
      </label>
      <label className="img-slider">
        <span>{t.opacity}</span>
        <input type="range" min={0} max={100} value={Math.round(settings.opacity * 100)} data-testid="watermark-opacity" onChange={(event) => set('opacity', Number(event.currentTarget.value) / 100)} />
        <span className="img-slider__value">{Math.round(settings.opacity * 100)}%</span>
      </label>
      <label className="img-slider">
        <span>{t.angle}</span>
        <input type="range" min={-90} max={90} value={settings.angle} data-testid="watermark-angle" onChange={(event) => set('angle', Number(event.currentTarget.value))} />
        <span className="img-slider__value">{settings.angle}°</span>
      </label>
      <div className="img-field">
        <span>{t.color}</span>
        <div className="img-swatches">
          {SWATCHES.map((colour) => (
            <button
              key={colour}
              type="button"
              className="img-swatch"
              style={{ background: colour }}
              aria-label={colour}
              aria-pressed={settings.color.toLowerCase() === colour}
              onClick={() => set('color', colour)}
            />
          ))}
          <input type="color" aria-label={t.colorInput} value={/^#[0-9a-f]{6}$/i.test(settings.color) ? settings.color : '#ffffff'} onChange={(event) => set('color', event.currentTarget.value)} />
        </div>
      </div>
    </div>
  );
}
