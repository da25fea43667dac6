// Flattened runs of layers a gesture does not touch. A band is reused while its layers are
// the same objects (immer replaces a layer object on any change), the view is the same, and
// it was drawn from final rasters (or the cache has not changed since).
import type { Layer } from '../core/model/index.ts';

interface Band {
  refs: readonly Layer[];
  viewKey: string;
  provisional: boolean;
  epoch: number;
  bitmap: ImageBitmap;
}

function sameRefs(a: readonly Layer[], b: readonly Layer[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

export class BandCache {
  private readonly bands = new Map<string, Band>();

  /**
   * The band's bitmap when still right for these layers and view. One drawn from provisional
   * rasters is right until the cache moves on (`epoch`), unless `acceptStale` (the frames
   * between refreshes while a large work fills in): then `stale` says it lags behind.
   */
  get(key: string, refs: readonly Layer[], viewKey: string, epoch: number, acceptStale: boolean): { bitmap: ImageBitmap; stale: boolean } | null {
    const band = this.bands.get(key);
    if (!band || band.viewKey !== viewKey || !sameRefs(band.refs, refs)) return null;
    const stale = band.provisional && band.epoch !== epoch;
    if (stale && !acceptStale) return null;
    return { bitmap: band.bitmap, stale };
  }

  set(key: string, band: Band): void {
    this.bands.get(key)?.bitmap.close();
    this.bands.set(key, band);
  }

  /** Frees bands the current plan does not use. */
  retain(keys: ReadonlySet<string>): void {
    for (const [key, band] of [...this.bands]) {
      if (keys.has(key)) continue;
      band.bitmap.close();
      this.bands.delete(key);
    }
  }

  get bytes(): number {
    let total = 0;
    for (const band of this.bands.values()) total += band.bitmap.width * band.bitmap.height * 4;
    return total;
  }
}
