import { useCallback, useState } from 'react';
import type { BrushStroke } from '../../../workers/protocol/image.ts';

/** Strokes with undo/redo; a new stroke after an undo drops the redo branch. */
export function useStrokeHistory() {
  const [history, setHistory] = useState<{ done: BrushStroke[]; undone: BrushStroke[] }>({ done: [], undone: [] });
  const add = useCallback((stroke: BrushStroke) => setHistory((h) => ({ done: [...h.done, stroke], undone: [] })), []);
  const undo = useCallback(
    () =>
      setHistory((h) => {
        const last = h.done[h.done.length - 1];
        return last ? { done: h.done.slice(0, -1), undone: [last, ...h.undone] } : h;
      }),
    [],
  );
  const redo = useCallback(
    () =>
      setHistory((h) => {
        const [next, ...rest] = h.undone;
        return next ? { done: [...h.done, next], undone: rest } : h;
      }),
    [],
  );
  const reset = useCallback(() => setHistory({ done: [], undone: [] }), []);
  return { strokes: history.done, canUndo: history.done.length > 0, canRedo: history.undone.length > 0, add, undo, redo, reset };
}

let strokeCounter = 0;
export function newStrokeId(): string {
  strokeCounter += 1;
  return `s${Date.now().toString(36)}${strokeCounter}`;
}
