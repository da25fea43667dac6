import type { StageGestures, StagePointer } from './stageGestures.ts';

function toPointer(event: PointerEvent, host: HTMLElement): StagePointer {
  const rect = host.getBoundingClientRect();
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
  const down = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // Buttons floating over the canvas (zoom) take their own taps.
    if (event.target instanceof Element && event.target.closest('[data-stage-ui]')) return;
    host.setPointerCapture(event.pointerId);
    gestures.pointerDown(toPointer(event, host));
    // preventDefault keeps the page from scrolling or selecting, but also keeps focus where
    // it was: let a text field go, so the phone keyboard closes and shortcuts reach the editor.
    event.preventDefault();
    const focused = host.ownerDocument.activeElement;
    if (focused instanceof HTMLElement && focused !== host.ownerDocument.body) focused.blur();
  };
  const move = (event: PointerEvent) => gestures.pointerMove(toPointer(event, host));
  const up = (event: PointerEvent) => gestures.pointerUp(toPointer(event, host));
  const cancel = (event: PointerEvent) => gestures.pointerUp(toPointer(event, host), true);
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
