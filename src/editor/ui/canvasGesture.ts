import { createValueStore } from '../../shared/valueStore.ts';

/**
 * A finger is down on the editor's canvas (from the first finger down to the last lift).
 * Autosave holds its timed saves until it lifts (features/works/session/workSession.ts).
 */
export const canvasGestureHeld = createValueStore(false);
