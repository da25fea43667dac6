import { describe, expect, it } from 'vitest';
import { perfText } from './perfFigures.ts';

const timing = { count: 3, mean: 2, p50: 2, p95: 5, max: 6 };

describe('?perf=1 figures', () => {
  it('show frame times, per-method round trips and queue depth of each worker', () => {
    const text = perfText({
      render: {
        frames: 3, frameMs: timing, bandedFrames: 2, partialFrames: 1, bandRebuilds: 1, cacheHits: 9, cacheMisses: 1, fallbackDraws: 0, plainDraws: 0, rasterisations: 4, rasteriseMs: 12.5, helperRasters: 0,
        evictions: 0, cacheEntries: 5, cacheBytes: 3 * 1048576, cacheCapBytes: 160 * 1048576, patchMessages: 6, patches: 12, hashesComputed: 4, assetsPending: 0, assetsFailed: 0, layerErrors: 0,
        missingLayers: 0, pendingUpgrades: 0, opened: null,
      },
      font: { loadedFonts: ['noto-serif-sc'], slicesLoaded: 2, bytesFetched: 204800, bytesOnWire: 102400, fetches: 4, cacheHits: 3, evictedFonts: 0 },
      renderCalls: { pending: 2, calls: [{ method: 'applyPatches', count: 6, failures: 0, lastMs: 1.25, p50: 1, p95: 3, maxMs: 4 }] },
      fontCalls: { pending: 0, calls: [{ method: 'layoutText', count: 1, failures: 1, lastMs: 40, p50: 40, p95: 40, maxMs: 40 }] },
      slowFrames: { count: 3, totalMs: 190, maxMs: 80 },
      longTasks: { count: 2, totalMs: 130, maxMs: 75 },
      costs: { autosave: { count: 40, totalMs: 6.4, maxMs: 0.9 }, journal: { count: 1, totalMs: 12, maxMs: 12 } },
    });
    expect(text).toContain('render  frames 3 p50 2.0 p95 5.0 max 6.0 ms');
    expect(text).toContain('main    frames > 50 ms 3 (190.0 ms, max 80.0)');
    expect(text).toContain('render  queue 2');
    expect(text).toMatch(/applyPatches\s+6× 1\.3 \| 1\.0\/3\.0\/4\.0\n/);
    expect(text).toMatch(/layoutText\s+1× 40\.0 \| 40\.0\/40\.0\/40\.0 ✗1/);
    expect(text).toContain('fetched 200 KB in 4');
    expect(text).toContain('long tasks 2 (130.0 ms, max 75.0)');
    expect(text).toContain('autosave  40× 6.4 ms total, max 0.9 ms');
    expect(text).toContain('journal   1× 12.0 ms total, max 12.0 ms');
  });
});
