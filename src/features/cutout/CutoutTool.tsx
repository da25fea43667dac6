import { useState } from 'react';
import type { BrushStroke, CutoutRequest, CutoutResult, CutoutSeed, ImageFormat, LoadedImage } from '../../../workers/protocol/image.ts';
import { strings } from '../../shared/strings.ts';
import { BitmapView } from '../imageInput/BitmapView.tsx';
import { BrushControls, UndoRedo } from '../imageInput/BrushControls.tsx';
import { BrushStage, MARK_COLOURS } from '../imageInput/BrushStage.tsx';
import { DownloadBar } from '../imageInput/DownloadBar.tsx';
import { downloadName } from '../imageInput/download.ts';
import { ImageToolFrame } from '../imageInput/ImageToolFrame.tsx';
import { StageBusy } from '../imageInput/StageBusy.tsx';
import { useMaskPreview } from '../imageInput/useMaskPreview.ts';
import { useResultActions } from '../imageInput/useResultActions.ts';
import { newStrokeId, useStrokeHistory } from '../imageInput/useStrokeHistory.ts';
import { useToolPhoto } from '../imageInput/useToolPhoto.ts';
import { taskLine, useWorkerTask } from '../imageInput/useWorkerTask.ts';
import { CloudStatus } from './CloudStatus.tsx';
import { CutoutOutcome } from './CutoutOutcome.tsx';
import { MethodPicker, type CutoutChoice } from './MethodPicker.tsx';
import { seedFromStroke } from './seed.ts';
import { useCloudCutout } from './useCloudCutout.ts';

const t = strings.imageTools;
const seg = strings.segmentation;
const colourFor = (stroke: BrushStroke) => (stroke.mode === 'restore' ? MARK_COLOURS.keep : MARK_COLOURS.remove);

/**
 * Cutout: the automatic cutout runs as soon as a photo is in (colour method,
 * person model, or both: workers/core/image/cutout/select.ts), or with the method
 * the user picks, or on the server (云端抠图); manual mode refines the mask with
 * keep/remove brushes (undo/redo, before/after).
 */
export function CutoutTool({ initialMode }: { initialMode: 'auto' | 'manual' }) {
  const autoTask = useWorkerTask();
  const exportTask = useWorkerTask();
  const history = useStrokeHistory();
  const [mode, setMode] = useState(initialMode);
  const [auto, setAuto] = useState<CutoutResult | null>(null);
  const [brush, setBrush] = useState<BrushStroke['mode']>('erase');
  const [size, setSize] = useState(30);
  const [hardness, setHardness] = useState(0.7);
  const [showBefore, setShowBefore] = useState(false);
  const [format, setFormat] = useState<ImageFormat>('png');
  const [choice, setChoice] = useState<CutoutChoice>('auto');
  const [requested, setRequested] = useState<CutoutChoice>('auto');
  /** Marking the object (a tap or a rough box) for photos with no clear background. */
  const [seeding, setSeeding] = useState(false);
  const cloud = useCloudCutout();
  const { strokes, reset } = history;
  const photo = useToolPhoto();
  const { image, loadTask, setNotice } = photo;
  const { preview, pending, clear: clearPreview, task: previewTask } = useMaskPreview({ image, base: 'cutout', strokes, enabled: auto !== null && strokes.length > 0, refresh: auto });

  const cutWith = async (loaded: LoadedImage, method: CutoutChoice, seed?: CutoutSeed) => {
    let request: Pick<CutoutRequest, 'method' | 'maskImage' | 'seed'> = { method: method === 'cloud' ? 'auto' : method, ...(seed ? { seed } : {}) };
    if (method === 'cloud') {
      // The server gets the working copy (what the mask is made at), upright, as a JPEG.
      const upload = await autoTask.run((api, requestId, onProgress) =>
        api.maskExport({ requestId, imageId: loaded.imageId, base: 'opaque', strokes: [], size: 'work', encode: { format: 'jpeg', quality: 0.9 } }, onProgress),
      );
      const maskImage = upload ? await cloud.run(upload.blob) : null;
      if (!maskImage) return;
      request = { method: 'mask', maskImage };
    }
    const result = await autoTask.run((api, requestId, onProgress) => api.cutout({ requestId, imageId: loaded.imageId, ...request }, onProgress));
    if (!result) return;
    reset();
    clearPreview();
    setAuto((old) => {
      old?.preview.close();
      return result;
    });
    setRequested(method);
    if (seed) setNotice(seg.seed.used);
    else if (result.modelUnavailable) setNotice(seg.modelUnavailable);
    else if (method === 'person' && result.method === 'colour') setNotice(seg.noPerson);
    else if (result.coverage < 0.01 || result.coverage > 0.99) setNotice(t.cutout.notFound);
  };

  const choose = (next: CutoutChoice) => {
    setChoice(next);
    setNotice(null);
    cloud.clearError();
    if (image) void cutWith(image, next);
  };

  const produce = async () => {
    if (!image || !auto) return null;
    const result = await exportTask.run((api, requestId, onProgress) => api.maskExport({ requestId, imageId: image.imageId, base: 'cutout', strokes, encode: { format } }, onProgress));
    return result?.blob ?? null;
  };
  const actions = useResultActions({ produce, fileName: () => downloadName('抠图', format), onNotice: setNotice });

  const shown = !image ? null : showBefore ? image.preview : strokes.length > 0 && preview ? preview.bitmap : (auto?.preview ?? null);
  const error = loadTask.error ?? autoTask.error ?? previewTask.error ?? exportTask.error;
  const busy = loadTask.busy || autoTask.busy || exportTask.busy || cloud.busy;
  // A new photo: the tool starts over for it.
  const startOver = async (loaded: LoadedImage) => {
    reset();
    setAuto(null);
    setSize(Math.max(8, Math.round(Math.max(loaded.workWidth, loaded.workHeight) / 30)));
    await cutWith(loaded, choice);
  };
  return (
    <ImageToolFrame
      photo={photo}
      onLoaded={startOver}
      testId="cutout-tool"
      busy={busy}
      empty={
        <>
          <MethodPicker value={choice} onChange={setChoice} />
          <p className="img-notice">{seg.methodNote}</p>
        </>
      }
      after={<p className="img-notice">{seg.methodNote}</p>}
      dock={<CloudStatus stage={cloud.stage} error={cloud.error} onCancel={cloud.cancel} />}
      // The cloud's upload and wait count as busy too (their stage shows above the line).
      status={{ ...taskLine(loadTask, [autoTask, exportTask], error, autoTask.busy ? (choice === 'person' ? seg.working.person : t.cutout.working) : undefined), busy }}
    >
      {image ? (
        <>
          {shown && seeding && mode === 'auto' && auto ? (
            <BrushStage
              bitmap={shown}
              image={{ width: image.workWidth, height: image.workHeight }}
              tool="brush"
              brushSize={Math.max(4, Math.round(Math.max(image.workWidth, image.workHeight) / 80))}
              marks={{ strokes: [], boxes: [] }}
              strokeColour={() => MARK_COLOURS.keep}
              onStroke={(points) => {
                const seed = seedFromStroke(points, { width: image.workWidth, height: image.workHeight });
                setSeeding(false);
                if (seed) void cutWith(image, choice === 'cloud' ? 'auto' : choice, seed);
              }}
              testId="cutout-seed-stage"
              label={seg.seed.stageLabel}
            />
          ) : shown && mode === 'manual' && auto ? (
            <BrushStage
              bitmap={shown}
              image={{ width: image.workWidth, height: image.workHeight }}
              tool={showBefore ? 'none' : 'brush'}
              brushSize={size}
              marks={{ strokes: showBefore ? [] : pending, boxes: [] }}
              strokeColour={(stroke) => (stroke.id === 'live' ? colourFor({ ...stroke, mode: brush }) : colourFor(stroke))}
              onStroke={(points) => history.add({ id: newStrokeId(), mode: brush, size, hardness, points })}
              testId="cutout-stage"
              label={t.cutout.stageLabel}
            />
          ) : (
            // Until there is a cutout (running, cancelled or failed) the photo shows; it was a black box.
            <BitmapView bitmap={shown ?? image.preview} testId="cutout-result" label={t.cutout.auto}>
              {autoTask.busy || cloud.busy ? (
                <StageBusy
                  label={choice === 'person' ? seg.working.person : t.cutout.working}
                  progress={autoTask.busy ? autoTask.progress : null}
                  onCancel={cloud.busy ? cloud.cancel : autoTask.cancel}
                />
              ) : null}
            </BitmapView>
          )}
          <div className="img-row">
            <button type="button" className="img-chip" aria-pressed={showBefore} data-testid="cutout-before" onClick={() => setShowBefore(!showBefore)}>
              {showBefore ? t.after : t.before}
            </button>
            {mode === 'auto' ? (
              <>
                <button type="button" className="img-chip" aria-pressed={seeding} disabled={!auto || busy} data-testid="cutout-seed" onClick={() => setSeeding(!seeding)}>
                  {seeding ? seg.seed.cancel : seg.seed.start}
                </button>
                <button type="button" className="img-tool-button" disabled={!auto} data-testid="cutout-to-manual" onClick={() => setMode('manual')}>
                  {t.cutout.toManual}
                </button>
              </>
            ) : (
              <>
                {(['restore', 'erase'] as const).map((m) => (
                  <button key={m} type="button" role="radio" aria-checked={brush === m} className="img-chip" data-testid={`cutout-brush-${m === 'restore' ? 'keep' : 'remove'}`} onClick={() => setBrush(m)}>
                    {m === 'restore' ? t.cutout.keep : t.cutout.remove}
                  </button>
                ))}
                <UndoRedo canUndo={history.canUndo} canRedo={history.canRedo} onUndo={history.undo} onRedo={history.redo} />
              </>
            )}
          </div>
          {seeding ? <p className="img-notice" data-testid="cutout-seed-hint">{seg.seed.hint}</p> : null}
          <MethodPicker value={choice} onChange={choose} disabled={busy} />
          {auto ? <CutoutOutcome result={auto} requested={requested} /> : null}
          {mode === 'manual' ? <BrushControls size={size} onSize={setSize} maxSize={Math.max(60, Math.round(Math.max(image.workWidth, image.workHeight) / 6))} hardness={hardness} onHardness={setHardness} /> : null}
          <DownloadBar format={format} onFormat={setFormat} actions={actions} disabled={busy || !auto} sizeText={t.download.size(image.width, image.height)} />
        </>
      ) : null}
    </ImageToolFrame>
  );
}
