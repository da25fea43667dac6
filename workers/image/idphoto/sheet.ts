// Print sheet: as many copies as fit on a 6-inch print (either orientation),
// `gap` apart, centred, at least `margin` from the paper's edge.
import type { Rect } from '../../protocol/image.ts';
import { SIX_INCH_SHEET } from '../../core/image/idphoto/sizes.ts';

export interface SheetLayout {
  width: number;
  height: number;
  photos: Rect[];
}

export const SHEET_MARGIN = 30;
export const SHEET_GAP = 24;

function fit(length: number, item: number, gap: number): number {
  return Math.max(0, Math.floor((length + gap) / (item + gap)));
}

export function sheetLayout(photo: { width: number; height: number }, sheet: { width: number; height: number } = SIX_INCH_SHEET, margin = SHEET_MARGIN, gap = SHEET_GAP): SheetLayout {
  const options = [sheet, { width: sheet.height, height: sheet.width }].map((paper) => {
    const cols = fit(paper.width - 2 * margin, photo.width, gap);
    const rows = fit(paper.height - 2 * margin, photo.height, gap);
    return { paper, cols, rows, count: cols * rows };
  });
  // Prefer the landscape paper on a tie (it is listed first).
  const best = options.reduce((a, b) => (b.count > a.count ? b : a));
  const usedWidth = best.cols * photo.width + Math.max(0, best.cols - 1) * gap;
  const usedHeight = best.rows * photo.height + Math.max(0, best.rows - 1) * gap;
  const x0 = Math.floor((best.paper.width - usedWidth) / 2);
  const y0 = Math.floor((best.paper.height - usedHeight) / 2);
  const photos: Rect[] = [];
  for (let r = 0; r < best.rows; r += 1) {
    for (let c = 0; c < best.cols; c += 1) photos.push({ x: x0 + c * (photo.width + gap), y: y0 + r * (photo.height + gap), width: photo.width, height: photo.height });
  }
  return { width: best.paper.width, height: best.paper.height, photos };
}
