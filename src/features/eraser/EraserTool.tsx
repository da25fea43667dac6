import { useEffect, useState } from 'react';
import type { BrushStroke, ImageFormat, Point } from '../../../workers/protocol/image.ts';
import { strings } from '../../shared/strings.ts';
import { BrushControls, UndoRedo } from '../imageInput/BrushControls.tsx';
import { BrushStage, MARK_COLOURS } from '../imageInput/BrushStage.tsx';
import { DownloadBar } from '../imageInput/DownloadBar.tsx';
import { downloadName } from '../imageInput/download.ts';
import { ImagePicker } from '../imageInput/ImagePicker.tsx';
import { TaskStatus, ToolNotice } from '../imageInput/TaskStatus.tsx';
import { useLoadedImage } from '../imageInput/useLoadedImage.ts';
import { useResultActions } from '../imageInput/useResultActions.ts';
import { newStrokeId, useStrokeHistory } from '../imageInput/useStrokeHistory.ts';
import { useWorkerTask } from '../imageInput/useWorkerTask.ts';
import '../imageInput/imageTools.css';

const t = strings.imageTools;
const colourFor = (stroke: BrushStroke) => (stroke.mode === 'restore' ? MARK_COLOURS.keep : MARK_COLOURS.remove);

/** Eraser pen: erase to transparency or restore, soft brush, undo/redo; PNG keeps the transparency. */
export function EraserTool() {
  const { image, load, task: loadTask } = useLoadedImage();
  const previewTask = useWorkerTask();
  const exportTask = useWorkerTask();
  const history = useStrokeHistory();
  const [mode, setMode] = useState<BrushStroke['mode']>('erase');
  const [size, setSize] = useState(40);
  const [hardness, setHardness] = useState(0.6);
  const [preview, setPreview] = useState<{ bitmap: ImageBitmap; strokes: BrushStroke[] } | null>(null);
  const [format, setFormat] = useState<ImageFormat>('png');
  const [notice, setNotice] = useState<string | null>(null);
  const runPreview = previewTask.run;
  const { strokes, reset } = history;

  useEffect(() => {
    if (!image) return;
    let stale = false;
    void runPreview((api) => api.maskPreview({ imageId: image.imageId, base: 'opaque', strokes })).then((bitmap) => {
      if (!bitmap) return;
      if (stale) return bitmap.close();
      setPreview((old) => {
        old?.bitmap.close();
        return { bitmap, strokes };
      });
    });
    return () => {
      stale = true;
    };
  }, [image, strokes, runPreview]);

  const onFiles = async (files: File[]) => {
    setNotice(null);
    const file = files[0];
    if (!file) return;
    const loaded = await load(file);
    if (loaded) {
      reset();
      setPreview(null);
      setSize(Math.max(8, Math.round(Math.max(loaded.workWidth, loaded.workHeight) / 25)));
    }
  };
  const reject = (message: string) => {
    loadTask.clearError();
    setNotice(message);
  };
  const onStroke = (points: Point[]) => history.add({ id: newStrokeId(), mode, size, hardness, points });

  const produce = async () => {
    if (!image) return null;
    const result = await exportTask.run((api, requestId, onProgress) => api.maskExport({ requestId, imageId: image.imageId, base: 'opaque', strokes, encode: { format } }, onProgress));
    return result?.blob ?? null;
  };
  const actions = useResultActions({ produce, fileName: () => downloadName('消除笔', format), onNotice: setNotice });

  // Strokes the shown preview does not include yet are drawn on top until it catches up.
  const pending = preview ? strokes.filter((s) => !preview.strokes.includes(s)) : strokes;
  const error = loadTask.error ?? previewTask.error ?? exportTask.error;
  return (
    <div className="img-tool" data-testid="eraser-tool">
      {!image ? (
        <ImagePicker onFiles={onFiles} disabled={loadTask.busy} onReject={reject} />
      ) : (
        <>
          <p className="img-notice">{t.eraser.hint}</p>
          <BrushStage
            bitmap={preview?.bitmap ?? image.preview}
            image={{ width: image.workWidth, height: image.workHeight }}
            tool="brush"
            brushSize={size}
            marks={{ strokes: pending, boxes: [] }}
            strokeColour={(stroke) => (stroke.id === 'live' ? colourFor({ ...stroke, mode }) : colourFor(stroke))}
            onStroke={onStroke}
            testId="eraser-stage"
            label={t.eraser.stageLabel}
          />
          <div className="img-row" role="radiogroup">
            {(['erase', 'restore'] as const).map((m) => (
              <button key={m} type="button" role="radio" aria-checked={mode === m} className="img-chip" data-testid={`eraser-mode-${m}`} onClick={() => setMode(m)}>
                {m === 'erase' ? t.eraser.erase : t.eraser.restore}
              </button>
            ))}
            <UndoRedo canUndo={history.canUndo} canRedo={history.canRedo} onUndo={history.undo} onRedo={history.redo} />
          </div>
          <BrushControls size={size} onSize={setSize} maxSize={Math.max(60, Math.round(Math.max(image.workWidth, image.workHeight) / 6))} hardness={hardness} onHardness={setHardness} />
          <DownloadBar format={format} onFormat={setFormat} actions={actions} disabled={exportTask.busy} sizeText={t.download.size(image.width, image.height)} />
          <div className="img-row">
            <ImagePicker compact onFiles={onFiles} disabled={loadTask.busy} onReject={reject} />
          </div>
        </>
      )}
      <TaskStatus busy={loadTask.busy || exportTask.busy} progress={loadTask.busy ? loadTask.progress : exportTask.progress} error={error} onCancel={exportTask.busy ? exportTask.cancel : undefined} />
      <ToolNotice notice={notice} error={error} />
    </div>
  );
}
