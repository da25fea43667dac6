import { useEffect, useState } from 'react';
import { DEFAULT_WATERMARK } from '../../../workers/core/image/watermark/settings.ts';
import type { ImageFormat, WatermarkSettings } from '../../../workers/protocol/image.ts';
import { strings } from '../../shared/strings.ts';
import { BitmapView } from '../imageInput/BitmapView.tsx';
import { DownloadBar } from '../imageInput/DownloadBar.tsx';
import { downloadName } from '../imageInput/download.ts';
import { ImageToolFrame } from '../imageInput/ImageToolFrame.tsx';
import { useResultActions } from '../imageInput/useResultActions.ts';
import { useToolPhoto } from '../imageInput/useToolPhoto.ts';
import { taskLine, useWorkerTask } from '../imageInput/useWorkerTask.ts';
import { WatermarkControls } from './WatermarkControls.tsx';

const PREVIEW_DELAY_MS = 120;

/** Add watermark: live preview on the working copy, export at full size. */
export function WatermarkTool() {
  const photo = useToolPhoto();
  const { image, loadTask, setNotice } = photo;
  const previewTask = useWorkerTask();
  const exportTask = useWorkerTask();
  const [settings, setSettings] = useState<WatermarkSettings>(DEFAULT_WATERMARK);
  const [preview, setPreview] = useState<ImageBitmap | null>(null);
  const [format, setFormat] = useState<ImageFormat>('jpeg');
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
    <ImageToolFrame
      photo={photo}
      testId="watermark-tool"
      status={taskLine(loadTask, [exportTask], error)}
    >
      {image ? (
        <>
          <BitmapView bitmap={preview ?? image.preview} testId="watermark-preview" label={strings.imageTools.watermark.previewLabel} />
          <WatermarkControls settings={settings} onChange={setSettings} />
          <DownloadBar format={format} onFormat={setFormat} actions={actions} disabled={exportTask.busy} sizeText={strings.imageTools.download.size(image.width, image.height)} />
        </>
      ) : null}
    </ImageToolFrame>
  );
}
