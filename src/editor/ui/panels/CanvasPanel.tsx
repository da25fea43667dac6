import { useState } from 'react';
import { strings } from '../../../shared/strings.ts';
import { CANVAS_MAX, CANVAS_MIN, type CanvasSize } from '../../../../workers/core/model/index.ts';
import { selectCanvasSize, selectLayers } from '../../store/index.ts';
import { ColourField } from '../controls/ColourField.tsx';
import { useEditorSelector, useRunIntent } from '../hooks.ts';
import { GradientEditor } from './GradientEditor.tsx';
import { fillArgs } from './layerArgs.ts';
import { WorkFileField } from './WorkFileField.tsx';

const t = strings.editor.canvas;
const PRESETS: CanvasSize[] = [
  { width: 1000, height: 1000 },
  { width: 1200, height: 800 },
  { width: 800, height: 1200 },
  { width: 1920, height: 1080 },
];

/** Canvas size (rescales every layer, wipes undo: spec 4) and the background's colour. */
export function CanvasPanel() {
  const run = useRunIntent();
  const size = useEditorSelector(selectCanvasSize);
  const background = useEditorSelector(selectLayers)[0];
  const [draft, setDraft] = useState({ width: String(size.width), height: String(size.height) });
  const resize = (to: CanvasSize) => {
    const result = run('canvas/resize', to);
    if (result.ok) setDraft({ width: String(to.width), height: String(to.height) });
  };
  return (
    <div className="ed-panel" data-testid="panel-canvas">
      <span className="ed-field__label">{t.size}</span>
      <div className="ed-row ed-row--wrap">
        {PRESETS.map((p) => (
          <button
            key={`${p.width}x${p.height}`}
            type="button"
            className={`ed-chip${p.width === size.width && p.height === size.height ? ' is-on' : ''}`}
            data-testid={`canvas-preset-${p.width}x${p.height}`}
            onClick={() => resize(p)}
          >
            {p.width}×{p.height}
          </button>
        ))}
      </div>
      <form
        className="ed-row"
        onSubmit={(event) => {
          event.preventDefault();
          resize({ width: Number(draft.width), height: Number(draft.height) });
        }}
      >
        <label className="ed-number">
          {t.width}
          <input type="number" inputMode="numeric" min={CANVAS_MIN} max={CANVAS_MAX} value={draft.width} data-testid="canvas-width" onChange={(e) => setDraft({ ...draft, width: e.target.value })} />
        </label>
        <label className="ed-number">
          {t.height}
          <input type="number" inputMode="numeric" min={CANVAS_MIN} max={CANVAS_MAX} value={draft.height} data-testid="canvas-height" onChange={(e) => setDraft({ ...draft, height: e.target.value })} />
        </label>
        <button type="submit" className="ed-chip" data-testid="canvas-apply">
          {t.apply}
        </button>
      </form>
      <p className="ed-hint">{t.resetHint}</p>
      {background && background.type === 'rect' ? (
        <>
          <ColourField
            label={t.background}
            value={background.fill}
            allowNone
            testId="canvas-background"
            onChange={(v, g) => {
              const args = fillArgs(background, v);
              if (args) run('layer/set', args, g);
            }}
          />
          <GradientEditor layer={background} apply={(args, g) => run('layer/set', args, g)} />
        </>
      ) : null}
      <WorkFileField />
    </div>
  );
}
