import { useState } from 'react';
import type { ImageFormat, LoadedImage, Point, Rect } from '../../../workers/protocol/image.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { BrushControls, UndoRedo } from '../imageInput/BrushControls.tsx';
import { BrushStage, MARK_COLOURS } from '../imageInput/BrushStage.tsx';
import type { Marks } from '../imageInput/brushView.ts';
import { DownloadBar } from '../imageInput/DownloadBar.tsx';
import { downloadName } from '../imageInput/download.ts';
import { ImageToolFrame } from '../imageInput/ImageToolFrame.tsx';
import { StageBusy } from '../imageInput/StageBusy.tsx';
import { useResultActions } from '../imageInput/useResultActions.ts';
import { newStrokeId } from '../imageInput/useStrokeHistory.ts';
import { useToolPhoto } from '../imageInput/useToolPhoto.ts';
import { taskLine, useWorkerTask } from '../imageInput/useWorkerTask.ts';

const t = strings.imageTools;
type Mark = { kind: 'stroke'; points: Point[]; size: number } | { kind: 'box'; box: Rect };

/** Watermark removal: brush or box the mark, then the worker fills it by patch-based inpainting; each removal can be undone. */
export function RemoveWatermarkTool() {
  const fillTask = useWorkerTask();
  const exportTask = useWorkerTask();
  const [tool, setTool] = useState<'brush' | 'box'>('brush');
  const [size, setSize] = useState(24);
  const [marks, setMarks] = useState<Mark[]>([]);
  const [result, setResult] = useState<{ bitmap: ImageBitmap; version: number } | null>(null);
  const [format, setFormat] = useState<ImageFormat>('jpeg');
  const photo = useToolPhoto();
  const { image, loadTask, setNotice } = photo;

  const showResult = (next: { preview: ImageBitmap; version: number }) =>
    setResult((old) => {
      old?.bitmap.close();
      return { bitmap: next.preview, version: next.version };
    });

  const stageMarks: Marks = {
    strokes: marks.flatMap((m, i) => (m.kind === 'stroke' ? [{ id: `m${i}`, mode: 'erase' as const, size: m.size, hardness: 1, points: m.points }] : [])),
    boxes: marks.flatMap((m) => (m.kind === 'box' ? [m.box] : [])),
  };

  const apply = async () => {
    if (!image) return;
    if (marks.length === 0) {
      setNotice(t.removeWatermark.nothingMarked);
      return;
    }
    setNotice(null);
    const filled = await fillTask.run((api, requestId, onProgress) =>
      api.inpaint({ requestId, imageId: image.imageId, strokes: stageMarks.strokes.map((s) => ({ ...s, id: newStrokeId() })), boxes: stageMarks.boxes }, onProgress),
    );
    if (filled) {
      setMarks([]);
      showResult(filled);
    }
  };

  const undo = async () => {
    if (!image) return;
    if (marks.length > 0) {
      setMarks(marks.slice(0, -1));
      return;
    }
    const previous = await fillTask.run((api) => api.inpaintUndo(image.imageId));
    if (previous) showResult(previous);
  };

  const produce = async () => {
    if (!image) return null;
    const encoded = await exportTask.run((api, _requestId, onProgress) => api.inpaintExport(image.imageId, { format }, onProgress));
    return encoded?.blob ?? null;
  };
  const actions = useResultActions({ produce, fileName: () => downloadName('去水印', format), onNotice: setNotice });

  const error = loadTask.error ?? fillTask.error ?? exportTask.error;
  const busy = fillTask.busy || exportTask.busy;
  // A new photo: the tool starts over for it.
  const startOver = (loaded: LoadedImage) => {
    setMarks([]);
    setResult(null);
    setSize(Math.max(8, Math.round(Math.max(loaded.workWidth, loaded.workHeight) / 40)));
  };
  return (
    <ImageToolFrame
      photo={photo}
      onLoaded={startOver}
      testId="remove-watermark-tool"
      busy={busy}
      status={taskLine(loadTask, [fillTask, exportTask], error, fillTask.busy && fillTask.progress !== null ? `${t.removeWatermark.working} ${Math.round(fillTask.progress * 100)}%` : undefined)}
    >
      {image ? (
        <>
          <p className="img-notice">{t.removeWatermark.hint}</p>
          <BrushStage
            bitmap={result?.bitmap ?? image.preview}
            image={{ width: image.workWidth, height: image.workHeight }}
            tool={busy ? 'none' : tool}
            brushSize={size}
            marks={stageMarks}
            strokeColour={() => MARK_COLOURS.remove}
            onStroke={(points) => setMarks([...marks, { kind: 'stroke', points, size }])}
            onBox={(box) => setMarks([...marks, { kind: 'box', box }])}
            testId="remove-watermark-stage"
            label={t.removeWatermark.stageLabel}
          >
            {fillTask.busy ? <StageBusy label={t.removeWatermark.working} progress={fillTask.progress} onCancel={fillTask.cancel} /> : null}
          </BrushStage>
          <div className="img-row" role="radiogroup">
            {(['brush', 'box'] as const).map((m) => (
              <button key={m} type="button" role="radio" aria-checked={tool === m} className="img-chip" data-testid={`remove-tool-${m}`} onClick={() => setTool(m)}>
                {m === 'brush' ? t.removeWatermark.brush : t.removeWatermark.box}
              </button>
            ))}
            <UndoRedo canUndo={marks.length > 0 || (result?.version ?? 0) > 0} onUndo={undo} />
          </div>
          {tool === 'brush' ? <BrushControls size={size} onSize={setSize} maxSize={Math.max(40, Math.round(Math.max(image.workWidth, image.workHeight) / 8))} /> : null}
          <Button onClick={apply} disabled={busy} testId="remove-apply">
            {t.removeWatermark.apply}
          </Button>
          <DownloadBar format={format} onFormat={setFormat} actions={actions} disabled={busy} sizeText={t.download.size(image.width, image.height)} />
        </>
      ) : null}
    </ImageToolFrame>
  );
}
