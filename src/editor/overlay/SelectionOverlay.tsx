import { memo, useLayoutEffect, useRef, type Ref } from 'react';
import { layerBounds, layerCorners, unionBounds, type CanvasSize } from '../model/index.ts';
import { selectDocument, selectSelectedIds } from '../store/index.ts';
import { useEditorSelector } from '../ui/hooks.ts';
import { placeHandles } from './handles.ts';
import { groupHandleTarget, handleTarget, selectedLayers } from './selectionGeometry.ts';
import type { Guide } from './snap.ts';
import { boxToScreen, docToScreen, type ViewTransform } from './view.ts';

interface SelectionOverlayProps {
  view: ViewTransform;
  /** The element a live drag shifts by a transform until its move reaches the store (see liveMove). */
  shiftRef?: Ref<SVGSVGElement>;
}

/**
 * Selection outlines, handles and snap guides, drawn in screen space over the worker's
 * canvas. It only draws: the stage's gesture handler does the hit testing with the same
 * geometry, so what you see is what you grab.
 */
export const SelectionOverlay = memo(function SelectionOverlay({ view, shiftRef }: SelectionOverlayProps) {
  // Read here, not by the stage: a document change then redraws the outline, not the whole stage.
  const doc = useEditorSelector(selectDocument);
  const selection = useEditorSelector(selectSelectedIds);
  const background = doc.layers[0]?.id;
  const layers = selectedLayers(doc, selection).filter((l) => l.visibility && l.id !== background);
  // One layer: its own handles; several: corners and rotation on their common box (the same
  // geometry the gesture machine hit-tests).
  const single = handleTarget(doc, selection);
  const groupTarget = single ? null : groupHandleTarget(doc, selection);
  const target = single ? { geometry: single.layer, handles: single.handles } : groupTarget && { geometry: groupTarget.box, handles: groupTarget.handles };
  const group = layers.length > 1 ? unionBounds(layers.map(layerBounds)) : null;
  const groupBox = group ? boxToScreen(view, group) : null;
  const handles = target ? placeHandles(target.geometry, view, target.handles) : [];
  const topMiddle = target ? handles.find((h) => h.id === 'rotate') : undefined;
  const rotateFoot = target ? docToScreen(view, midTop(target.geometry)) : null;

  return (
    <svg ref={shiftRef} className="ed-overlay ed-overlay--selection" data-testid="editor-overlay" aria-hidden="true">
      {layers.map((layer) => {
        const points = layerCorners(layer).map((p) => docToScreen(view, p));
        return (
          <polygon
            key={layer.id}
            className={`ed-overlay__outline${layer.status.moveable ? '' : ' is-locked'}`}
            data-testid="editor-selection"
            data-layer-id={layer.id}
            points={points.map((p) => `${p.x},${p.y}`).join(' ')}
          />
        );
      })}
      {groupBox ? (
        <rect className="ed-overlay__group" data-testid="editor-selection-group" x={groupBox.x} y={groupBox.y} width={groupBox.width} height={groupBox.height} />
      ) : null}
      {topMiddle && rotateFoot ? <line className="ed-overlay__stem" x1={rotateFoot.x} y1={rotateFoot.y} x2={topMiddle.at.x} y2={topMiddle.at.y} /> : null}
      {handles.map((h) =>
        h.id === 'rotate' ? (
          <circle key={h.id} className="ed-overlay__rotate" data-testid="editor-handle-rotate" cx={h.at.x} cy={h.at.y} r={8} />
        ) : (
          <rect key={h.id} className="ed-overlay__handle" data-testid={`editor-handle-${h.id}`} x={h.at.x - 6} y={h.at.y - 6} width={12} height={12} rx={3} />
        ),
      )}
    </svg>
  );
});

/** The snap guides of the drag in progress: a store of their own, so a change redraws only them. */
export interface GuideStore {
  get(): readonly Guide[];
  /** Ignores lines at the places already shown (most drag steps). */
  set(next: readonly Guide[]): void;
  subscribe(listener: () => void): () => void;
}

/** Guides are drawn across the canvas, so only where they are matters (their extent changes at every step). */
const samePlaces = (a: readonly Guide[], b: readonly Guide[]) => a.length === b.length && a.every((g, i) => g.axis === b[i]?.axis && g.at === b[i]?.at);

export function createGuideStore(): GuideStore {
  let current: readonly Guide[] = [];
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      if (samePlaces(current, next)) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Snap guides: their own layer, so a live drag's shift of the selection does not move them,
 * and always in the page (an element added and removed as lines come and go re-layers the
 * page). Each spans the canvas, so it changes only when the line snapped to does; in a dense
 * logo that is still most drag steps, so the lines are set here directly, not by a render.
 */
export const SnapGuides = memo(function SnapGuides({ store, view, canvas }: { store: GuideStore; view: ViewTransform; canvas: CanvasSize }) {
  const svgRef = useRef<SVGSVGElement | null>(null);
  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const draw = () => drawGuides(svg, store.get(), view, canvas);
    draw();
    return store.subscribe(draw);
  }, [store, view, canvas]);
  return <svg ref={svgRef} className="ed-overlay" aria-hidden="true" />;
});

function drawGuides(svg: SVGSVGElement, guides: readonly Guide[], view: ViewTransform, canvas: CanvasSize) {
  while (svg.childElementCount > guides.length) svg.lastElementChild?.remove();
  guides.forEach((g, i) => {
    let line = svg.children[i];
    if (!line) {
      line = svg.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'line');
      line.setAttribute('class', 'ed-overlay__guide');
      line.setAttribute('data-testid', 'editor-guide');
      svg.appendChild(line);
    }
    const a = docToScreen(view, g.axis === 'x' ? { x: g.at, y: 0 } : { x: 0, y: g.at });
    const b = docToScreen(view, g.axis === 'x' ? { x: g.at, y: canvas.height } : { x: canvas.width, y: g.at });
    line.setAttribute('x1', String(a.x));
    line.setAttribute('y1', String(a.y));
    line.setAttribute('x2', String(b.x));
    line.setAttribute('y2', String(b.y));
  });
}

function midTop(layer: { x: number; y: number; width: number; height: number; scale: number; rotate: number }) {
  const [tl, tr] = layerCorners(layer);
  return { x: (tl.x + tr.x) / 2, y: (tl.y + tr.y) / 2 };
}
