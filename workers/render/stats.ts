// Counters behind RenderApi.stats(); frame times in a bounded ring.
import type { RenderStats, RenderTimingSummary } from '../protocol/render.ts';

const RING = 1024;

export function summarise(values: readonly number[]): RenderTimingSummary {
  if (values.length === 0) return { count: 0, mean: 0, p50: 0, p95: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    count: values.length,
    mean: round(values.reduce((s, v) => s + v, 0) / values.length),
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    max: round(sorted[sorted.length - 1] ?? 0),
  };
}

export type Counters = Omit<RenderStats, 'frameMs' | 'cacheEntries' | 'cacheBytes' | 'cacheCapBytes' | 'bandBytes' | 'assetsPending' | 'assetsFailed' | 'evictions' | 'missingLayers' | 'pendingUpgrades' | 'opened'>;

export function zeroCounters(): Counters {
  return {
    frames: 0,
    bandedFrames: 0,
    partialFrames: 0,
    bandRebuilds: 0,
    cacheHits: 0,
    cacheMisses: 0,
    fallbackDraws: 0,
    plainDraws: 0,
    rasterisations: 0,
    rasteriseMs: 0,
    helperRasters: 0,
    patchMessages: 0,
    patches: 0,
    hashesComputed: 0,
    layerErrors: 0,
  };
}

export class FrameTimes {
  private readonly ring: number[] = [];
  private next = 0;

  add(ms: number): void {
    if (this.ring.length < RING) this.ring.push(ms);
    else this.ring[this.next] = ms;
    this.next = (this.next + 1) % RING;
  }

  summary(): RenderTimingSummary {
    return summarise(this.ring);
  }

  clear(): void {
    this.ring.length = 0;
    this.next = 0;
  }
}
