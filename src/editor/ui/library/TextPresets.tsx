import type { CSSProperties } from 'react';
import { useStore } from 'react-redux';
import type { CanvasSize, Layer } from '../../../../workers/core/model/index.ts';
import type { EditorRootState } from '../../store/index.ts';
import { useRunIntent } from '../hooks.ts';
import { placedPresetLayers, presetSteps, TEXT_PRESETS, type TextPreset } from './textPresets.ts';
import { visibleCentre } from './viewCentre.ts';

const thumbOf = (font: string) => `${import.meta.env.BASE_URL}fonts/${font}/thumb.svg`;

const cardStyle: CSSProperties = {
  display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4, width: '100%', minWidth: 0, minHeight: 64, padding: '8px 10px',
  border: '1px solid var(--color-border)', borderRadius: 10, background: 'var(--color-surface)', color: 'var(--color-text)', cursor: 'pointer', textAlign: 'left',
};
const lineStyle: CSSProperties = { fontSize: 12, color: 'var(--color-text-muted)', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' };

/**
 * One card per preset (the title font's own specimen, the name of the pairing and its three
 * lines); a tap adds the three texts as one group where the user is looking, selected.
 */
export function TextPresets({ canvas, onAdded }: { canvas: CanvasSize; onAdded(layer: Layer): void }) {
  const run = useRunIntent();
  const store = useStore<EditorRootState>();
  const addPreset = (preset: TextPreset) => {
    const wanted = visibleCentre() ?? { x: canvas.width / 2, y: canvas.height / 2 };
    const layers = placedPresetLayers(preset, store.getState().editor.document, wanted);
    const first = layers[0];
    if (first && run('edit/batch', { steps: presetSteps(layers) }).ok) onAdded(first);
  };
  return (
    <div className="lib" data-testid="library-text-presets" style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}>
      {TEXT_PRESETS.map((preset) => {
        const title = preset.lines[0];
        return (
          <button key={preset.id} type="button" style={cardStyle} data-testid={`editor-add-text-preset-${preset.id}`} onClick={() => addPreset(preset)}>
            {title ? <img src={thumbOf(title.font)} alt="" height={22} style={{ width: '100%', height: 22, objectFit: 'contain', objectPosition: 'left' }} loading="lazy" /> : null}
            <strong style={{ fontSize: 14 }}>{preset.name}</strong>
            <span style={lineStyle}>{preset.lines.map((l) => l.text).join(' / ')}</span>
          </button>
        );
      })}
    </div>
  );
}
