// Masks for a growing list of strokes. Drawing adds one stroke at a time and
// undo/redo walk the list, so the mask after each stroke is kept (a bounded
// number of them) and only the strokes after the longest known prefix are drawn.
import type { BrushStroke } from '../../protocol/image.ts';
import type { Mask } from '../../core/image/pixels.ts';
import { applyStroke } from './strokes.ts';

export const MAX_MASK_SNAPSHOTS = 24;

export class StrokeMaskCache {
  private ids: string[] = [];
  /** snapshots[i] = mask after strokes 0…i, or null once dropped to save memory. */
  private snapshots: Array<Mask | null> = [];
  /** Strokes drawn since creation; tests read it to see the cache at work. */
  strokesDrawn = 0;

  constructor(private readonly base: () => Mask) {}

  maskFor(strokes: BrushStroke[]): Mask {
    let known = 0;
    while (known < strokes.length && known < this.ids.length && this.ids[known] === strokes[known]?.id) known += 1;
    this.ids.length = known;
    this.snapshots.length = known;
    let start = known;
    while (start > 0 && !this.snapshots[start - 1]) start -= 1;
    const from = start === 0 ? this.base() : this.snapshots[start - 1];
    const mask: Mask = { width: from?.width ?? 0, height: from?.height ?? 0, data: new Uint8Array(from?.data ?? []) };
    for (let i = start; i < strokes.length; i += 1) {
      const stroke = strokes[i];
      if (!stroke) continue;
      applyStroke(mask, stroke);
      this.strokesDrawn += 1;
      this.ids[i] = stroke.id;
      this.snapshots[i] = { ...mask, data: new Uint8Array(mask.data) };
    }
    this.dropOldSnapshots();
    return mask;
  }

  private dropOldSnapshots(): void {
    let kept = 0;
    for (let i = this.snapshots.length - 1; i >= 0; i -= 1) {
      if (!this.snapshots[i]) continue;
      kept += 1;
      if (kept > MAX_MASK_SNAPSHOTS) this.snapshots[i] = null;
    }
  }
}
