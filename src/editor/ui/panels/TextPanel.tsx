import { strings } from '../../../shared/strings.ts';
import type { LayerProps, TextLayer } from '../../../../workers/core/model/index.ts';
import { SliderField } from '../controls/SliderField.tsx';
import { ToggleButton } from '../controls/ToggleButton.tsx';
import { useEditorSession } from '../EditorSessionContext.tsx';
import { useRunIntent } from '../hooks.ts';
import { FontPicker } from './FontPicker.tsx';
import { TextContentField } from './TextContentField.tsx';
import { positionBlind } from './positionBlind.ts';

const t = strings.editor.text;
type Flag = 'bold' | 'italic' | 'underLine' | 'deleteLine' | 'vertical';
const FLAGS: Flag[] = ['bold', 'italic', 'underLine', 'deleteLine', 'vertical'];
const ALIGNS = [
  ['left', t.alignLeft],
  ['center', t.alignCenter],
  ['right', t.alignRight],
] as const;

/** Everything the font worker lays out: content, font, size, spacing, style flags, arc. */
export const TextPanel = positionBlind(function TextPanel({ layer }: { layer: TextLayer }) {
  const run = useRunIntent();
  const { retryOutlines } = useEditorSession();
  const set = (props: Partial<LayerProps<'text'>>, gesture?: string) => run('layer/set', { ids: [layer.id], type: 'text', props }, gesture);
  return (
    <div className="ed-panel" data-testid="panel-text">
      <TextContentField key={layer.id} layer={layer} />
      {layer.complete ? null : (
        <p className="ed-hint" data-testid="text-outline-pending">
          {t.loadingOutline}
          {/* A font that failed to load stays failed until asked again: this asks. */}
          <button type="button" className="ed-link-button" data-testid="text-outline-retry" onClick={() => retryOutlines()}>
            {strings.editor.outlineRetry}
          </button>
        </p>
      )}
      <FontPicker layer={layer} />
      <SliderField label={t.size} min={8} max={400} value={layer.fontSize} testId="prop-font-size" onChange={(v, g) => set({ fontSize: v }, g)} />
      <SliderField label={t.letterSpacing} min={-20} max={200} value={layer.letterSpacing} testId="prop-letter-spacing" onChange={(v, g) => set({ letterSpacing: v }, g)} />
      <SliderField label={t.lineSpace} min={0} max={200} value={layer.lineSpace} testId="prop-line-space" onChange={(v, g) => set({ lineSpace: v }, g)} />
      <SliderField label={t.arc} min={-360} max={360} value={layer.angle} format={(v) => `${v}°`} testId="prop-arc" onChange={(v, g) => set({ angle: v }, g)} />
      <div className="ed-row ed-row--wrap">
        {FLAGS.map((flag) => (
          <ToggleButton key={flag} on={layer[flag]} label={t[flag]} testId={`prop-${flag}`} onToggle={(on) => set({ [flag]: on })} />
        ))}
      </div>
      <div className="ed-row">
        {ALIGNS.map(([align, label]) => (
          <ToggleButton key={align} on={layer.align === align} label={label} testId={`prop-align-${align}`} onToggle={() => set({ align })} />
        ))}
      </div>
    </div>
  );
});
