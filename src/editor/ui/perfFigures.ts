import type { FontStats } from '../../../workers/protocol/font.ts';
import type { RenderStats } from '../../../workers/protocol/render.ts';
import type { CallStatsSnapshot } from '../workers/callStats.ts';
import type { CostSummary } from '../../services/perf/mainThreadCosts.ts';

export interface EntryFigures {
  count: number;
  totalMs: number;
  maxMs: number;
}

/** What the `?perf=1` overlay shows (a developer tool: English, monospace). */
export interface PerfFigures {
  render: RenderStats;
  font: FontStats;
  renderCalls: CallStatsSnapshot;
  fontCalls: CallStatsSnapshot;
  /** The page's animation frames over 50 ms (long-animation-frame entries) since the overlay opened. */
  slowFrames: EntryFigures;
  /** Main-thread long tasks (> 50 ms) since the overlay opened. */
  longTasks: EntryFigures;
  /** Main-thread time of autosave and the journal (services/perf/mainThreadCosts.ts). */
  costs: Record<string, CostSummary>;
}

const ms = (n: number) => n.toFixed(1);

function callLines(name: string, calls: CallStatsSnapshot): string[] {
  const head = `${name.padEnd(7)} queue ${calls.pending}`;
  const rows = calls.calls.map(
    (c) => `  ${c.method.padEnd(13)}${String(c.count).padStart(5)}× ${ms(c.lastMs)} | ${ms(c.p50)}/${ms(c.p95)}/${ms(c.maxMs)}${c.failures > 0 ? ` ✗${c.failures}` : ''}`,
  );
  return [head, ...rows];
}

export function perfText(f: PerfFigures): string {
  const r = f.render;
  return [
    `render  frames ${r.frames} p50 ${ms(r.frameMs.p50)} p95 ${ms(r.frameMs.p95)} max ${ms(r.frameMs.max)} ms`,
    `        raster ${r.rasterisations} (${ms(r.rasteriseMs)} ms) cache ${r.cacheEntries} ${(r.cacheBytes / 1048576).toFixed(0)}/${(r.cacheCapBytes / 1048576).toFixed(0)} MB`,
    `        patches ${r.patches} in ${r.patchMessages} msgs, banded ${r.bandedFrames} (partial ${r.partialFrames})`,
    `main    frames > 50 ms ${f.slowFrames.count} (${ms(f.slowFrames.totalMs)} ms, max ${ms(f.slowFrames.maxMs)})`,
    `        long tasks ${f.longTasks.count} (${ms(f.longTasks.totalMs)} ms, max ${ms(f.longTasks.maxMs)})`,
    ...Object.entries(f.costs).map(([name, c]) => `        ${name.padEnd(9)} ${c.count}× ${ms(c.totalMs)} ms total, max ${ms(c.maxMs)} ms`),
    `font    fonts ${f.font.loadedFonts.length} slices ${f.font.slicesLoaded} fetched ${(f.font.bytesFetched / 1024).toFixed(0)} KB in ${f.font.fetches}`,
    'round trips: count× last | p50/p95/max ms',
    ...callLines('render', f.renderCalls),
    ...callLines('font', f.fontCalls),
  ].join('\n');
}
