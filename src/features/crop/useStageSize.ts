// The stages' size hook lives in the shared UI folder (the icon grid uses it too); re-exported for the stages.
export { useElementSize } from '../../shared/ui/useElementSize.ts';

/** A canvas whose backing store matches its CSS size at the device pixel ratio; returns the context scaled to CSS px. */
export function prepareCanvas(canvas: HTMLCanvasElement, width: number, height: number): CanvasRenderingContext2D | null {
  const ratio = Math.min(window.devicePixelRatio || 1, 3);
  const w = Math.max(1, Math.round(width * ratio));
  const h = Math.max(1, Math.round(height * ratio));
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  const ctx = canvas.getContext('2d');
  ctx?.setTransform(ratio, 0, 0, ratio, 0, 0);
  return ctx;
}
