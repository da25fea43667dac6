import { useEffect, useRef, type PointerEvent, type WheelEvent } from 'react';
import { coverPlacement } from '../../../workers/core/image/puzzle/layouts.ts';
import type { LoadedImage, PuzzleCellContent, Rect } from '../../../workers/protocol/image.ts';

/** One cell of the on-screen puzzle: the photo's preview drawn with the same cover/pan/zoom rule the export uses. */
export function PuzzleCell({ photo, content, cell, scale, radius, highlighted, label, index, onPointerDown, onWheel }: {
  photo: LoadedImage;
  content: Pick<PuzzleCellContent, 'zoom' | 'panX' | 'panY'>;
  /** Cell in output pixels. */
  cell: Rect;
  /** CSS px per output px. */
  scale: number;
  radius: number;
  highlighted: boolean;
  label: string;
  index: number;
  onPointerDown: (event: PointerEvent<HTMLCanvasElement>) => void;
  onWheel: (event: WheelEvent<HTMLCanvasElement>) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const width = cell.width * scale;
  const height = cell.height * scale;
  useEffect(() => {
    const element = canvas.current;
    if (!element || width <= 0 || height <= 0) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    element.width = Math.max(1, Math.round(width * ratio));
    element.height = Math.max(1, Math.round(height * ratio));
    const ctx = element.getContext('2d');
    if (!ctx) return;
    const placed = coverPlacement({ x: 0, y: 0, width: element.width, height: element.height }, { width: photo.workWidth, height: photo.workHeight }, content.zoom, content.panX, content.panY);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(photo.preview, placed.x, placed.y, placed.width, placed.height);
  }, [photo, content.zoom, content.panX, content.panY, width, height]);
  return (
    <canvas
      ref={canvas}
      className={`puzzle-cell${highlighted ? ' puzzle-cell--target' : ''}`}
      data-testid={`puzzle-cell-${index}`}
      aria-label={label}
      style={{ left: cell.x * scale, top: cell.y * scale, width, height, borderRadius: radius * scale }}
      onPointerDown={onPointerDown}
      onWheel={onWheel}
    />
  );
}
