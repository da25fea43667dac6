import { memo, useLayoutEffect, useRef } from 'react';
import { createValueStore, type ValueStore } from '../../shared/valueStore.ts';
import type { CanvasSize } from '../../../workers/core/model/index.ts';
import type { Guide } from './snap.ts';
import { docToScreen, type ViewTransform } from './view.ts';

/** The snap guides of the drag in progress: a store of their own, so a change redraws only them. */
export type GuideStore = ValueStore<readonly Guide[]>;

/** Guides are drawn across the canvas, so only where they are matters (their extent changes at every step). */
const samePlaces = (a: readonly Guide[], b: readonly Guide[]) => a.length === b.length && a.every((g, i) => g.axis === b[i]?.axis && g.at === b[i]?.at);

export const createGuideStore = (): GuideStore => createValueStore<readonly Guide[]>([], samePlaces);

/**
 * Snap guides: their own layer, so a live drag's shift of the selection does not move them.
 * Each spans the canvas, so it changes only when the line snapped to does; in a dense logo
 * that is still most drag steps, so the lines are set here directly, not by a render, and only
 * by transform: each guide is an element on its own compositor layer, kept in the page and
 * hidden when unused. (SVG lines whose x1/y1/x2/y2 changed, added and removed as guides came
 * and went, made the page lay out at every step of a drag in a 300-layer logo: up to 30 ms of
 * a low-end frame, and the hover hit test after it laid out again.)
 */
export const SnapGuides = memo(function SnapGuides({ store, view, canvas }: { store: GuideStore; view: ViewTransform; canvas: CanvasSize }) {
  const hostRef = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const draw = () => drawGuides(host, store.get(), view, canvas);
    draw();
    return store.subscribe(draw);
  }, [store, view, canvas]);
  return <div ref={hostRef} className="ed-overlay ed-guides" aria-hidden="true" />;
});

function drawGuides(host: HTMLDivElement, guides: readonly Guide[], view: ViewTransform, canvas: CanvasSize) {
  const topLeft = docToScreen(view, { x: 0, y: 0 });
  const bottomRight = docToScreen(view, { x: canvas.width, y: canvas.height });
  for (const axis of ['x', 'y'] as const) {
    // Each axis keeps its own elements, so a guide never turns from vertical to horizontal:
    // its length is set once per view, and a drag step moves it by transform only.
    const vertical = axis === 'x';
    const length = `${vertical ? bottomRight.y - topLeft.y : bottomRight.x - topLeft.x}px`;
    const onAxis = guides.filter((g) => g.axis === axis);
    const lines = guideElements(host, axis, onAxis.length);
    lines.forEach((line, i) => {
      const guide = onAxis[i];
      if (!guide) {
        if (line.style.visibility !== 'hidden') {
          line.style.visibility = 'hidden';
          line.removeAttribute('data-testid');
        }
        return;
      }
      const at = docToScreen(view, { x: guide.at, y: guide.at });
      setStyle(line, 'visibility', 'visible');
      setStyle(line, vertical ? 'height' : 'width', length);
      line.style.transform = vertical ? `translate(${at.x - 0.5}px, ${topLeft.y}px)` : `translate(${topLeft.x}px, ${at.y - 0.5}px)`;
      if (!line.hasAttribute('data-testid')) line.setAttribute('data-testid', 'editor-guide');
    });
  }
}

/** The guide elements of one axis (class ed-guide--x or --y), at least `count` of them. */
function guideElements(host: HTMLDivElement, axis: 'x' | 'y', count: number): HTMLElement[] {
  const className = `ed-guide ed-guide--${axis}`;
  const lines = Array.from(host.children as HTMLCollectionOf<HTMLElement>).filter((line) => line.className === className);
  while (lines.length < count) {
    const line = host.ownerDocument.createElement('div');
    line.className = className;
    host.appendChild(line);
    lines.push(line);
  }
  return lines;
}

/** Writes a style only when it changes (a width or height write, even the same, may mark layout dirty). */
function setStyle(element: HTMLElement, name: 'visibility' | 'width' | 'height', value: string) {
  if (element.style[name] !== value) element.style[name] = value;
}
