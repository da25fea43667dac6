import { type ReactNode, useEffect, useRef } from 'react';
import { prepareCanvas, useElementSize } from '../crop/useStageSize.ts';

/** Draws a checkerboard, so transparent pixels show as transparent. */
export function drawChecker(ctx: CanvasRenderingContext2D, x: number, y: number, width: number, height: number, cell = 8): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, width, height);
  ctx.clip();
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(x, y, width, height);
  ctx.fillStyle = '#e3e5e8';
  for (let row = 0; row * cell < height; row += 1) {
    for (let col = row % 2; col * cell < width; col += 2) ctx.fillRect(x + col * cell, y + row * cell, cell, cell);
  }
  ctx.restore();
}

/** Shows a bitmap contained in the box (letterboxed), over a checkerboard; `grid` draws rows × cols guide lines over it. */
export function BitmapView({ bitmap, testId, label, grid, children }: {
  bitmap: ImageBitmap | null;
  testId?: string;
  label?: string;
  grid?: { rows: number; cols: number };
  /** Drawn over the stage (the progress of a job on this picture). */
  children?: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const size = useElementSize(box);
  const rows = grid?.rows ?? 1;
  const cols = grid?.cols ?? 1;
  useEffect(() => {
    const element = canvas.current;
    if (!element || size.width === 0 || !bitmap) return;
    const ctx = prepareCanvas(element, size.width, size.height);
    if (!ctx) return;
    ctx.clearRect(0, 0, size.width, size.height);
    const k = Math.min(size.width / bitmap.width, size.height / bitmap.height);
    const w = bitmap.width * k;
    const h = bitmap.height * k;
    const x = (size.width - w) / 2;
    const y = (size.height - h) / 2;
    drawChecker(ctx, x, y, w, h);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, x, y, w, h);
    if (rows > 1 || cols > 1) {
      ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
      ctx.setLineDash([6, 4]);
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      for (let c = 1; c < cols; c += 1) {
        ctx.moveTo(x + (w * c) / cols, y);
        ctx.lineTo(x + (w * c) / cols, y + h);
      }
      for (let r = 1; r < rows; r += 1) {
        ctx.moveTo(x, y + (h * r) / rows);
        ctx.lineTo(x + w, y + (h * r) / rows);
      }
      ctx.stroke();
      ctx.setLineDash([]);
    }
  }, [bitmap, size, rows, cols]);
  return (
    <div ref={box} className="img-stage">
      <canvas ref={canvas} className="img-stage__canvas" data-testid={testId} role="img" aria-label={label} />
      {children}
    </div>
  );
}
