import { useRef, useState, type PointerEvent } from 'react';
import { coverPlacement, layoutCells, type PuzzleLayout } from '../../../workers/core/image/puzzle/layouts.ts';
import type { LoadedImage, PuzzleCellContent } from '../../../workers/protocol/image.ts';
import { strings } from '../../shared/strings.ts';
import { useElementSize } from '../crop/useStageSize.ts';
import { PuzzleCell } from './PuzzleCell.tsx';

export type CellView = Pick<PuzzleCellContent, 'zoom' | 'panX' | 'panY'>;

type Drag = { index: number; startX: number; startY: number; start: CellView; target: number | null; pointerId: number };

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * The puzzle as it will be exported, scaled to the screen. Dragging inside a
 * cell pans its photo; dragging out onto another cell swaps the two photos;
 * the wheel zooms the photo under the pointer.
 */
export function PuzzleBoard({ layout, size, spacing, radius, background, photos, order, views, onView, onSwap }: {
  layout: PuzzleLayout;
  size: { width: number; height: number };
  spacing: number;
  radius: number;
  background: string;
  photos: LoadedImage[];
  /** Photo index shown in each cell. */
  order: number[];
  views: CellView[];
  onView: (cell: number, view: CellView) => void;
  onSwap: (a: number, b: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { width: boxWidth } = useElementSize(box);
  const [drag, setDrag] = useState<Drag | null>(null);
  const cells = layoutCells(layout, size.width, size.height, spacing);
  const scale = boxWidth > 0 ? boxWidth / size.width : 0;

  const cellAt = (clientX: number, clientY: number): number | null => {
    const r = box.current?.getBoundingClientRect();
    if (!r || scale === 0) return null;
    const x = (clientX - r.left) / scale;
    const y = (clientY - r.top) / scale;
    const found = cells.findIndex((c) => x >= c.x && x <= c.x + c.width && y >= c.y && y <= c.y + c.height);
    return found < 0 ? null : found;
  };

  const move = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const over = cellAt(event.clientX, event.clientY);
    if (over !== null && over !== drag.index) {
      setDrag({ ...drag, target: over });
      return;
    }
    const cell = cells[drag.index];
    const photo = photos[order[drag.index] ?? -1];
    if (!cell || !photo) return;
    const placed = coverPlacement(cell, { width: photo.workWidth, height: photo.workHeight }, drag.start.zoom, 0, 0);
    const overflowX = (placed.width - cell.width) * scale;
    const overflowY = (placed.height - cell.height) * scale;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    // Moving the photo right shows more of its left side: pan toward −1.
    onView(drag.index, {
      zoom: drag.start.zoom,
      panX: overflowX > 0 ? clamp(drag.start.panX - (2 * dx) / overflowX, -1, 1) : 0,
      panY: overflowY > 0 ? clamp(drag.start.panY - (2 * dy) / overflowY, -1, 1) : 0,
    });
    if (drag.target !== null) setDrag({ ...drag, target: null });
  };

  const end = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    if (drag.target !== null && drag.target !== drag.index) onSwap(drag.index, drag.target);
    setDrag(null);
  };

  return (
    <div
      ref={box}
      className="puzzle-board"
      data-testid="puzzle-board"
      style={{ aspectRatio: `${size.width} / ${size.height}`, background }}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={() => setDrag(null)}
    >
      {scale > 0
        ? cells.map((cell, i) => {
            const photo = photos[order[i] ?? -1];
            const view = views[i] ?? { zoom: 1, panX: 0, panY: 0 };
            if (!photo) return null;
            return (
              <PuzzleCell
                key={i}
                index={i}
                photo={photo}
                content={view}
                cell={cell}
                scale={scale}
                radius={radius}
                highlighted={drag?.target === i}
                label={strings.imageTools.puzzle.cellLabel(i + 1)}
                onPointerDown={(event) => {
                  event.currentTarget.parentElement?.setPointerCapture(event.pointerId);
                  setDrag({ index: i, startX: event.clientX, startY: event.clientY, start: view, target: null, pointerId: event.pointerId });
                }}
                onWheel={(event) => onView(i, { ...view, zoom: clamp(view.zoom * Math.exp(-event.deltaY * 0.0015), 1, 5) })}
              />
            );
          })
        : null}
    </div>
  );
}
