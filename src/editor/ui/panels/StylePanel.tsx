import { strings } from '../../../shared/strings.ts';
import type { SetPropsArgs } from '../../intents/index.ts';
import type { Layer } from '../../../../workers/core/model/index.ts';
import { ColourField } from '../controls/ColourField.tsx';
import { SliderField } from '../controls/SliderField.tsx';
import { ToggleButton } from '../controls/ToggleButton.tsx';
import { useRunIntent } from '../hooks.ts';
import { GradientEditor } from './GradientEditor.tsx';
import { fillAllowsNone, fillArgs, fillOf, strokeArgs, strokeOf } from './layerArgs.ts';
import { positionBlind } from './positionBlind.ts';
import { ImageTools } from '../../tools/ui/ImageTools.tsx';
import { PathTools } from '../../tools/ui/PathTools.tsx';

const t = strings.editor.style;
const percent = (v: number) => `${Math.round(v * 100)}%`;

/** Fill, gradient, stroke, dashes, corner radius and opacity of the active layer. */
export const StylePanel = positionBlind(function StylePanel({ layer }: { layer: Layer }) {
  const run = useRunIntent();
  const apply = (args: SetPropsArgs | null, gesture?: string) => {
    if (args) run('layer/set', args, gesture);
  };
  const fill = fillOf(layer);
  const stroke = strokeOf(layer);
  const ids = [layer.id];
  return (
    <div className="ed-panel" data-testid="panel-style">
      {layer.type === 'image' ? <ImageTools layer={layer} /> : null}
      {layer.type === 'path' ? <PathTools layer={layer} /> : null}
      {fill === null && layer.type !== 'image' ? <p className="ed-hint">{t.imageHint}</p> : null}
      {fill !== null ? (
        <ColourField label={t.fill} value={fill} allowNone={fillAllowsNone(layer)} testId="prop-fill" onChange={(v, g) => apply(fillArgs(layer, v), g)} />
      ) : null}
      {fill !== null ? <GradientEditor layer={layer} apply={apply} /> : null}
      {stroke ? (
        <>
          <ColourField label={t.stroke} value={stroke.stroke} allowNone testId="prop-stroke" onChange={(v, g) => apply(strokeArgs(layer, { stroke: v }), g)} />
          <SliderField label={t.strokeWidth} min={0} max={40} value={stroke.lineWidth} testId="prop-stroke-width" onChange={(v, g) => apply(strokeArgs(layer, { lineWidth: v }), g)} />
          <GradientEditor layer={layer} apply={apply} kind="stroke" />
        </>
      ) : null}
      {layer.type === 'square' ? (
        <div className="ed-row">
          <ToggleButton
            on={layer.strokeDasharray.length > 0}
            label={t.dashed}
            testId="prop-dashed"
            onToggle={(on) => apply({ ids, type: 'square', props: { strokeDasharray: on ? [layer.lineWidth * 3 || 12, layer.lineWidth * 2 || 8] : [] } })}
          />
        </div>
      ) : null}
      {layer.type === 'square' && layer.shapeType === 'rectangle' ? (
        <SliderField
          label={t.radius}
          min={0}
          max={Math.round(Math.min(layer.width, layer.height) / 2)}
          value={layer.rx}
          testId="prop-radius"
          onChange={(v, g) => apply({ ids, type: 'square', props: { rx: v, ry: v } }, g)}
        />
      ) : null}
      <SliderField label={t.opacity} min={0} max={1} step={0.01} value={layer.opacity} format={percent} testId="prop-opacity" onChange={(v, g) => apply({ ids, props: { opacity: v } }, g)} />
    </div>
  );
});
