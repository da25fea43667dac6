// Draws the watermark grid over whatever is already on the context.
import type { WatermarkSettings } from '../../protocol/image.ts';
import { type TileSize, watermarkGrid } from './grid.ts';
import { watermarkScale, watermarkVisible } from '../../core/image/watermark/settings.ts';

/** The part of a 2-D context the watermark uses (a recording fake in tests). */
export type WatermarkContext = Pick<
  OffscreenCanvasRenderingContext2D,
  'save' | 'restore' | 'translate' | 'rotate' | 'fillText' | 'measureText' | 'fillRect' | 'beginPath' | 'moveTo' | 'lineTo' | 'stroke' | 'setLineDash'
> & {
  font: string;
  fillStyle: OffscreenCanvasRenderingContext2D['fillStyle'];
  strokeStyle: OffscreenCanvasRenderingContext2D['strokeStyle'];
  globalAlpha: number;
  lineWidth: number;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
};

const FONT_FAMILY = "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif";

/**
 * The box one text takes, centred on its cell: the advance width, and 1.3 em of height
 * (CJK glyphs about a middle baseline reach ±0.55 em; the underline sits at 0.55 em).
 */
export function watermarkTile(textWidth: number, fontPx: number): TileSize {
  return { width: textWidth, height: fontPx * 1.3 };
}

export function drawWatermark(ctx: WatermarkContext, width: number, height: number, settings: WatermarkSettings): void {
  if (!watermarkVisible(settings)) return;
  const s = watermarkScale(width, height);
  const fontPx = settings.fontSize * s;
  ctx.save();
  ctx.font = `${settings.bold ? 'bold ' : ''}${fontPx}px ${FONT_FAMILY}`;
  const textWidth = ctx.measureText(settings.text).width;
  const grid = watermarkGrid(width, height, settings.angle, watermarkTile(textWidth, fontPx));
  ctx.fillStyle = settings.color;
  ctx.strokeStyle = settings.color;

  if (settings.dashedLines) {
    ctx.globalAlpha = settings.opacity * 0.6;
    ctx.lineWidth = Math.max(1, s * 1.5);
    ctx.setLineDash([8 * s, 6 * s]);
    ctx.beginPath();
    for (const line of grid.lines) {
      ctx.moveTo(line.a.x, line.a.y);
      ctx.lineTo(line.b.x, line.b.y);
    }
    ctx.stroke();
    ctx.setLineDash([]);
  }

  ctx.globalAlpha = settings.opacity;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const bar = Math.max(1, fontPx / 14);
  for (const cell of grid.cells) {
    ctx.save();
    ctx.translate(cell.x, cell.y);
    ctx.rotate(grid.angle);
    ctx.fillText(settings.text, 0, 0);
    if (settings.underline) ctx.fillRect(-textWidth / 2, fontPx * 0.55, textWidth, bar);
    if (settings.deleteLine) ctx.fillRect(-textWidth / 2, -bar / 2 + fontPx * 0.04, textWidth, bar);
    ctx.restore();
  }
  ctx.restore();
}
