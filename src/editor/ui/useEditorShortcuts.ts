import { useEffect } from 'react';
import { redo, undo, type EditorRootState } from '../store/index.ts';
import { useStore } from 'react-redux';
import { createGestureIds, useEditorDispatch, useRunIntent } from './hooks.ts';
import { keepsKey, shortcutFor } from './shortcuts.ts';

/**
 * Keyboard shortcuts on the editor page. Holding an arrow key is one gesture (one undo
 * step), like a drag; letting go ends it.
 */
export function useEditorShortcuts(): void {
  const dispatch = useEditorDispatch();
  const run = useRunIntent();
  const store = useStore<EditorRootState>();

  useEffect(() => {
    const nudge = createGestureIds();
    const down = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action || keepsKey(event.target, action)) return;
      event.preventDefault();
      const hasSelection = store.getState().editor.view.selected.length > 0;
      switch (action.kind) {
        case 'undo':
          dispatch(undo());
          return;
        case 'redo':
          dispatch(redo());
          return;
        case 'deselect':
          run('selection/select', { id: null });
          return;
        case 'selectAll':
          run('selection/selectAll', {});
          return;
        case 'remove':
          if (hasSelection) run('layer/remove', {});
          return;
        case 'duplicate':
          if (hasSelection) run('layer/duplicate', {});
          return;
        case 'nudge':
          if (hasSelection) run('layer/move', { dx: action.dx, dy: action.dy }, nudge.current());
          return;
      }
    };
    const up = (event: KeyboardEvent) => {
      if (event.key.startsWith('Arrow')) nudge.end();
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [dispatch, run, store]);
}
