// Decoded pictures (image layers, background urls) by source. Loading is asynchronous: a
// raster drawn before its picture arrives is marked incomplete and redrawn once it settles.
import type { AssetState } from './drawMedia.ts';
import { fetchPicture } from './pictureFetch.ts';
import { parseIcon } from './svgIcon.ts';

export type LoadedAsset = Exclude<AssetState, { state: 'pending' }>;

export interface AssetEvents {
  /** A picture finished loading or failed: incomplete rasters must be redrawn. */
  settled(src: string, asset: LoadedAsset, layerIds: string[]): void;
}

export const IMAGE_MAX_BYTES = 30 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 4096 * 4096;

/** fetch (or the asset store) + decode in a worker: bitmaps through createImageBitmap, SVG through the icon subset. */
export async function loadPicture(url: string): Promise<LoadedAsset> {
  const blob = await fetchPicture(url);
  if (blob.size > IMAGE_MAX_BYTES) throw new Error('image too large');
  if (blob.type.startsWith('image/svg') || /^data:image\/svg/i.test(url)) {
    return { state: 'svg', icon: parseIcon(await blob.text()) };
  }
  const bitmap = await createImageBitmap(blob);
  const pixels = bitmap.width * bitmap.height;
  if (pixels <= IMAGE_MAX_PIXELS) return { state: 'bitmap', bitmap };
  // Decoding caps: a 50 MP photo is drawn from a 16 MP copy (no logo needs more).
  const shrink = Math.sqrt(IMAGE_MAX_PIXELS / pixels);
  const resizeWidth = Math.max(1, Math.floor(bitmap.width * shrink));
  const resizeHeight = Math.max(1, Math.floor(bitmap.height * shrink));
  bitmap.close();
  return { state: 'bitmap', bitmap: await createImageBitmap(blob, { resizeWidth, resizeHeight, resizeQuality: 'high' }) };
}

interface Entry {
  state: AssetState;
  layerIds: Set<string>;
  settled: Promise<void>;
}

export class AssetStore {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly resolve: (src: string) => string,
    private readonly events: AssetEvents,
    private readonly load: (url: string) => Promise<LoadedAsset> = loadPicture,
  ) {}

  get(src: string, layerId: string): AssetState {
    let entry = this.entries.get(src);
    if (!entry) {
      const created: Entry = { state: { state: 'pending' }, layerIds: new Set(), settled: Promise.resolve() };
      created.settled = this.start(src, created);
      this.entries.set(src, (entry = created));
    }
    entry.layerIds.add(layerId);
    return entry.state;
  }

  private async start(src: string, entry: Entry): Promise<void> {
    let result: LoadedAsset;
    try {
      result = await this.load(this.resolve(src));
    } catch {
      result = { state: 'failed' };
    }
    if (this.entries.get(src) !== entry) {
      if (result.state === 'bitmap') result.bitmap.close();
      return;
    }
    entry.state = result;
    this.events.settled(src, result, [...entry.layerIds]);
  }

  /** Starts loading every source and resolves when all have loaded or failed. */
  async whenSettled(sources: readonly { src: string; layerId: string }[]): Promise<void> {
    for (const { src, layerId } of sources) this.get(src, layerId);
    await Promise.all(sources.map(({ src }) => this.entries.get(src)?.settled));
  }

  get pending(): number {
    return [...this.entries.values()].filter((e) => e.state.state === 'pending').length;
  }

  get failed(): number {
    return [...this.entries.values()].filter((e) => e.state.state === 'failed').length;
  }

  /** Keeps only the sources still in use (a new work was opened); failed ones are tried again. */
  retain(sources: ReadonlySet<string>): void {
    for (const [src, entry] of [...this.entries]) {
      if (sources.has(src) && entry.state.state !== 'failed') continue;
      if (entry.state.state === 'bitmap') entry.state.bitmap.close();
      this.entries.delete(src);
    }
  }

  dispose(): void {
    this.retain(new Set());
  }
}
