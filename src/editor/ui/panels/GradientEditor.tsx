import type { SetPropsArgs } from '../../intents/index.ts';
import type { Layer } from '../../../../workers/core/model/index.ts';
import { strings } from '../../../shared/strings.ts';
import { ColourField } from '../controls/ColourField.tsx';
import { SliderField } from '../controls/SliderField.tsx';
import { ToggleButton } from '../controls/ToggleButton.tsx';
import { backgroundGradientFor, gradientFields, gradientOf, type SimpleGradient } from './gradient.ts';

const t = strings.editor.style;

function argsFor(layer: Layer, g: SimpleGradient): SetPropsArgs | null {
  const ids = [layer.id];
  switch (layer.type) {
    case 'rect':
      return { ids, type: 'rect', props: { gradient: g.on ? backgroundGradientFor(layer.width, layer.height, g) : null } };
    case 'image':
      return null;
    default:
      return { ids, props: gradientFields(g) };
  }
}

/** Two-colour linear or radial gradient; the background uses the spec's x1/y1/x2/y2 form. */
export function GradientEditor({ layer, apply }: { layer: Layer; apply(args: SetPropsArgs, gesture?: string): void }) {
  const g = gradientOf(layer);
  const change = (patch: Partial<SimpleGradient>, gesture?: string) => {
    const args = argsFor(layer, { ...g, ...patch });
    if (args) apply(args, gesture);
  };
  return (
    <div className="ed-group" data-testid="prop-gradient">
      <div className="ed-row">
        <span className="ed-field__label">{t.gradient}</span>
        <ToggleButton on={g.on} label={g.on ? strings.editor.controls.on : strings.editor.controls.off} testId="prop-gradient-on" onToggle={(on) => change({ on })} />
        {g.on && layer.type !== 'rect' ? (
          <>
            <ToggleButton on={g.style === 'linear'} label={t.gradientLinear} testId="prop-gradient-linear" onToggle={() => change({ style: 'linear' })} />
            <ToggleButton on={g.style === 'radial'} label={t.gradientRadial} testId="prop-gradient-radial" onToggle={() => change({ style: 'radial' })} />
          </>
        ) : null}
      </div>
      {g.on ? (
        <>
          <ColourField label={t.gradientFrom} value={g.from} testId="prop-gradient-from" onChange={(from, gesture) => change({ from }, gesture)} />
          <ColourField label={t.gradientTo} value={g.to} testId="prop-gradient-to" onChange={(to, gesture) => change({ to }, gesture)} />
          {g.style === 'linear' ? (
            <SliderField label={t.gradientDeg} min={0} max={360} value={g.deg} format={(v) => `${v}°`} testId="prop-gradient-deg" onChange={(deg, gesture) => change({ deg }, gesture)} />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
