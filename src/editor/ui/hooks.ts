import { useCallback, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { toastShown } from '../../app/toast/toastSlice.ts';
import type { EditorDispatch } from '../effects/types.ts';
import type { IntentArgs, IntentName } from '../intents/index.ts';
import { newId } from '../../../workers/core/model/index.ts';
import { performIntent, type EditorRootState, type PerformResult } from '../store/index.ts';

/*
 * The editor's view of the app store. The editor page injects `editorReducer` under `editor`
 * before anything renders (see useEditorSession), so these types describe the live store.
 */
export const useEditorSelector = useSelector.withTypes<EditorRootState>();
export const useEditorDispatch = useDispatch.withTypes<EditorDispatch>();

/** `shown`: the render worker already shows the result (see intentCommitted). */
export type RunIntent = <N extends IntentName>(name: N, args: IntentArgs<N>, gesture?: string, options?: { shown?: boolean }) => PerformResult;

/** Performs an intent; a refusal (locked layer, bad value…) is shown to the user as a toast. */
export function useRunIntent(): RunIntent {
  const dispatch = useEditorDispatch();
  return useCallback<RunIntent>(
    (name, args, gesture, options) => {
      const result = dispatch(performIntent(name, args, { ...(gesture === undefined ? {} : { gesture }), ...(options?.shown ? { shown: true } : {}) }));
      if (!result.ok) dispatch(toastShown(result.error.message));
      return result;
    },
    [dispatch],
  );
}

export interface GestureIds {
  /** The id of the gesture in progress, started on first use. */
  current(): string;
  /** The gesture is over: the next change starts a new undo step. */
  end(): void;
}

/**
 * One undo step per gesture for controls: a slider scrub or a burst of typing shares an id
 * until `end()` (pointer up, blur) or `idleMs` without a change.
 */
export function useGestureIds(idleMs = 0): GestureIds {
  const [ids] = useState(() => createGestureIds(idleMs));
  return ids;
}

export function createGestureIds(idleMs = 0): GestureIds {
  let id: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    current() {
      id ??= newId('g');
      if (idleMs > 0) {
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => {
          id = null;
        }, idleMs);
      }
      return id;
    },
    end() {
      id = null;
    },
  };
}
