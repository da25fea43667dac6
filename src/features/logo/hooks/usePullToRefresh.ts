import { useEffect, useRef, useState } from 'react';
import { nextPull, type PullEvent, type PullState } from './pullRefresh.ts';

/** Pull-down refresh on the page (spec 2: the templates page has it). */
export function usePullToRefresh(onRefresh: () => Promise<unknown>): PullState {
  const [state, setState] = useState<PullState>({ phase: 'idle' });
  const current = useRef(state);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  });
  useEffect(() => {
    const send = (event: PullEvent) => {
      const next = nextPull(current.current, event);
      if (next === current.current) return;
      const startsRefresh = next.phase === 'refreshing' && current.current.phase !== 'refreshing';
      current.current = next;
      setState(next);
      if (startsRefresh) void refresh.current().finally(() => send({ type: 'done' }));
    };
    const start = (e: TouchEvent) => send({ type: 'start', y: e.touches[0]?.clientY ?? 0, atTop: window.scrollY <= 0 });
    const move = (e: TouchEvent) => send({ type: 'move', y: e.touches[0]?.clientY ?? 0 });
    const end = () => send({ type: 'end' });
    window.addEventListener('touchstart', start, { passive: true });
    window.addEventListener('touchmove', move, { passive: true });
    window.addEventListener('touchend', end);
    window.addEventListener('touchcancel', end);
    return () => {
      window.removeEventListener('touchstart', start);
      window.removeEventListener('touchmove', move);
      window.removeEventListener('touchend', end);
      window.removeEventListener('touchcancel', end);
    };
  }, []);
  return state;
}
