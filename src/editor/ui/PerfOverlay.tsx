import { useEffect, useState } from 'react';
import { useEditorSession } from './EditorSessionContext.tsx';
import { mainThreadCosts } from '../../services/perf/mainThreadCosts.ts';
import { createFrameSampler, perfText, type PerfFigures } from './perfFigures.ts';

declare global {
  interface Window {
    /** `?perf=1`: the overlay's figures, fresh, for scripts driving the page (npm run bench). */
    __editorPerf?: () => Promise<PerfFigures>;
    /** Starts the render worker's counters and frame times again (to measure one gesture). */
    __editorPerfReset?: () => Promise<void>;
  }
}

/** Main-thread long tasks while the overlay is open. */
function watchLongTasks() {
  const tasks = { count: 0, totalMs: 0, maxMs: 0 };
  const observer = typeof PerformanceObserver === 'undefined' ? null : new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      tasks.count += 1;
      tasks.totalMs += entry.duration;
      tasks.maxMs = Math.max(tasks.maxMs, entry.duration);
    }
  });
  try {
    observer?.observe({ type: 'longtask' });
  } catch {
    // No long-task timing in this browser: the figures stay at 0.
  }
  return { read: () => ({ ...tasks }), stop: () => observer?.disconnect() };
}

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
    const longTasks = watchLongTasks();
    let raf = 0;
    const tick = (time: number) => {
      sampler.frame(time);
      raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    const read = async (): Promise<PerfFigures> => {
      const [r, f] = await Promise.all([render.stats(), font.stats()]);
      return { render: r, font: f, renderCalls: render.callStats(), fontCalls: font.callStats(), mainFrames: sampler.summary(), longTasks: longTasks.read(), costs: mainThreadCosts() };
    };
    const reset = () => render.resetStats();
    window.__editorPerf = read;
    window.__editorPerfReset = reset;
    const poll = async () => {
      try {
        const next = await read();
        if (live) setFigures(next);
      } catch {
        // A stats call that fails says nothing worth showing; the next poll tries again.
      }
    };
    const timer = setInterval(() => void poll(), POLL_MS);
    void poll();
    return () => {
      live = false;
      longTasks.stop();
      if (window.__editorPerf === read) delete window.__editorPerf;
      if (window.__editorPerfReset === reset) delete window.__editorPerfReset;
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
