import { useEffect, useRef } from 'react';
import { dragHandle, moveRect, orientedSize, zoomRect, type CropHandle, type CropLimits } from '../../../workers/core/image/geometry/crop.ts';
import type { CropState } from '../../../workers/core/image/geometry/cropState.ts';
import type { LoadedImage } from '../../../workers/protocol/image.ts';
import { strings } from '../../shared/strings.ts';
import { drawCropStage, handlePoints, rectOnStage, stageView } from './drawCropStage.ts';
import { prepareCanvas, useElementSize } from './useStageSize.ts';

const HANDLES: CropHandle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];
const HIT_PX = 22;
/** Smallest box side in CSS px on the stage. */
const MIN_SIDE_PX = 32;

type Gesture =
  | { kind: 'handle'; handle: CropHandle; x: number; y: number; start: CropState['rect'] }
  | { kind: 'move'; x: number; y: number; start: CropState['rect'] }
  | { kind: 'pinch'; distance: number; start: CropState['rect'] };

/** The photo, turned and straightened, under the crop box; the box is dragged, resized and zoomed here. */
export function CropStage({ image, state, onRect }: { image: LoadedImage; state: CropState; onRect: (rect: CropState['rect']) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const size = useElementSize(box);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);
  const full = { width: image.width, height: image.height };
  const view = stageView(full, state, size);
  const limits: CropLimits = {
    oriented: orientedSize(full, state.quarterTurns),
    degrees: state.straighten,
    ratio: state.ratio,
    minSide: Math.min(MIN_SIDE_PX / view.k, orientedSize(full, state.quarterTurns).width / 4, orientedSize(full, state.quarterTurns).height / 4),
  };

  useEffect(() => {
    const element = canvas.current;
    if (!element || size.width === 0) return;
    const ctx = prepareCanvas(element, size.width, size.height);
    if (ctx) drawCropStage(ctx, size, image.preview, { width: image.width, height: image.height }, state);
  }, [image, state, size]);

  const local = (event: { clientX: number; clientY: number }) => {
    const r = canvas.current?.getBoundingClientRect();
    return { x: event.clientX - (r?.left ?? 0), y: event.clientY - (r?.top ?? 0) };
  };

  const hit = (p: { x: number; y: number }): Gesture | null => {
    const onStage = rectOnStage(state.rect, view);
    const points = handlePoints(onStage);
    let best: { handle: CropHandle; d: number } | null = null;
    points.forEach(([hx, hy], i) => {
      const d = Math.hypot(p.x - hx, p.y - hy);
      const handle = HANDLES[i];
      if (handle && d <= HIT_PX && (!best || d < best.d)) best = { handle, d };
    });
    const found = best as { handle: CropHandle; d: number } | null;
    if (found) return { kind: 'handle', handle: found.handle, x: p.x, y: p.y, start: state.rect };
    const inside = p.x >= onStage.x && p.x <= onStage.x + onStage.width && p.y >= onStage.y && p.y <= onStage.y + onStage.height;
    return inside ? { kind: 'move', x: p.x, y: p.y, start: state.rect } : null;
  };

  const pinchDistance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  return (
    <div ref={box} className="crop-stage">
      <canvas
        ref={canvas}
        className="crop-stage__canvas"
        data-testid="crop-stage"
        role="img"
        aria-label={strings.imageTools.crop.stageLabel}
        onPointerDown={(event) => {
          const p = local(event);
          pointers.current.set(event.pointerId, p);
          event.currentTarget.setPointerCapture(event.pointerId);
          if (pointers.current.size === 2) gesture.current = { kind: 'pinch', distance: pinchDistance(), start: state.rect };
          else gesture.current = hit(p);
        }}
        onPointerMove={(event) => {
          if (!pointers.current.has(event.pointerId)) return;
          const p = local(event);
          pointers.current.set(event.pointerId, p);
          const g = gesture.current;
          if (!g) return;
          if (g.kind === 'pinch') {
            const distance = pinchDistance();
            if (g.distance > 0 && distance > 0) onRect(zoomRect(g.start, distance / g.distance, limits));
            return;
          }
          const dx = (p.x - g.x) / view.k;
          const dy = (p.y - g.y) / view.k;
          onRect(g.kind === 'handle' ? dragHandle(g.start, g.handle, dx, dy, limits) : moveRect(g.start, dx, dy, limits));
        }}
        onPointerUp={(event) => {
          pointers.current.delete(event.pointerId);
          gesture.current = null;
        }}
        onPointerCancel={(event) => {
          pointers.current.delete(event.pointerId);
          gesture.current = null;
        }}
        onWheel={(event) => onRect(zoomRect(state.rect, Math.exp(-event.deltaY * 0.0015), limits))}
      />
    </div>
  );
}
