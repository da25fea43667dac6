import { useState } from 'react';
import { layoutCells, layoutsFor, MAX_PUZZLE_PHOTOS, MIN_PUZZLE_PHOTOS, type PuzzleLayout } from '../../../workers/core/image/puzzle/layouts.ts';
import type { ImageFormat } from '../../../workers/protocol/image.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { DownloadBar } from '../imageInput/DownloadBar.tsx';
import { downloadName } from '../imageInput/download.ts';
import { ImagePicker } from '../imageInput/ImagePicker.tsx';
import { TaskStatus, ToolNotice } from '../imageInput/TaskStatus.tsx';
import { useResultActions } from '../imageInput/useResultActions.ts';
import { useWorkerTask } from '../imageInput/useWorkerTask.ts';
import '../imageInput/imageTools.css';
import { PuzzleBoard, type CellView } from './PuzzleBoard.tsx';
import { usePhotoList } from './usePhotoList.ts';

const t = strings.imageTools.puzzle;
const SIZES = { '1:1': { width: 1500, height: 1500 }, '3:4': { width: 1500, height: 2000 }, '4:3': { width: 2000, height: 1500 }, '9:16': { width: 1260, height: 2240 } } as const;
type SizeId = keyof typeof SIZES;
const BACKGROUNDS = ['#ffffff', '#000000', '#f5e6d3', '#e8eefe', '#fde2e4'];
const CENTRED: CellView = { zoom: 1, panX: 0, panY: 0 };

function LayoutIcon({ layout }: { layout: PuzzleLayout }) {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
      {layoutCells(layout, 40, 40, 2).map((c, i) => (
        <rect key={i} x={c.x} y={c.y} width={c.width} height={c.height} rx="1.5" fill="#c9d4f6" />
      ))}
    </svg>
  );
}

/** Picture puzzle: 2–9 photos, layouts per count, spacing, corner radius, background, swap and pan/zoom per cell. */
export function PuzzleTool({ showGuide, onGuideSeen }: { showGuide: boolean; onGuideSeen: () => void }) {
  const { photos, add, remove, task: loadTask } = usePhotoList();
  const exportTask = useWorkerTask();
  const [layoutChoice, setLayoutChoice] = useState<Record<number, string>>({});
  const [order, setOrder] = useState<number[]>([]);
  const [views, setViews] = useState<CellView[]>([]);
  const [sizeId, setSizeId] = useState<SizeId>('1:1');
  const [spacing, setSpacing] = useState(20);
  const [radius, setRadius] = useState(0);
  const [background, setBackground] = useState('#ffffff');
  const [format, setFormat] = useState<ImageFormat>('jpeg');
  const [notice, setNotice] = useState<string | null>(null);
  const count = photos.length;
  const choices = layoutsFor(count);
  const layout = choices.find((l) => l.id === layoutChoice[count]) ?? choices[0];
  const size = SIZES[sizeId];
  // Cells show photos in order unless the user swapped them.
  const cellOrder = order.length === count ? order : photos.map((_, i) => i);

  const onFiles = async (files: File[]) => {
    setNotice(null);
    const { dropped } = await add(files);
    setOrder([]);
    setViews([]);
    if (dropped > 0) setNotice(t.tooMany);
  };

  const produce = async () => {
    if (!layout) return null;
    const result = await exportTask.run((api, requestId, onProgress) =>
      api.puzzle(
        {
          requestId,
          layoutId: layout.id,
          ...size,
          spacing,
          cornerRadius: radius,
          background,
          cells: cellOrder.map((photoIndex, cell) => ({ imageId: photos[photoIndex]?.imageId ?? '', ...(views[cell] ?? CENTRED) })),
          encode: { format },
        },
        onProgress,
      ),
    );
    return result?.blob ?? null;
  };
  const actions = useResultActions({ produce, fileName: () => downloadName('拼图', format), onNotice: setNotice });

  const error = loadTask.error ?? exportTask.error;
  return (
    <div className="img-tool" data-testid="puzzle-tool">
      {showGuide ? (
        <Modal
          title={t.guideTitle}
          testId="puzzle-guide"
          actions={
            <Button onClick={onGuideSeen} testId="puzzle-guide-ok">
              {t.guideOk}
            </Button>
          }
        >
          {t.guideBody}
        </Modal>
      ) : null}
      {count < MIN_PUZZLE_PHOTOS ? (
        <>
          <ImagePicker multiple onFiles={onFiles} disabled={loadTask.busy} onReject={setNotice} />
          <p className="img-notice" data-testid="puzzle-count">
            {t.choose} · {t.count(count)}
          </p>
        </>
      ) : layout ? (
        <>
          <PuzzleBoard
            layout={layout}
            size={size}
            spacing={spacing}
            radius={radius}
            background={background}
            photos={photos}
            order={cellOrder}
            views={views}
            onView={(cell, view) => setViews((old) => Object.assign([...old], { [cell]: view }))}
            onSwap={(a, b) => {
              const next = [...cellOrder];
              [next[a], next[b]] = [next[b] ?? 0, next[a] ?? 0];
              setOrder(next);
              setViews((old) => Object.assign([...old], { [a]: CENTRED, [b]: CENTRED }));
            }}
          />
          <div className="puzzle-thumbs" role="radiogroup" aria-label={t.layouts}>
            {choices.map((l) => (
              <button key={l.id} type="button" role="radio" aria-checked={l.id === layout.id} className="puzzle-layout" data-testid={`puzzle-layout-${l.id}`} onClick={() => setLayoutChoice({ ...layoutChoice, [count]: l.id })}>
                <LayoutIcon layout={l} />
              </button>
            ))}
          </div>
          <div className="img-chips">
            {(Object.keys(SIZES) as SizeId[]).map((id) => (
              <button key={id} type="button" className="img-chip" aria-pressed={id === sizeId} data-testid={`puzzle-size-${id}`} onClick={() => setSizeId(id)}>
                {id}
              </button>
            ))}
          </div>
          <label className="img-slider">
            <span>{t.spacing}</span>
            <input type="range" min={0} max={60} value={spacing} data-testid="puzzle-spacing" onChange={(event) => setSpacing(Number(event.currentTarget.value))} />
            <span className="img-slider__value">{spacing}</span>
          </label>
          <label className="img-slider">
            <span>{t.radius}</span>
            <input type="range" min={0} max={120} value={radius} data-testid="puzzle-radius" onChange={(event) => setRadius(Number(event.currentTarget.value))} />
            <span className="img-slider__value">{radius}</span>
          </label>
          <div className="img-field">
            <span>{t.background}</span>
            <div className="img-swatches">
              {BACKGROUNDS.map((colour) => (
                <button key={colour} type="button" className="img-swatch" style={{ background: colour }} aria-label={colour} aria-pressed={background === colour} data-testid={`puzzle-bg-${colour.slice(1)}`} onClick={() => setBackground(colour)} />
              ))}
              <input type="color" aria-label={t.background} value={background} onChange={(event) => setBackground(event.currentTarget.value)} />
            </div>
          </div>
          <DownloadBar format={format} onFormat={setFormat} actions={actions} disabled={exportTask.busy || loadTask.busy} sizeText={strings.imageTools.download.size(size.width, size.height)} />
          <div className="img-row">
            <span className="img-notice" data-testid="puzzle-count">
              {t.count(count)}
            </span>
            {count < MAX_PUZZLE_PHOTOS ? <ImagePicker compact multiple onFiles={onFiles} disabled={loadTask.busy} onReject={setNotice} /> : null}
            <button type="button" className="img-tool-button" onClick={() => remove(count - 1)} data-testid="puzzle-remove-last">
              {t.remove}
            </button>
          </div>
        </>
      ) : null}
      <div className="img-dock">
        <TaskStatus busy={loadTask.busy || exportTask.busy} progress={loadTask.busy ? loadTask.progress : exportTask.progress} error={error} onCancel={exportTask.busy ? exportTask.cancel : undefined} />
        <ToolNotice notice={notice} error={error} />
      </div>
    </div>
  );
}
