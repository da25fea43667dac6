import type { SetPropsArgs } from '../../intents/index.ts';
import type { Layer } from '../../../../workers/core/model/index.ts';
import { strings } from '../../../shared/strings.ts';
import { ColourField } from '../controls/ColourField.tsx';
import { SliderField } from '../controls/SliderField.tsx';
import { ToggleButton } from '../controls/ToggleButton.tsx';
import { backgroundGradientFor, gradientFields, gradientOf, strokeGradientOf, strokeGradientValue, type SimpleGradient } from './gradient.ts';

const t = strings.editor.style;
/** Stroke width (px) given when a stroke gradient is turned on for a layer without a stroke. */
const STROKE_GRADIENT_WIDTH = 6;

function argsFor(layer: Layer, g: SimpleGradient, kind: GradientKind): SetPropsArgs | null {
  const ids = [layer.id];
  if (kind === 'stroke') {
    if (layer.type !== 'text' && layer.type !== 'square' && layer.type !== 'path') return null;
    // A gradient needs a stroke to paint: turning it on gives a stroke-less layer a visible one.
    const props = {
      strokeGradient: strokeGradientValue(g),
      ...(g.on && layer.stroke === '' ? { stroke: g.from } : {}),
      ...(g.on && layer.lineWidth === 0 ? { lineWidth: STROKE_GRADIENT_WIDTH } : {}),
    };
    if (layer.type === 'text') return { ids, type: 'text', props };
    if (layer.type === 'square') return { ids, type: 'square', props };
    return { ids, type: 'path', props };
  }
  switch (layer.type) {
    case 'rect':
      return { ids, type: 'rect', props: { gradient: g.on ? backgroundGradientFor(layer.width, layer.height, g) : null } };
    case 'image':
      return null;
    default:
      return { ids, props: gradientFields(g) };
  }
}

type GradientKind = 'fill' | 'stroke';

/**
 * Two-colour linear or radial gradient; the background uses the spec's x1/y1/x2/y2 form.
 * `kind="stroke"`: the same control for the stroke (`strokeGradient`), test ids `prop-stroke-gradient-*`.
 */
export function GradientEditor({ layer, apply, kind = 'fill' }: { layer: Layer; apply(args: SetPropsArgs, gesture?: string): void; kind?: GradientKind }) {
  const g = kind === 'fill' ? gradientOf(layer) : strokeGradientOf(layer);
  const id = kind === 'fill' ? 'prop-gradient' : 'prop-stroke-gradient';
  const change = (patch: Partial<SimpleGradient>, gesture?: string) => {
    const args = argsFor(layer, { ...g, ...patch }, kind);
    if (args) apply(args, gesture);
  };
  return (
    <div className="ed-group" data-testid={id}>
      <div className="ed-row">
        <span className="ed-field__label">{kind === 'fill' ? t.gradient : strings.editorControls.strokeGradient}</span>
        <ToggleButton on={g.on} label={g.on ? strings.editor.controls.on : strings.editor.controls.off} testId={`${id}-on`} onToggle={(on) => change({ on })} />
        {g.on && layer.type !== 'rect' ? (
          <>
            <ToggleButton on={g.style === 'linear'} label={t.gradientLinear} testId={`${id}-linear`} onToggle={() => change({ style: 'linear' })} />
            <ToggleButton on={g.style === 'radial'} label={t.gradientRadial} testId={`${id}-radial`} onToggle={() => change({ style: 'radial' })} />
          </>
        ) : null}
      </div>
      {g.on ? (
        <>
          <ColourField label={t.gradientFrom} value={g.from} testId={`${id}-from`} onChange={(from, gesture) => change({ from }, gesture)} />
          <ColourField label={t.gradientTo} value={g.to} testId={`${id}-to`} onChange={(to, gesture) => change({ to }, gesture)} />
          {g.style === 'linear' ? (
            <SliderField label={t.gradientDeg} min={0} max={360} value={g.deg} format={(v) => `${v}°`} testId={`${id}-deg`} onChange={(deg, gesture) => change({ deg }, gesture)} />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
