import { memo, useSyncExternalStore } from 'react';
import { layerCentre, layerCorners, type Point } from '../../../../workers/core/model/index.ts';
import { CORNER_HANDLES, placeHandles } from '../../overlay/handles.ts';
import { docToScreen, type ViewTransform } from '../../overlay/view.ts';
import { selectDocument } from '../../store/index.ts';
import { useEditorSelector } from '../../ui/hooks.ts';
import { isCorner, layerNodes, nodesToPathData, type PathNode, type PathNodes } from '../pathNodes.ts';
import type { ToolStore } from '../toolState.ts';

/** Drawn node size (screen px); the finger's target is 44 px around it (NODE_HIT_RADIUS). */
const NODE_PX = 10;

function screenPath(view: ViewTransform, path: PathNodes): PathNodes {
  const map = (p: Point) => docToScreen(view, p);
  return { ...path, nodes: path.nodes.map((n) => ({ ...map(n), in: map(n.in), out: map(n.out) })) };
}

function Handles({ node, testId }: { node: PathNode; testId: string }) {
  return (
    <>
      {(['in', 'out'] as const).map((part) =>
        node[part].x === node.x && node[part].y === node.y ? null : (
          <g key={part}>
            <line className="ed-tools__stem" x1={node.x} y1={node.y} x2={node[part].x} y2={node[part].y} />
            <circle className="ed-tools__handle" data-testid={`${testId}-${part}`} cx={node[part].x} cy={node[part].y} r={5} />
          </g>
        ),
      )}
    </>
  );
}

function Nodes({ path, selected, closeTarget }: { path: PathNodes; selected: number | null; closeTarget: boolean }) {
  return (
    <>
      <path className="ed-tools__path" d={nodesToPathData(path)} />
      {path.nodes.map((n, i) => (i === selected || !isCorner(n) ? <Handles key={`h${i}`} node={n} testId={`tool-handle-${i}`} /> : null))}
      {path.nodes.map((n, i) => (
        <rect
          key={i}
          className={`ed-tools__node${i === selected ? ' is-on' : ''}${i === 0 && closeTarget ? ' is-close' : ''}`}
          data-testid="tool-node"
          data-index={i}
          x={n.x - NODE_PX / 2}
          y={n.y - NODE_PX / 2}
          width={NODE_PX}
          height={NODE_PX}
          rx={i === 0 && closeTarget ? NODE_PX / 2 : 2}
        />
      ))}
    </>
  );
}

/** What the canvas tool in use shows over the canvas: the pen's path so far, a path's nodes, a crop frame. It only draws; the tool controller hit-tests the same geometry. */
export const ToolOverlay = memo(function ToolOverlay({ view, tools }: { view: ViewTransform; tools: ToolStore }) {
  const state = useSyncExternalStore(tools.subscribe, tools.get);
  const doc = useEditorSelector(selectDocument);
  let content = null;
  if (state.kind === 'pen') {
    const path = screenPath(view, { closed: false, nodes: state.nodes });
    const last = path.nodes[path.nodes.length - 1];
    content = (
      <>
        <Nodes path={path} selected={null} closeTarget={path.nodes.length >= 2} />
        {last ? <Handles node={last} testId="tool-pen-handle" /> : null}
      </>
    );
  } else if (state.kind === 'nodes') {
    const layer = doc.layers.find((l) => l.id === state.layerId);
    const path = layer?.type === 'path' ? layerNodes(layer) : null;
    if (path) content = <Nodes path={screenPath(view, path)} selected={state.selected} closeTarget={false} />;
  } else if (state.kind === 'crop') {
    const image = doc.layers.find((l) => l.id === state.imageId);
    const frame = doc.layers.find((l) => l.id === state.frameId);
    if (image && frame) {
      const outline = (g: typeof image) =>
        layerCorners(g)
          .map((p) => docToScreen(view, p))
          .map((p) => `${p.x},${p.y}`)
          .join(' ');
      const centre = docToScreen(view, layerCentre(frame));
      content = (
        <>
          <polygon className="ed-tools__picture" data-testid="tool-crop-picture" points={outline(image)} />
          <polygon className="ed-tools__frame" data-testid="tool-crop-frame" points={outline(frame)} />
          <circle className="ed-tools__centre" cx={centre.x} cy={centre.y} r={3} />
          {placeHandles(frame, view, CORNER_HANDLES).map((h) => (
            <rect key={h.id} className="ed-overlay__handle" data-testid={`tool-crop-${h.id}`} x={h.at.x - 7} y={h.at.y - 7} width={14} height={14} rx={3} />
          ))}
        </>
      );
    }
  }
  if (!content) return null;
  return (
    <svg className="ed-overlay ed-tools" data-testid="tool-overlay" data-tool={state.kind} aria-hidden="true">
      {content}
    </svg>
  );
});
