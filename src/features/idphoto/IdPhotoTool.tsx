import { useEffect, useState } from 'react';
import { ID_PHOTO_BACKGROUNDS, ID_PHOTO_SIZES } from '../../../workers/core/image/idphoto/sizes.ts';
import type { IdPhotoBackground, IdPhotoPreview, IdPhotoRequest, IdPhotoSizeId, ImageFormat } from '../../../workers/protocol/image.ts';
import { strings } from '../../shared/strings.ts';
import { BitmapView } from '../imageInput/BitmapView.tsx';
import { DownloadBar } from '../imageInput/DownloadBar.tsx';
import { downloadName } from '../imageInput/download.ts';
import { ImagePicker } from '../imageInput/ImagePicker.tsx';
import { StageBusy } from '../imageInput/StageBusy.tsx';
import { TaskStatus, ToolNotice } from '../imageInput/TaskStatus.tsx';
import { useLoadedImage } from '../imageInput/useLoadedImage.ts';
import { useResultActions } from '../imageInput/useResultActions.ts';
import { useWorkerTask } from '../imageInput/useWorkerTask.ts';
import '../imageInput/imageTools.css';

const t = strings.imageTools.idPhoto;
const SIZE_IDS = Object.keys(ID_PHOTO_SIZES) as IdPhotoSizeId[];
const BACKGROUND_IDS = Object.keys(ID_PHOTO_BACKGROUNDS) as IdPhotoBackground[];

/**
 * ID photo: person on white/blue/red, standard sizes at 300 dpi, single or a
 * 6-inch print sheet. The worker finds the person with the person model (the
 * colour cutout where both agree on a plain backdrop) and frames the head by it.
 */
export function IdPhotoTool() {
  const { image, load, task: loadTask } = useLoadedImage();
  const previewTask = useWorkerTask();
  const exportTask = useWorkerTask();
  const [size, setSize] = useState<IdPhotoSizeId>('one');
  const [background, setBackground] = useState<IdPhotoBackground>('blue');
  const [layout, setLayout] = useState<IdPhotoRequest['layout']>('single');
  const [format, setFormat] = useState<ImageFormat>('jpeg');
  const [preview, setPreview] = useState<{ bitmap: ImageBitmap; personFound: boolean; method?: IdPhotoPreview['method'] } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const runPreview = previewTask.run;

  useEffect(() => {
    if (!image) return;
    let stale = false;
    void runPreview((api, requestId, onProgress) => api.idPhotoPreview({ requestId, imageId: image.imageId, size, background, layout, encode: { format: 'png' } }, onProgress)).then((result) => {
      if (!result) return;
      if (stale) return result.preview.close();
      setPreview((old) => {
        old?.bitmap.close();
        return { bitmap: result.preview, personFound: result.personFound, method: result.method };
      });
    });
    return () => {
      stale = true;
    };
  }, [image, size, background, layout, runPreview]);

  const onFiles = async (files: File[]) => {
    setNotice(null);
    const file = files[0];
    if (file && (await load(file))) setPreview(null);
  };
  const reject = (message: string) => {
    loadTask.clearError();
    setNotice(message);
  };

  const produce = async () => {
    if (!image) return null;
    const result = await exportTask.run((api, requestId, onProgress) => api.idPhotoExport({ requestId, imageId: image.imageId, size, background, layout, encode: { format } }, onProgress));
    return result?.blob ?? null;
  };
  const actions = useResultActions({ produce, fileName: () => downloadName(`证件照${t.sizeNames[size] ?? ''}`, format), onNotice: setNotice });

  const out = layout === 'sheet' ? null : ID_PHOTO_SIZES[size];
  const error = loadTask.error ?? previewTask.error ?? exportTask.error;
  return (
    <div className="img-tool" data-testid="idphoto-tool">
      {!image ? (
        <>
          <ImagePicker onFiles={onFiles} disabled={loadTask.busy} onReject={reject} />
          <p className="img-notice">{strings.segmentation.idPhoto.hint}</p>
        </>
      ) : (
        <>
          <BitmapView bitmap={preview?.bitmap ?? image.preview} testId="idphoto-preview" label={strings.routes['/pages/idPhoto/idPhoto']}>
            {previewTask.busy ? <StageBusy label={t.working} progress={previewTask.progress} onCancel={previewTask.cancel} /> : null}
          </BitmapView>
          {preview && !preview.personFound ? (
            <p className="img-notice" data-testid="idphoto-no-person">
              {t.noPerson}
            </p>
          ) : null}
          {preview?.personFound && preview.method === 'person' ? (
            <p className="img-notice" data-testid="idphoto-method" data-method={preview.method}>
              {strings.segmentation.idPhoto.usedPerson}
            </p>
          ) : null}
          <div className="img-chips img-chips--wrap" role="radiogroup" aria-label={t.sizes}>
            {SIZE_IDS.map((id) => (
              <button key={id} type="button" role="radio" aria-checked={id === size} className="img-chip" data-testid={`idphoto-size-${id}`} onClick={() => setSize(id)}>
                {t.sizeNames[id]} · {t.sizeDetail(ID_PHOTO_SIZES[id].width, ID_PHOTO_SIZES[id].height)}
              </button>
            ))}
          </div>
          <div className="img-field">
            <span>{t.backgrounds}</span>
            <div className="img-swatches">
              {BACKGROUND_IDS.map((id) => (
                <button key={id} type="button" className="img-swatch" style={{ background: ID_PHOTO_BACKGROUNDS[id] }} aria-label={t.backgroundNames[id]} aria-pressed={id === background} data-testid={`idphoto-bg-${id}`} onClick={() => setBackground(id)} />
              ))}
            </div>
          </div>
          <div className="img-row" role="radiogroup">
            {(['single', 'sheet'] as const).map((id) => (
              <button key={id} type="button" role="radio" aria-checked={id === layout} className="img-chip" data-testid={`idphoto-layout-${id}`} onClick={() => setLayout(id)}>
                {id === 'single' ? t.single : t.sheet}
              </button>
            ))}
          </div>
          <DownloadBar format={format} onFormat={setFormat} actions={actions} disabled={exportTask.busy || previewTask.busy} sizeText={out ? strings.imageTools.download.size(out.width, out.height) : undefined} />
          <div className="img-row">
            <ImagePicker compact onFiles={onFiles} disabled={loadTask.busy} onReject={reject} />
          </div>
        </>
      )}
      <div className="img-dock">
        <TaskStatus
          busy={loadTask.busy || previewTask.busy || exportTask.busy}
          progress={loadTask.busy ? loadTask.progress : previewTask.busy ? previewTask.progress : exportTask.progress}
          error={error}
          onCancel={exportTask.busy ? exportTask.cancel : previewTask.busy ? previewTask.cancel : undefined}
          label={previewTask.busy ? t.working : undefined}
        />
        <ToolNotice notice={notice} error={error} />
      </div>
    </div>
  );
}
