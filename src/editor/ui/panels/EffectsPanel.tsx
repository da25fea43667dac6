import { strings } from '../../../shared/strings.ts';
import type { SetPropsArgs } from '../../intents/index.ts';
import { hasShadow, type BaseProps, type Layer } from '../../../../workers/core/model/index.ts';
import { ColourField } from '../controls/ColourField.tsx';
import { SliderField } from '../controls/SliderField.tsx';
import { ToggleButton } from '../controls/ToggleButton.tsx';
import { useRunIntent } from '../hooks.ts';
import { positionBlind } from './positionBlind.ts';

const t = strings.editor.effects;
const percent = (v: number) => `${Math.round(v * 100)}%`;

/** A shadow that shows at once when switched on; the sliders tune it from there. */
const SHADOW_ON = { shadowBlur: 12, shadowAngle: 45, shadowDistance: 8, shadowOpacity: 0.4, shadowColor: '#000000' };
const SHADOW_OFF = { shadowBlur: 0, shadowAngle: 0, shadowDistance: 0 };

type FilterKey = 'blur' | 'brightness' | 'saturate' | 'hueRotate' | 'contrast' | 'sharpen';
const FILTERS: { key: FilterKey; min: number; max: number; step: number; format: (v: number) => string }[] = [
  { key: 'blur', min: 0, max: 40, step: 0.5, format: (v) => `${v}px` },
  { key: 'brightness', min: 0, max: 2, step: 0.01, format: percent },
  { key: 'saturate', min: 0, max: 2, step: 0.01, format: percent },
  { key: 'hueRotate', min: 0, max: 360, step: 1, format: (v) => `${v}°` },
  { key: 'contrast', min: 0, max: 2, step: 0.01, format: percent },
  { key: 'sharpen', min: 0, max: 2, step: 0.01, format: percent },
];
const FILTER_DEFAULTS: Pick<BaseProps, FilterKey> = { blur: 0, brightness: 1, saturate: 1, hueRotate: 0, contrast: 1, sharpen: 0 };

/** Shadow and the CSS-style filters; every slider scrub is one undo step. */
export const EffectsPanel = positionBlind(function EffectsPanel({ layer }: { layer: Layer }) {
  const run = useRunIntent();
  const ids = [layer.id];
  const set = (props: Partial<BaseProps>, gesture?: string) => run('layer/set', { ids, props }, gesture);
  const shadowOn = hasShadow(layer);
  const toggleShadow = (on: boolean) => {
    const args: SetPropsArgs =
      layer.type === 'text'
        ? { ids, type: 'text', props: on ? { shadow: true, ...(hasShadow({ ...layer, shadow: true }) ? {} : SHADOW_ON) } : { shadow: false } }
        : { ids, props: on ? SHADOW_ON : SHADOW_OFF };
    run('layer/set', args);
  };
  return (
    <div className="ed-panel" data-testid="panel-effects">
      <div className="ed-row">
        <span className="ed-field__label">{t.shadow}</span>
        <ToggleButton on={shadowOn} label={shadowOn ? strings.editor.controls.on : strings.editor.controls.off} testId="prop-shadow-on" onToggle={toggleShadow} />
      </div>
      {shadowOn ? (
        <div className="ed-group">
          <ColourField label={t.shadowColour} value={layer.shadowColor} testId="prop-shadow-colour" onChange={(v, g) => set({ shadowColor: v }, g)} />
          <SliderField label={t.shadowBlur} min={0} max={60} value={layer.shadowBlur} testId="prop-shadow-blur" onChange={(v, g) => set({ shadowBlur: v }, g)} />
          <SliderField label={t.shadowDistance} min={0} max={100} value={layer.shadowDistance} testId="prop-shadow-distance" onChange={(v, g) => set({ shadowDistance: v }, g)} />
          <SliderField label={t.shadowAngle} min={0} max={359} value={Math.round(layer.shadowAngle)} format={(v) => `${v}°`} testId="prop-shadow-angle" onChange={(v, g) => set({ shadowAngle: v }, g)} />
          <SliderField label={t.shadowOpacity} min={0} max={1} step={0.01} value={layer.shadowOpacity} format={percent} testId="prop-shadow-opacity" onChange={(v, g) => set({ shadowOpacity: v }, g)} />
        </div>
      ) : null}
      <div className="ed-row">
        <span className="ed-field__label">{t.filters}</span>
        <button type="button" className="ed-chip" data-testid="prop-filters-reset" onClick={() => set(FILTER_DEFAULTS)}>
          {t.reset}
        </button>
      </div>
      {FILTERS.map((f) => (
        <SliderField key={f.key} label={t[f.key]} min={f.min} max={f.max} step={f.step} value={layer[f.key]} format={f.format} testId={`prop-${f.key}`} onChange={(v, g) => set({ [f.key]: v }, g)} />
      ))}
    </div>
  );
});
