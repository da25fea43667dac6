import { useState } from 'react';
import { gridTiles, SLICE_GRIDS } from '../../../workers/core/image/slice/grid.ts';
import type { ImageFormat } from '../../../workers/protocol/image.ts';
import { strings } from '../../shared/strings.ts';
import { BitmapView } from '../imageInput/BitmapView.tsx';
import { DownloadBar } from '../imageInput/DownloadBar.tsx';
import { cleanFileName } from '../imageInput/download.ts';
import { ImageToolFrame } from '../imageInput/ImageToolFrame.tsx';
import { useResultActions } from '../imageInput/useResultActions.ts';
import { useToolPhoto } from '../imageInput/useToolPhoto.ts';
import { taskLine, useWorkerTask } from '../imageInput/useWorkerTask.ts';

const t = strings.imageTools.cutting;

/** Image slicing (图片切割): a grid over the photo, every tile at full size, downloaded together as a zip. */
export function CuttingTool() {
  const photo = useToolPhoto();
  const { image, loadTask, setNotice } = photo;
  const sliceTask = useWorkerTask();
  const [gridId, setGridId] = useState('3x3');
  const [format, setFormat] = useState<ImageFormat>('png');
  const grid = SLICE_GRIDS.find((g) => g.id === gridId) ?? SLICE_GRIDS[0];

  // One zip of tiles counts as one download (its id ignores the zip's timestamps).
  const produce = async () => {
    if (!image || !grid) return null;
    const result = await sliceTask.run((api, requestId, onProgress) => api.slice({ requestId, imageId: image.imageId, rows: grid.rows, cols: grid.cols, encode: { format } }, onProgress));
    return result?.zip ?? null;
  };
  const fileName = () => `${cleanFileName(`切图${grid ? (t.gridNames[grid.id] ?? grid.id) : ''}`)}.zip`;
  const actions = useResultActions({ produce, fileName, onNotice: setNotice });

  const first = image && grid ? gridTiles(image.width, image.height, grid.rows, grid.cols)[0] : undefined;
  const error = loadTask.error ?? sliceTask.error;
  return (
    <ImageToolFrame
      photo={photo}
      testId="cutting-tool"
      ready={image !== null && grid !== undefined}
      status={taskLine(loadTask, [sliceTask], error)}
    >
      {image && grid ? (
        <>
          <BitmapView bitmap={image.preview} testId="cutting-preview" label={t.previewLabel} grid={grid} />
          <div className="img-chips img-chips--wrap" role="radiogroup" aria-label={t.grids}>
            {SLICE_GRIDS.map((g) => (
              <button key={g.id} type="button" role="radio" aria-checked={g.id === grid.id} className="img-chip" data-testid={`cutting-grid-${g.id}`} onClick={() => setGridId(g.id)}>
                {t.gridNames[g.id] ?? g.id}
              </button>
            ))}
          </div>
          <DownloadBar
            format={format}
            onFormat={setFormat}
            actions={actions}
            toEditor={false}
            disabled={sliceTask.busy}
            sizeText={first ? t.tiles(grid.rows * grid.cols, first.width, first.height) : undefined}
          />
        </>
      ) : null}
    </ImageToolFrame>
  );
}
