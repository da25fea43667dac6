import { useState } from 'react';
import { strings } from '../../../shared/strings.ts';
import { toastShown } from '../../../app/toast/toastSlice.ts';
import type { Layer } from '../../../../workers/core/model/index.ts';
import { selectCanvasSize } from '../../store/index.ts';
import { BUILTIN_ICONS } from '../builtinIcons.ts';
import { useEditorDispatch, useEditorSelector, useRunIntent } from '../hooks.ts';
import { ACCEPTED_IMAGE_TYPES, importImageFile } from '../imageImport.ts';
import { newIconLayer, newImageLayer, newShapeLayer, newTextLayer, type ShapeKind } from '../newLayers.ts';

const t = strings.editor.add;
const SHAPES: ShapeKind[] = ['rectangle', 'circle', 'triangle', 'line'];

/** New text, shapes, icons and pictures from the device; each lands centred and selected. */
export function AddPanel({ onAdded }: { onAdded(layer: Layer): void }) {
  const run = useRunIntent();
  const dispatch = useEditorDispatch();
  const canvas = useEditorSelector(selectCanvasSize);
  const [importing, setImporting] = useState(false);
  const add = (layer: Layer) => {
    if (run('layer/add', { layer }).ok) onAdded(layer);
  };
  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    setImporting(true);
    try {
      const result = await importImageFile(file);
      if (result.ok) add(newImageLayer(canvas, result.url, result));
      else dispatch(toastShown(result.message));
    } finally {
      setImporting(false);
    }
  };
  return (
    <div className="ed-panel" data-testid="panel-add">
      <div className="ed-row ed-row--wrap">
        <button type="button" className="ed-tile" data-testid="editor-add-text" onClick={() => add(newTextLayer(canvas, ''))}>
          <span className="ed-tile__glyph">T</span>
          {t.text}
        </button>
        <label className={`ed-tile${importing ? ' is-busy' : ''}`} data-testid="editor-add-image">
          <span className="ed-tile__glyph">▣</span>
          {importing ? t.importing : t.image}
          <input
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className="ed-file"
            aria-label={t.chooseImage}
            data-testid="editor-image-input"
            disabled={importing}
            onChange={(event) => {
              void pickImage(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      <span className="ed-field__label">{t.shapes}</span>
      <div className="ed-row ed-row--wrap">
        {SHAPES.map((shape) => (
          <button key={shape} type="button" className="ed-chip" data-testid={`editor-add-shape-${shape}`} onClick={() => add(newShapeLayer(canvas, shape))}>
            {t.shape[shape]}
          </button>
        ))}
      </div>
      <span className="ed-field__label">{t.icons}</span>
      <div className="ed-icons">
        {BUILTIN_ICONS.map((icon) => (
          <button key={icon.key} type="button" className="ed-icon-tile" aria-label={icon.name} title={icon.name} data-testid={`editor-add-icon-${icon.key}`} onClick={() => add(newIconLayer(canvas, icon))}>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path d={icon.path} fill="currentColor" />
            </svg>
          </button>
        ))}
      </div>
    </div>
  );
}
