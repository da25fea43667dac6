import { useState } from 'react';
import type { BrushStroke, ImageFormat, LoadedImage, Point } from '../../../workers/protocol/image.ts';
import { strings } from '../../shared/strings.ts';
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

const t = strings.imageTools;
const colourFor = (stroke: BrushStroke) => (stroke.mode === 'restore' ? MARK_COLOURS.keep : MARK_COLOURS.remove);

/**
 * How a painted area disappears. 'fill' (default, issue 27): the worker's inpainting fills it
 * from the picture around, as 去水印 does — "消除" means the content is gone, not a hole.
 * 'transparent': the area becomes transparent (erase / restore brushes), for cut-out work.
 */
type FillChoice = 'fill' | 'transparent';
/** One undoable step: a fill (undone in the worker) or a transparent-brush stroke (undone here). */
type Step = 'fill' | 'stroke';

/** Eraser pen: paint over something to remove it (filled, or made transparent); undo/redo. */
export function EraserTool() {
  const history = useStrokeHistory();
  const [choice, setChoice] = useState<FillChoice>('fill');
  const [mode, setMode] = useState<BrushStroke['mode']>('erase');
  const [size, setSize] = useState(40);
  const [hardness, setHardness] = useState(0.6);
  const [format, setFormat] = useState<ImageFormat>('png');
  const [steps, setSteps] = useState<{ done: Step[]; undone: Step[] }>({ done: [], undone: [] });
  // The stroke being filled, shown on the photo until the fill comes back.
  const [filling, setFilling] = useState<BrushStroke | null>(null);
  // Bumped after each fill or fill undo: the worker's working copy changed under the preview.
  const [fills, setFills] = useState(0);
  const { strokes, reset } = history;
  const photo = useToolPhoto();
  const { image, loadTask, setNotice } = photo;
  const { preview, pending: previewPending, task: previewTask } = useMaskPreview({ image, base: 'opaque', strokes, refresh: fills });
  const fillTask = useWorkerTask();
  const exportTask = useWorkerTask();

  const fillStroke = async (stroke: BrushStroke) => {
    if (!image) return;
    setFilling(stroke);
    const filled = await fillTask.run((api, requestId, onProgress) => api.inpaint({ requestId, imageId: image.imageId, strokes: [stroke], boxes: [] }, onProgress));
    setFilling(null);
    if (!filled) return;
    filled.preview.close();
    setSteps((s) => ({ done: [...s.done, 'fill'], undone: [] }));
    setFills((n) => n + 1);
  };

  const onStroke = (points: Point[]) => {
    if (choice === 'fill') {
      void fillStroke({ id: newStrokeId(), mode: 'erase', size, hardness: 1, points });
      return;
    }
    history.add({ id: newStrokeId(), mode, size, hardness, points });
    setSteps((s) => ({ done: [...s.done, 'stroke'], undone: [] }));
  };

  const undo = async () => {
    const last = steps.done[steps.done.length - 1];
    if (!image || !last) return;
    if (last === 'stroke') {
      history.undo();
      setSteps((s) => ({ done: s.done.slice(0, -1), undone: ['stroke', ...s.undone] }));
      return;
    }
    const previous = await fillTask.run((api) => api.inpaintUndo(image.imageId));
    if (!previous) return;
    previous.preview.close();
    // A fill cannot be redone (the worker keeps no redo copy): the redo branch ends here.
    setSteps((s) => ({ done: s.done.slice(0, -1), undone: [] }));
    setFills((n) => n + 1);
  };
  const redo = () => {
    if (steps.undone[0] !== 'stroke') return;
    history.redo();
    setSteps((s) => ({ done: [...s.done, 'stroke'], undone: s.undone.slice(1) }));
  };

  const produce = async () => {
    if (!image) return null;
    const result = await exportTask.run((api, requestId, onProgress) => api.maskExport({ requestId, imageId: image.imageId, base: 'opaque', strokes, encode: { format } }, onProgress));
    return result?.blob ?? null;
  };
  const actions = useResultActions({ produce, fileName: () => downloadName('消除笔', format), onNotice: setNotice });

  // The stroke being filled is drawn on top too, until the fill comes back.
  const pending = [...previewPending, ...(filling ? [filling] : [])];
  const error = loadTask.error ?? previewTask.error ?? fillTask.error ?? exportTask.error;
  const busy = fillTask.busy || exportTask.busy;
  // A new photo: the tool starts over for it.
  const startOver = (loaded: LoadedImage) => {
    reset();
    setSteps({ done: [], undone: [] });
    setSize(Math.max(8, Math.round(Math.max(loaded.workWidth, loaded.workHeight) / 25)));
  };
  return (
    <ImageToolFrame
      photo={photo}
      onLoaded={startOver}
      testId="eraser-tool"
      busy={busy}
      status={taskLine(loadTask, [fillTask, exportTask], error, fillTask.busy ? `${t.eraser.working} ${Math.round((fillTask.progress ?? 0) * 100)}%` : undefined)}
    >
      {image ? (
        <>
          <p className="img-notice">{choice === 'fill' ? t.eraser.hint : t.eraser.transparentHint}</p>
          <BrushStage
            bitmap={preview?.bitmap ?? image.preview}
            image={{ width: image.workWidth, height: image.workHeight }}
            tool={fillTask.busy ? 'none' : 'brush'}
            brushSize={size}
            marks={{ strokes: pending, boxes: [] }}
            strokeColour={(stroke) => (stroke.id === 'live' ? colourFor({ ...stroke, mode: choice === 'fill' ? 'erase' : mode }) : colourFor(stroke))}
            onStroke={onStroke}
            testId="eraser-stage"
            label={t.eraser.stageLabel}
          >
            {fillTask.busy ? <StageBusy label={t.eraser.working} progress={fillTask.progress} onCancel={fillTask.cancel} /> : null}
          </BrushStage>
          <div className="img-row" role="radiogroup" aria-label={t.eraser.fillLabel}>
            {(['fill', 'transparent'] as const).map((c) => (
              <button key={c} type="button" role="radio" aria-checked={choice === c} className="img-chip" data-testid={`eraser-choice-${c}`} onClick={() => setChoice(c)}>
                {c === 'fill' ? t.eraser.fill : t.eraser.transparent}
              </button>
            ))}
          </div>
          <div className="img-row" role={choice === 'transparent' ? 'radiogroup' : undefined}>
            {choice === 'transparent'
              ? (['erase', 'restore'] as const).map((m) => (
                  <button key={m} type="button" role="radio" aria-checked={mode === m} className="img-chip" data-testid={`eraser-mode-${m}`} onClick={() => setMode(m)}>
                    {m === 'erase' ? t.eraser.erase : t.eraser.restore}
                  </button>
                ))
              : null}
            <UndoRedo canUndo={steps.done.length > 0 && !busy} canRedo={steps.undone[0] === 'stroke'} onUndo={() => void undo()} onRedo={redo} />
          </div>
          <BrushControls
            size={size}
            onSize={setSize}
            maxSize={Math.max(60, Math.round(Math.max(image.workWidth, image.workHeight) / 6))}
            hardness={choice === 'transparent' ? hardness : undefined}
            onHardness={choice === 'transparent' ? setHardness : undefined}
          />
          <DownloadBar format={format} onFormat={setFormat} actions={actions} disabled={busy} sizeText={t.download.size(image.width, image.height)} />
        </>
      ) : null}
    </ImageToolFrame>
  );
}
