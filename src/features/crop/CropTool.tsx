import { useState } from 'react';
import {
  CROP_PRESETS,
  cropOutputSize,
  flipHorizontal,
  flipVertical,
  initialCrop,
  setRatio,
  setStraighten,
  turnClockwise,
  type CropState,
} from '../../../workers/core/image/geometry/cropState.ts';
import type { ImageFormat, LoadedImage } from '../../../workers/protocol/image.ts';
import { strings } from '../../shared/strings.ts';
import { DownloadBar } from '../imageInput/DownloadBar.tsx';
import { downloadName } from '../imageInput/download.ts';
import { ImageToolFrame } from '../imageInput/ImageToolFrame.tsx';
import { useResultActions } from '../imageInput/useResultActions.ts';
import { useToolPhoto } from '../imageInput/useToolPhoto.ts';
import { taskLine, useWorkerTask } from '../imageInput/useWorkerTask.ts';
import { CropStage } from './CropStage.tsx';

const t = strings.imageTools.crop;

/** Crop: pick a photo, set ratio / turn / flip / straighten, move and size the box, download. `avatar` locks 1:1 (the head=1 entry). */
export function CropTool({ avatar = false }: { avatar?: boolean }) {
  const photo = useToolPhoto();
  const { image, loadTask, setNotice } = photo;
  const exportTask = useWorkerTask();
  const [state, setState] = useState<CropState | null>(null);
  const [presetId, setPresetId] = useState(avatar ? '1:1' : 'free');
  const [format, setFormat] = useState<ImageFormat>('png');
  const preset = CROP_PRESETS.find((p) => p.id === presetId) ?? CROP_PRESETS[0];
  const full = image ? { width: image.width, height: image.height } : null;

  const onLoaded = (loaded: LoadedImage) => setState(initialCrop({ width: loaded.width, height: loaded.height }, preset?.ratio ?? null));

  const produce = async () => {
    if (!image || !state) return null;
    const result = await exportTask.run((api, requestId, onProgress) =>
      api.crop({ requestId, imageId: image.imageId, transform: state, output: cropOutputSize(state, preset), encode: { format } }, onProgress),
    );
    return result?.blob ?? null;
  };
  const actions = useResultActions({ produce, fileName: () => downloadName('裁剪', format), onNotice: setNotice });

  const error = loadTask.error ?? exportTask.error;
  const output = state ? cropOutputSize(state, preset) : null;

  return (
    <ImageToolFrame
      photo={photo}
      onLoaded={onLoaded}
      testId="crop-tool"
      ready={image !== null && state !== null && full !== null}
      status={taskLine(loadTask, [exportTask], error)}
    >
      {image && state && full ? (
        <>
          <CropStage image={image} state={state} onRect={(rect) => setState({ ...state, rect })} />
          <div className="img-chips" role="radiogroup" aria-label={t.ratios}>
            {CROP_PRESETS.filter((p) => !avatar || p.id === '1:1').map((p) => (
              <button
                key={p.id}
                type="button"
                role="radio"
                aria-checked={p.id === presetId}
                className="img-chip"
                data-testid={`crop-ratio-${p.id}`}
                onClick={() => {
                  setPresetId(p.id);
                  setState(setRatio(full, state, p.ratio));
                }}
              >
                {t.presets[p.id] ?? p.id}
              </button>
            ))}
          </div>
          <div className="img-row">
            <button type="button" className="img-tool-button" data-testid="crop-rotate" onClick={() => setState(turnClockwise(full, state))}>
              {t.rotate}
            </button>
            <button type="button" className="img-tool-button" data-testid="crop-flip-h" onClick={() => setState(flipHorizontal(full, state))}>
              {t.flipH}
            </button>
            <button type="button" className="img-tool-button" data-testid="crop-flip-v" onClick={() => setState(flipVertical(full, state))}>
              {t.flipV}
            </button>
          </div>
          <label className="img-slider">
            <span>{t.straighten}</span>
            <input
              type="range"
              min={-45}
              max={45}
              step={0.5}
              value={state.straighten}
              data-testid="crop-straighten"
              onChange={(event) => setState(setStraighten(full, state, Number(event.currentTarget.value)))}
            />
            <span className="img-slider__value">{t.degrees(state.straighten)}</span>
          </label>
          <DownloadBar
            format={format}
            onFormat={setFormat}
            actions={actions}
            disabled={exportTask.busy}
            sizeText={output ? strings.imageTools.download.size(output.width, output.height) : undefined}
          />
        </>
      ) : null}
    </ImageToolFrame>
  );
}
