// The MediaSource the rasteriser reads: pictures from the asset store, icons parsed once.
import type { AssetState, MediaSource } from './drawMedia.ts';
import type { AssetStore } from './assets.ts';
import { parseIcon } from './svgIcon.ts';
import type { SvgIcon } from './svgIcon.ts';

const ICON_CAPACITY = 256;

export class Media implements MediaSource {
  private readonly icons = new Map<string, SvgIcon | null>();

  constructor(
    private readonly assets: Pick<AssetStore, 'get'>,
    private readonly onIconError: (layerId: string, detail: string) => void,
  ) {}

  image(src: string, layerId: string): AssetState {
    return this.assets.get(src, layerId);
  }

  icon(data: string, layerId: string): SvgIcon | null {
    const known = this.icons.get(data);
    if (known !== undefined) return known;
    let icon: SvgIcon | null = null;
    if (data.trim() !== '') {
      try {
        icon = parseIcon(data);
      } catch (error) {
        this.onIconError(layerId, error instanceof Error ? error.message : String(error));
      }
    }
    if (this.icons.size >= ICON_CAPACITY) {
      const oldest = this.icons.keys().next();
      if (!oldest.done) this.icons.delete(oldest.value);
    }
    this.icons.set(data, icon);
    return icon;
  }
}
