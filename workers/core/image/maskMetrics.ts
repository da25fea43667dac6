// How alike two masks are: the test set scores cutouts with it, and the
// automatic cutout compares the colour and person masks with it.
import type { Mask } from './pixels.ts';

/** Intersection over union of two alphas thresholded at one half (1 when both are empty). */
export function iou(a: Mask, b: Mask): number {
  let inter = 0;
  let union = 0;
  for (let i = 0; i < a.data.length; i += 1) {
    const x = (a.data[i] ?? 0) > 127;
    const y = (b.data[i] ?? 0) > 127;
    if (x && y) inter += 1;
    if (x || y) union += 1;
  }
  return union === 0 ? 1 : inter / union;
}
