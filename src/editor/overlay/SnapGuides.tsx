import { memo, useLayoutEffect, useRef } from 'react';
import { createValueStore, type ValueStore } from '../../shared/valueStore.ts';
import type { CanvasSize } from '../model/index.ts';
import type { Guide } from './snap.ts';
import { docToScreen, type ViewTransform } from './view.ts';

/** The snap guides of the drag in progress: a store of their own, so a change redraws only them. */
export type GuideStore = ValueStore<readonly Guide[]>;

/** Guides are drawn across the canvas, so only where they are matters (their extent changes at every step). */
const samePlaces = (a: readonly Guide[], b: readonly Guide[]) => a.length === b.length && a.every((g, i) => g.axis === b[i]?.axis && g.at === b[i]?.at);

export const createGuideStore = (): GuideStore => createValueStore<readonly Guide[]>([], samePlaces);

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
