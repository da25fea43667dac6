import { useEffect, useState } from 'react';
import { useEditorSession } from './EditorSessionContext.tsx';
import { createFrameSampler, perfText, type PerfFigures } from './perfFigures.ts';

const POLL_MS = 1000;

/**
 * `?perf=1`: figures for people profiling (not for users, so not translated): the render
 * worker's frame times and cache, the page's own frame gaps, fonts and downloads, and for
 * each worker every method's round trips and how many calls wait unanswered (queue depth).
 * Inside the workers the same work is marked with performance.measure (`render:*`, `font:*`)
 * for DevTools traces; see docs/editor-ui.md.
 */
export function PerfOverlay() {
  const { render, font } = useEditorSession();
  const [figures, setFigures] = useState<PerfFigures | null>(null);
  useEffect(() => {
    let live = true;
    const sampler = createFrameSampler();
    let raf = 0;
    const tick = (time: number) => {
      sampler.frame(time);
      raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    const poll = async () => {
      try {
        const [r, f] = await Promise.all([render.stats(), font.stats()]);
        if (live) setFigures({ render: r, font: f, renderCalls: render.callStats(), fontCalls: font.callStats(), mainFrames: sampler.summary() });
      } catch {
        // A stats call that fails says nothing worth showing; the next poll tries again.
      }
    };
    const timer = setInterval(() => void poll(), POLL_MS);
    void poll();
    return () => {
      live = false;
      clearInterval(timer);
      cancelAnimationFrame(raf);
    };
  }, [render, font]);
  if (!figures) return null;
  return (
    <pre className="ed-perf" data-testid="editor-perf" data-render-queue={figures.renderCalls.pending} data-font-queue={figures.fontCalls.pending}>
      {perfText(figures)}
    </pre>
  );
}
