import { useState } from 'react';
import { useStore } from 'react-redux';
import { toastShown } from '../../../app/toast/toastSlice.ts';
import { strings } from '../../../shared/strings.ts';
import type { ImageLayer } from '../../../../workers/core/model/index.ts';
import type { EditorRootState } from '../../store/index.ts';
import { useEditorDispatch, useEditorSelector, useRunIntent } from '../../ui/hooks.ts';
import { ACCEPTED_IMAGE_TYPES, importImageFile } from '../../ui/imageImport.ts';
import { FILTER_PRESETS, FILTER_VALUES, FRAME_SHAPES, filterPresetOf, frameLayer, frameOf, frameShapeOf, replacedPicture, startCrop, type FrameShape } from '../imageFrame.ts';
import { editorTool } from '../toolState.ts';

const t = strings.editorTools;

/** The image panel (in 样式): crop, mask by a shape, replace the picture, flip, filter presets. */
export function ImageTools({ layer }: { layer: ImageLayer }) {
  const run = useRunIntent();
  const dispatch = useEditorDispatch();
  const store = useStore<EditorRootState>();
  const [replacing, setReplacing] = useState(false);
  const id = layer.id;
  // A primitive, so the panel re-renders only when the frame's kind changes.
  const shape = useEditorSelector((state) => frameShapeOf(frameOf(state.editor.document, id)));
  const framed = useEditorSelector((state) => frameOf(state.editor.document, id) !== null);
  const doc = () => store.getState().editor.document;
  const preset = filterPresetOf(layer);
  const mask = (next: FrameShape | null) => run('image/mask', { id, frame: next === null ? null : frameLayer(next, layer, frameOf(doc(), id)) });
  const replace = async (file: File | undefined) => {
    if (!file) return;
    setReplacing(true);
    try {
      const result = await importImageFile(file);
      if (!result.ok) dispatch(toastShown(result.message));
      else run('layer/set', { ids: [id], type: 'image', props: { url: result.url, data: '', ...replacedPicture(layer, framed, result) } });
    } finally {
      setReplacing(false);
    }
  };
  return (
    <div className="ed-group" data-testid="image-tools">
      <div className="ed-row ed-row--wrap">
        <button type="button" className="ed-chip" data-testid="image-crop" onClick={() => startCrop(editorTool, doc(), run, layer)}>
          {t.image.crop}
        </button>
        <label className={`ed-chip ed-chip--file${replacing ? ' is-busy' : ''}`} data-testid="image-replace">
          {replacing ? t.image.replacing : t.image.replace}
          <input
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className="ed-file"
            aria-label={t.image.replace}
            data-testid="image-replace-input"
            disabled={replacing}
            onChange={(event) => {
              void replace(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <button type="button" className="ed-chip" data-testid="image-flip-x" onClick={() => run('layer/flip', { ids: [id], axis: 'x' })}>
          {t.image.flipX}
        </button>
        <button type="button" className="ed-chip" data-testid="image-flip-y" onClick={() => run('layer/flip', { ids: [id], axis: 'y' })}>
          {t.image.flipY}
        </button>
      </div>
      <span className="ed-field__label">{t.image.mask}</span>
      <div className="ed-row ed-row--wrap" role="group" aria-label={t.image.mask}>
        <button type="button" className={`ed-chip${framed ? '' : ' is-on'}`} aria-pressed={!framed} data-testid="image-mask-none" onClick={() => mask(null)}>
          {t.image.maskNone}
        </button>
        {FRAME_SHAPES.map((key) => (
          <button key={key} type="button" className={`ed-chip${shape === key ? ' is-on' : ''}`} aria-pressed={shape === key} data-testid={`image-mask-${key}`} onClick={() => mask(key)}>
            {t.frameShapes[key]}
          </button>
        ))}
      </div>
      <span className="ed-field__label">{t.image.filters}</span>
      <div className="ed-row ed-row--wrap" role="group" aria-label={t.image.filters}>
        {FILTER_PRESETS.map((key) => (
          <button key={key} type="button" className={`ed-chip${preset === key ? ' is-on' : ''}`} aria-pressed={preset === key} data-testid={`image-filter-${key}`} onClick={() => run('layer/set', { ids: [id], props: FILTER_VALUES[key] })}>
            {t.filterPresets[key]}
          </button>
        ))}
      </div>
    </div>
  );
}
