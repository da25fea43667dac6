import { useEffect, useRef, useState } from 'react';
import { useAppServices } from '../../../app/services/servicesContext.tsx';
import { strings } from '../../../shared/strings.ts';
import { getPicture } from '../../../../workers/core/storage/assetDb.ts';
import { useEditorPorts } from '../editorPorts.tsx';
import { ListState } from './ListState.tsx';
import { myPictures, type MyPicture } from './myPictures.ts';
import { useLoaded } from './useLibraryData.ts';

const t = strings.editorLibrary.mine;
/** Preview height in device px (two rows of a 68 px tile at 2×): decoded small, never the 2048 px picture. */
const PREVIEW_PX = 136;

type Listed = (MyPicture & { blob: Blob })[];

/** Decodes one picture at a time, shrunk, off the main thread (createImageBitmap), so 80 tiles never decode 80 full pictures at once. */
let decodeQueue: Promise<unknown> = Promise.resolve();
function preview(blob: Blob): Promise<ImageBitmap> {
  const job = decodeQueue.then(() => createImageBitmap(blob, { resizeHeight: PREVIEW_PX, resizeQuality: 'medium' }));
  decodeQueue = job.catch(() => undefined);
  return job;
}

function PictureTile({ picture, onPick }: { picture: MyPicture & { blob: Blob }; onPick(picture: MyPicture, blob: Blob): void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    preview(picture.blob).then(
      (bitmap) => {
        const target = canvas.current;
        if (!live || !target) return bitmap.close();
        target.width = bitmap.width;
        target.height = bitmap.height;
        // Hands the bitmap over (no copy); the canvas now owns it.
        target.getContext('bitmaprenderer')?.transferFromImageBitmap(bitmap);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [picture.blob]);
  const label = picture.source === 'tool' ? t.toolResult : t.workPicture;
  return (
    <button type="button" className="lib-tile lib-tile--picture" data-testid="library-mine-picture" data-hash={picture.hash} data-source={picture.source} aria-label={label} disabled={failed} onClick={() => onPick(picture, picture.blob)}>
      {failed ? <span className="lib-tile__name">{t.unreadable}</span> : <canvas ref={canvas} className="lib-tile__picture" width={1} height={1} aria-hidden="true" />}
    </button>
  );
}

/**
 * 我的图片 (issue 26): the image tools' latest results (cutout, crop, watermark, eraser… after a
 * download or 用到标志设计) and the pictures the user's works use, all in the asset store; a tap
 * adds one as an image layer. A picture no longer on this device is left out.
 */
export function MyPictures({ onPick }: { onPick(picture: MyPicture, blob: Blob): void }) {
  const { storage } = useAppServices();
  const ports = useEditorPorts();
  // The pictures read from the asset store; read again by 重试 after a failure (a private window, a full store).
  const [listed, retry] = useLoaded(async () => {
    const works = await (ports.workPictures?.() ?? Promise.resolve([])).catch(() => []);
    const wanted = myPictures(storage.get('recentToolPictures'), works);
    const stored = await Promise.all(wanted.map((p) => getPicture(p.hash)));
    return wanted.flatMap((p, i) => {
      const record = stored[i];
      return record ? [{ ...p, width: p.width || record.width, height: p.height || record.height, blob: record.blob }] : [];
    });
  });
  return (
    <ListState loaded={listed} retry={retry} loadingText={t.loading} failedText={t.failed}>
      {(pictures) => <PictureGroups pictures={pictures} onPick={onPick} />}
    </ListState>
  );
}

function PictureGroups({ pictures, onPick }: { pictures: Listed; onPick(picture: MyPicture, blob: Blob): void }) {
  const tools = pictures.filter((p) => p.source === 'tool');
  const works = pictures.filter((p) => p.source === 'work');
  if (tools.length === 0 && works.length === 0) {
    return (
      <p className="lib-state" data-testid="library-mine-empty">
        {t.empty}
      </p>
    );
  }
  return (
    <div className="lib" data-testid="library-mine">
      {[
        { key: 'tool', title: t.toolResults, items: tools },
        { key: 'work', title: t.workPictures, items: works },
      ].map((group) =>
        group.items.length === 0 ? null : (
          <section key={group.key} className="lib-group" aria-label={group.title}>
            <h3 className="lib-group__title">{group.title}</h3>
            <div className="lib-tiles">
              {group.items.map((picture) => (
                <PictureTile key={picture.hash} picture={picture} onPick={onPick} />
              ))}
            </div>
          </section>
        ),
      )}
    </div>
  );
}
