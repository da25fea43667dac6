// Where the ID photo frame goes, read from the person's mask: the crown is the
// first row with enough foreground, the head width the widest row above the
// neck (where rows get clearly narrower), the head height about 1.3 head
// widths (crown to chin). The frame puts the head at HEAD_SHARE of the
// photo's height, CROWN_MARGIN below the top, centred.
import type { Rect } from '../../protocol/image.ts';
import type { Mask } from '../../core/image/pixels.ts';

export const HEAD_SHARE = 0.55;
export const CROWN_MARGIN = 0.1;
const HEAD_ASPECT = 1.3;

export interface HeadMetrics {
  crown: number;
  centreX: number;
  headWidth: number;
  headHeight: number;
}

function rowSpan(mask: Mask, y: number): { left: number; right: number; count: number } {
  let left = -1;
  let right = -1;
  let count = 0;
  for (let x = 0; x < mask.width; x += 1) {
    if ((mask.data[y * mask.width + x] ?? 0) <= 127) continue;
    if (left < 0) left = x;
    right = x;
    count += 1;
  }
  return { left, right, count };
}

export function headMetrics(mask: Mask): HeadMetrics | null {
  const minRow = Math.max(3, Math.round(mask.width * 0.02));
  let crown = -1;
  for (let y = 0; y < mask.height; y += 1) {
    if (rowSpan(mask, y).count >= minRow) {
      crown = y;
      break;
    }
  }
  if (crown < 0) return null;
  let headWidth = 0;
  let centreSum = 0;
  let centreRows = 0;
  for (let y = crown; y < mask.height; y += 1) {
    const span = rowSpan(mask, y);
    const below = y - crown;
    // The head ends at the neck (rows clearly narrower than the head), or at the latest 1.6 head widths down.
    if (headWidth > 0 && below > headWidth * 0.6 && span.count < headWidth * 0.75) break;
    if (headWidth > 0 && below > headWidth * 1.6) break;
    headWidth = Math.max(headWidth, span.count);
    if (span.left >= 0) {
      centreSum += (span.left + span.right + 1) / 2;
      centreRows += 1;
    }
  }
  if (headWidth < minRow || centreRows === 0) return null;
  return { crown, centreX: centreSum / centreRows, headWidth, headHeight: headWidth * HEAD_ASPECT };
}

/** The frame (in mask pixels, may reach past the image: the backdrop colour fills it) for an output of ratio width/height. */
export function idPhotoFrame(metrics: HeadMetrics, output: { width: number; height: number }): Rect {
  const height = metrics.headHeight / HEAD_SHARE;
  const width = (height * output.width) / output.height;
  return { x: metrics.centreX - width / 2, y: metrics.crown - CROWN_MARGIN * height, width, height };
}

/** Without a person: the largest centred frame of the output's ratio. */
export function fallbackFrame(image: { width: number; height: number }, output: { width: number; height: number }): Rect {
  const ratio = output.width / output.height;
  const width = Math.min(image.width, image.height * ratio);
  const height = width / ratio;
  return { x: (image.width - width) / 2, y: (image.height - height) / 2, width, height };
}
