// The per-layer raster cache: least recently used first out, capped by pixel memory.
// Keys are `${contentHash}@${level}` (level = raster resolution), so a layer that only
// moves, turns or fades keeps its raster, and two identical layers share one.

export interface CacheItem {
  /** RGBA bytes the item holds (width × height × 4). */
  readonly bytes: number;
  /** False while an image it draws is still loading: replaced once the image settles. */
  readonly complete: boolean;
}

export function rasterKey(hash: string, level: number): string {
  return `${hash}@${level}`;
}

interface Slot<T> {
  item: T;
  hash: string;
  level: number;
  /** Frame that last used it: items used by the frame being drawn are never evicted. */
  usedIn: number;
}

export class RasterCache<T extends CacheItem> {
  private readonly slots = new Map<string, Slot<T>>();
  private readonly levels = new Map<string, Set<number>>();
  private totalBytes = 0;
  private frame = 0;
  evictions = 0;

  constructor(
    public capBytes: number,
    private readonly release: (item: T) => void,
  ) {}

  get bytes(): number {
    return this.totalBytes;
  }

  get size(): number {
    return this.slots.size;
  }

  /** Starts a new frame: what the previous frames used becomes evictable. */
  nextFrame(): number {
    this.frame += 1;
    return this.frame;
  }

  get(hash: string, level: number): T | undefined {
    const key = rasterKey(hash, level);
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    this.slots.delete(key);
    this.slots.set(key, slot);
    slot.usedIn = this.frame;
    return slot.item;
  }

  /** Levels cached for a hash, for drawing something while the wanted level is made. */
  levelsOf(hash: string): readonly number[] {
    return [...(this.levels.get(hash) ?? [])];
  }

  set(hash: string, level: number, item: T): void {
    this.delete(hash, level);
    this.slots.set(rasterKey(hash, level), { item, hash, level, usedIn: this.frame });
    let set = this.levels.get(hash);
    if (!set) this.levels.set(hash, (set = new Set()));
    set.add(level);
    this.totalBytes += item.bytes;
    this.evict();
  }

  delete(hash: string, level: number): void {
    const key = rasterKey(hash, level);
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.totalBytes -= slot.item.bytes;
    const set = this.levels.get(hash);
    set?.delete(level);
    if (set && set.size === 0) this.levels.delete(hash);
    this.release(slot.item);
  }

  /** Drops items drawn while an image was loading (it has now loaded or failed). */
  dropIncomplete(): number {
    const stale = [...this.slots.values()].filter((slot) => !slot.item.complete);
    for (const slot of stale) this.delete(slot.hash, slot.level);
    return stale.length;
  }

  clear(): void {
    for (const slot of [...this.slots.values()]) this.delete(slot.hash, slot.level);
  }

  /** Oldest first, skipping what the current frame uses (it may go over the cap for one frame). */
  private evict(): void {
    if (this.totalBytes <= this.capBytes) return;
    for (const slot of [...this.slots.values()]) {
      if (this.totalBytes <= this.capBytes) break;
      if (slot.usedIn === this.frame) continue;
      this.delete(slot.hash, slot.level);
      this.evictions += 1;
    }
  }
}
