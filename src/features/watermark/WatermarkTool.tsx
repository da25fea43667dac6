import { useEffect, useState } from 'react';
import { DEFAULT_WATERMARK } from '../../../workers/core/image/watermark/settings.ts';
import type { ImageFormat, WatermarkSettings } from '../../../workers/protocol/image.ts';
import { strings } from '../../shared/strings.ts';
import { BitmapView } from '../imageInput/BitmapView.tsx';
import { DownloadBar } from '../imageInput/DownloadBar.tsx';
import { downloadName } from '../imageInput/download.ts';
import { ImagePicker } from '../imageInput/ImagePicker.tsx';
import { TaskStatus, ToolNotice } from '../imageInput/TaskStatus.tsx';
import { useLoadedImage } from '../imageInput/useLoadedImage.ts';
import { useResultActions } from '../imageInput/useResultActions.ts';
import { useWorkerTask } from '../imageInput/useWorkerTask.ts';
import '../imageInput/imageTools.css';
import { WatermarkControls } from './WatermarkControls.tsx';

const PREVIEW_DELAY_MS = 120;

/** Add watermark: live preview on the working copy, export at full size. */
export function WatermarkTool() {
  const { image, load, task: loadTask } = useLoadedImage();
  const previewTask = useWorkerTask();
  const exportTask = useWorkerTask();
  const [settings, setSettings] = useState<WatermarkSettings>(DEFAULT_WATERMARK);
  const [preview, setPreview] = useState<ImageBitmap | null>(null);
  const [format, setFormat] = useState<ImageFormat>('jpeg');
  const [notice, setNotice] = useState<string | null>(null);
  const runPreview = previewTask.run;

  useEffect(() => {
    if (!image) return;
    let stale = false;
    const timer = setTimeout(async () => {
      const bitmap = await runPreview((api, requestId) => api.watermarkPreview({ requestId, imageId: image.imageId, settings, target: 'preview' }));
      if (!bitmap) return;
      if (stale) {
        bitmap.close();
        return;
      }
      setPreview((old) => {
        old?.close();
        return bitmap;
      });
    }, PREVIEW_DELAY_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [image, settings, runPreview]);

  const onFiles = async (files: File[]) => {
    setNotice(null);
    const file = files[0];
    if (file) await load(file);
  };
  const reject = (message: string) => {
    loadTask.clearError();
    setNotice(message);
  };

  const produce = async () => {
    if (!image) return null;
    const result = await exportTask.run((api, requestId, onProgress) =>
      api.watermarkExport({ requestId, imageId: image.imageId, settings, target: 'export', encode: { format } }, onProgress),
    );
    return result?.blob ?? null;
  };
  const actions = useResultActions({ produce, fileName: () => downloadName('水印', format), onNotice: setNotice });

  const error = loadTask.error ?? previewTask.error ?? exportTask.error;
  return (
    <div className="img-tool" data-testid="watermark-tool">
      {!image ? (
        <ImagePicker onFiles={onFiles} disabled={loadTask.busy} onReject={reject} />
      ) : (
        <>
          <BitmapView bitmap={preview ?? image.preview} testId="watermark-preview" label={strings.imageTools.watermark.previewLabel} />
          <WatermarkControls settings={settings} onChange={setSettings} />
          <DownloadBar format={format} onFormat={setFormat} actions={actions} disabled={exportTask.busy} sizeText={strings.imageTools.download.size(image.width, image.height)} />
          <div className="img-row">
            <ImagePicker compact onFiles={onFiles} disabled={loadTask.busy} onReject={reject} />
          </div>
        </>
      )}
      <div className="img-dock">
        <TaskStatus busy={loadTask.busy || exportTask.busy} progress={loadTask.busy ? loadTask.progress : exportTask.progress} error={error} onCancel={exportTask.busy ? exportTask.cancel : undefined} />
        <ToolNotice notice={notice} error={error} />
      </div>
    </div>
  );
}
