import { useEffect, useState } from 'react';
import type { FontStats } from '../../../workers/protocol/font.ts';
import type { RenderStats } from '../../../workers/protocol/render.ts';
import { useEditorSession } from './EditorSessionContext.tsx';

const POLL_MS = 1000;
const ms = (n: number) => n.toFixed(1);

/**
 * `?perf=1`: worker figures for people profiling (not for users, so not translated): frame
 * times and cache of the render worker, fonts and downloads of the font worker, and how
 * long a stats call takes to come back (a busy worker answers late: its queue depth).
 */
export function PerfOverlay() {
  const { render, font } = useEditorSession();
  const [figures, setFigures] = useState<{ render: RenderStats; font: FontStats; roundTripMs: number } | null>(null);
  useEffect(() => {
    let live = true;
    const poll = async () => {
      const start = performance.now();
      try {
        const [r, f] = await Promise.all([render.stats(), font.stats()]);
        if (live) setFigures({ render: r, font: f, roundTripMs: performance.now() - start });
      } catch {
        // A stats call that fails says nothing worth showing; the next poll tries again.
      }
    };
    const timer = setInterval(() => void poll(), POLL_MS);
    void poll();
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [render, font]);
  if (!figures) return null;
  const { render: r, font: f } = figures;
  return (
    <pre className="ed-perf" data-testid="editor-perf">
      {`render  frames ${r.frames}  p50 ${ms(r.frameMs.p50)}  p95 ${ms(r.frameMs.p95)}  max ${ms(r.frameMs.max)} ms
        raster ${r.rasterisations} (${ms(r.rasteriseMs)} ms)  cache ${r.cacheEntries} ${(r.cacheBytes / 1048576).toFixed(0)}/${(r.cacheCapBytes / 1048576).toFixed(0)} MB
        patches ${r.patches} in ${r.patchMessages} msgs  banded ${r.bandedFrames}
font    fonts ${f.loadedFonts.length}  slices ${f.slicesLoaded}  fetched ${(f.bytesFetched / 1024).toFixed(0)} KB
stats round trip ${ms(figures.roundTripMs)} ms`}
    </pre>
  );
}
