import { useEffect, useState } from 'react';
import { useEditorSession } from './EditorSessionContext.tsx';
import { mainThreadCosts } from '../../services/perf/mainThreadCosts.ts';
import { perfText, type PerfFigures } from './perfFigures.ts';

declare global {
  interface Window {
    /** `?perf=1`: the overlay's figures, fresh, for scripts driving the page (npm run bench). */
    __editorPerf?: () => Promise<PerfFigures>;
    /** Starts the render worker's counters and frame times again (to measure one gesture). */
    __editorPerfReset?: () => Promise<void>;
  }
}

/**
 * Main-thread entries of one timing type while the overlay is open: long tasks, and animation
 * frames over 50 ms. Both are reported by the browser for free; the frame sampler they replace
 * (a requestAnimationFrame loop) cost ~0.7 ms of every frame, a fifth of a low-end frame.
 */
function watchEntries(type: 'longtask' | 'long-animation-frame') {
  const tasks = { count: 0, totalMs: 0, maxMs: 0 };
  const observer = typeof PerformanceObserver === 'undefined' ? null : new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      tasks.count += 1;
      tasks.totalMs += entry.duration;
      tasks.maxMs = Math.max(tasks.maxMs, entry.duration);
    }
  });
  try {
    observer?.observe({ type });
  } catch {
    // Not timed in this browser: the figures stay at 0.
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
    const longTasks = watchEntries('longtask');
    const slowFrames = watchEntries('long-animation-frame');
    const read = async (): Promise<PerfFigures> => {
      const [r, f] = await Promise.all([render.stats(), font.stats()]);
      return { render: r, font: f, renderCalls: render.callStats(), fontCalls: font.callStats(), slowFrames: slowFrames.read(), longTasks: longTasks.read(), costs: mainThreadCosts() };
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
      slowFrames.stop();
      if (window.__editorPerf === read) delete window.__editorPerf;
      if (window.__editorPerfReset === reset) delete window.__editorPerfReset;
      clearInterval(timer);
    };
  }, [render, font]);
  if (!figures) return null;
  return (
    <pre className="ed-perf" data-testid="editor-perf" data-render-queue={figures.renderCalls.pending} data-font-queue={figures.fontCalls.pending}>
      {perfText(figures)}
    </pre>
  );
}
