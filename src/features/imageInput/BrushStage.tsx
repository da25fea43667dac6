import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { BrushStroke, Point, Rect } from '../../../workers/protocol/image.ts';
import { prepareCanvas, useElementSize } from '../crop/useStageSize.ts';
import { drawChecker } from './BitmapView.tsx';
import { boxFrom, drawMarks, MARK_COLOURS, stageTransform, toImage, zoomAt, type Marks, type ViewState } from './brushView.ts';

type Gesture = { kind: 'brush'; points: Point[] } | { kind: 'box'; from: Point; to: Point } | { kind: 'pinch'; distance: number; centre: Point; view: ViewState };

/**
 * A photo to paint on: one finger (or the mouse) brushes or drags a box in
 * working-copy pixels; two fingers or the wheel zoom and pan. Finished strokes
 * go to the parent, which shows them in `marks` until the worker's answer arrives.
 */
export function BrushStage({ bitmap, image, tool, brushSize, marks, strokeColour, onStroke, onBox, testId, label, children }: {
  bitmap: ImageBitmap;
  image: { width: number; height: number };
  tool: 'brush' | 'box' | 'none';
  brushSize: number;
  marks: Marks;
  strokeColour: (stroke: BrushStroke) => string;
  onStroke?: (points: Point[]) => void;
  onBox?: (box: Rect) => void;
  testId: string;
  label: string;
  /** Drawn over the stage (the progress of a job on this picture). */
  children?: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const stage = useElementSize(box);
  const [view, setView] = useState<ViewState>({ zoom: 1, panX: 0, panY: 0 });
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const [hover, setHover] = useState<Point | null>(null);
  const pointers = useRef(new Map<number, Point>());
  const t = useMemo(() => stageTransform(image, stage, view), [image, stage, view]);

  useEffect(() => {
    const element = canvas.current;
    if (!element || stage.width === 0) return;
    const ctx = prepareCanvas(element, stage.width, stage.height);
    if (!ctx) return;
    ctx.clearRect(0, 0, stage.width, stage.height);
    const w = image.width * t.scale;
    const h = image.height * t.scale;
    drawChecker(ctx, t.ox, t.oy, w, h);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, t.ox, t.oy, w, h);
    const live: Marks = { strokes: [...marks.strokes], boxes: [...marks.boxes] };
    if (gesture?.kind === 'brush') live.strokes.push({ id: 'live', mode: 'erase', size: brushSize, hardness: 1, points: gesture.points });
    if (gesture?.kind === 'box') live.boxes.push(boxFrom(gesture.from, gesture.to, image));
    drawMarks(ctx, t, live, (stroke) => (stroke.id === 'live' ? strokeColour({ ...stroke, id: 'live' }) : strokeColour(stroke)));
    if (hover && tool === 'brush' && !gesture) {
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.arc(hover.x * t.scale + t.ox, hover.y * t.scale + t.oy, (brushSize * t.scale) / 2, 0, Math.PI * 2);
      ctx.stroke();
    }
  }, [bitmap, image, stage, t, marks, gesture, hover, tool, brushSize, strokeColour]);

  const local = (event: { clientX: number; clientY: number }): Point => {
    const r = canvas.current?.getBoundingClientRect();
    return { x: event.clientX - (r?.left ?? 0), y: event.clientY - (r?.top ?? 0) };
  };
  const twoFinger = () => {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return null;
    return { distance: Math.hypot(a.x - b.x, a.y - b.y), centre: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
  };
  const finish = () => {
    if (gesture?.kind === 'brush' && gesture.points.length > 0) onStroke?.(gesture.points);
    if (gesture?.kind === 'box') {
      const rect = boxFrom(gesture.from, gesture.to, image);
      if (rect.width >= 2 && rect.height >= 2) onBox?.(rect);
    }
    setGesture(null);
  };

  return (
    <div ref={box} className="img-stage">
      <canvas
        ref={canvas}
        className="img-stage__canvas"
        data-testid={testId}
        role="img"
        aria-label={label}
        onPointerDown={(event) => {
          const p = local(event);
          pointers.current.set(event.pointerId, p);
          event.currentTarget.setPointerCapture(event.pointerId);
          const pair = twoFinger();
          if (pair) {
            // A second finger turns the gesture into zoom/pan; the half-drawn stroke is dropped.
            setGesture({ kind: 'pinch', distance: pair.distance, centre: pair.centre, view });
            return;
          }
          const q = toImage(t, p);
          if (tool === 'brush') setGesture({ kind: 'brush', points: [q] });
          else if (tool === 'box') setGesture({ kind: 'box', from: q, to: q });
        }}
        onPointerMove={(event) => {
          const p = local(event);
          setHover(toImage(t, p));
          if (!pointers.current.has(event.pointerId)) return;
          pointers.current.set(event.pointerId, p);
          if (!gesture) return;
          if (gesture.kind === 'pinch') {
            const pair = twoFinger();
            if (!pair || gesture.distance === 0) return;
            const zoomed = zoomAt(image, stage, gesture.view, pair.distance / gesture.distance, gesture.centre);
            setView(zoomed.zoom === 1 ? zoomed : { ...zoomed, panX: zoomed.panX + pair.centre.x - gesture.centre.x, panY: zoomed.panY + pair.centre.y - gesture.centre.y });
            return;
          }
          const q = toImage(t, p);
          if (gesture.kind === 'brush') {
            const last = gesture.points[gesture.points.length - 1];
            if (last && Math.hypot(q.x - last.x, q.y - last.y) < 0.75) return;
            setGesture({ kind: 'brush', points: [...gesture.points, q] });
          } else {
            setGesture({ ...gesture, to: q });
          }
        }}
        onPointerUp={(event) => {
          pointers.current.delete(event.pointerId);
          if (gesture?.kind === 'pinch') {
            if (pointers.current.size === 0) setGesture(null);
            return;
          }
          finish();
        }}
        onPointerCancel={(event) => {
          pointers.current.delete(event.pointerId);
          setGesture(null);
        }}
        onPointerLeave={() => setHover(null)}
        onWheel={(event) => setView(zoomAt(image, stage, view, Math.exp(-event.deltaY * 0.0015), local(event)))}
        onDoubleClick={() => setView({ zoom: 1, panX: 0, panY: 0 })}
      />
      {children}
    </div>
  );
}

export { MARK_COLOURS };
