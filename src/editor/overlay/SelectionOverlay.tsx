import { memo, type Ref } from 'react';
import { layerBounds, layerCorners, unionBounds } from '../../../workers/core/model/index.ts';
import { selectDocument, selectSelectedIds } from '../store/index.ts';
import { useEditorSelector } from '../ui/hooks.ts';
import { placeGroupHandles, placeHandles } from './handles.ts';
import { groupHandleTarget, handleTarget, selectedLayers } from './selectionGeometry.ts';
import { boxToScreen, docToScreen, type ViewTransform } from './view.ts';

/**
 * Above this many selected layers only their common box is drawn, not each outline: 全选 on a
 * 1000-layer logo made 1000 polygons in one React commit (a 134 ms task at low-end), and each
 * store commit of the group's drag redrew them all. So many outlines show nothing a person can
 * tell apart anyway; the box (with its layer count) is what they move.
 */
export const MAX_OUTLINES = 64;

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
  const outlined = layers.length <= MAX_OUTLINES ? layers : [];
  // One layer: its own handles; several: corners and rotation on their common box (the same
  // geometry the gesture machine hit-tests).
  const single = handleTarget(doc, selection);
  const groupTarget = single ? null : groupHandleTarget(doc, selection);
  const target = single ? { geometry: single.layer, handles: single.handles } : groupTarget && { geometry: groupTarget.box, handles: groupTarget.handles };
  // The handles' box when it covers the same layers (none locked): 1000 bounds made once, not twice, per store commit.
  const group = layers.length < 2 ? null : groupTarget && groupTarget.ids.length === layers.length ? groupTarget.box : unionBounds(layers.map(layerBounds));
  const groupBox = group ? boxToScreen(view, group) : null;
  const handles = single ? placeHandles(single.layer, view, single.handles) : groupTarget ? placeGroupHandles(groupTarget.box, view, groupTarget.handles) : [];
  const topMiddle = target ? handles.find((h) => h.id === 'rotate') : undefined;
  const rotateFoot = target ? docToScreen(view, midTop(target.geometry)) : null;

  return (
    <svg ref={shiftRef} className="ed-overlay ed-overlay--selection" data-testid="editor-overlay" aria-hidden="true">
      {outlined.map((layer) => {
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
        <rect className={`ed-overlay__group${outlined.length === 0 ? ' is-alone' : ''}`} data-testid="editor-selection-group" data-count={layers.length} x={groupBox.x} y={groupBox.y} width={groupBox.width} height={groupBox.height} />
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

function midTop(layer: { x: number; y: number; width: number; height: number; scale: number; rotate: number }) {
  const [tl, tr] = layerCorners(layer);
  return { x: (tl.x + tr.x) / 2, y: (tl.y + tr.y) / 2 };
}
