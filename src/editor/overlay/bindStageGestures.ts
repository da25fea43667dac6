import type { StageGestures, StagePointer } from './stageGestures.ts';

function toPointer(event: PointerEvent, rect: DOMRect): StagePointer {
  return {
    id: event.pointerId,
    x: event.clientX - rect.left,
    y: event.clientY - rect.top,
    pointerType: event.pointerType,
    additive: event.shiftKey || event.ctrlKey || event.metaKey,
    free: event.altKey,
  };
}

/**
 * Feeds the stage element's pointer and wheel events to the gesture machine; returns the
 * unbinding function. Pointers are captured so a drag that leaves the stage keeps going;
 * the wheel listener is not passive so Ctrl+wheel zooms the canvas instead of the page.
 */
export function bindStageGestures(host: HTMLElement, gestures: StageGestures): () => void {
  // Read when a finger comes down and kept while any is down: the stage does not move under
  // a gesture, and reading it at every move forced a style pass after each move's overlay shift.
  let rect: DOMRect | null = null;
  const stageRect = () => (rect ??= host.getBoundingClientRect());
  const down = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // Buttons floating over the canvas (zoom) take their own taps.
    if (event.target instanceof Element && event.target.closest('[data-stage-ui]')) return;
    host.setPointerCapture(event.pointerId);
    rect = host.getBoundingClientRect();
    gestures.pointerDown(toPointer(event, rect));
    // preventDefault keeps the page from scrolling or selecting, but also keeps focus where
    // it was: let a text field go, so the phone keyboard closes and shortcuts reach the editor.
    event.preventDefault();
    const focused = host.ownerDocument.activeElement;
    if (focused instanceof HTMLElement && focused !== host.ownerDocument.body) focused.blur();
  };
  // A mouse moving over the stage with no button down: nothing to do (and no rect to keep).
  const move = (event: PointerEvent) => {
    if (gestures.busy) gestures.pointerMove(toPointer(event, stageRect()));
  };
  const lift = (event: PointerEvent, cancelled: boolean) => {
    gestures.pointerUp(toPointer(event, stageRect()), cancelled);
    if (!gestures.busy) rect = null;
  };
  const up = (event: PointerEvent) => lift(event, false);
  const cancel = (event: PointerEvent) => lift(event, true);
  const wheel = (event: WheelEvent) => {
    event.preventDefault();
    const rect = host.getBoundingClientRect();
    const unit = event.deltaMode === 1 ? 16 : 1;
    gestures.wheel({ x: event.clientX - rect.left, y: event.clientY - rect.top }, event.deltaX * unit, event.deltaY * unit, event.ctrlKey || event.metaKey);
  };
  host.addEventListener('pointerdown', down);
  host.addEventListener('pointermove', move);
  host.addEventListener('pointerup', up);
  host.addEventListener('pointercancel', cancel);
  host.addEventListener('wheel', wheel, { passive: false });
  return () => {
    host.removeEventListener('pointerdown', down);
    host.removeEventListener('pointermove', move);
    host.removeEventListener('pointerup', up);
    host.removeEventListener('pointercancel', cancel);
    host.removeEventListener('wheel', wheel);
  };
}
