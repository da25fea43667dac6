// What the tool bars' buttons do (finish the pen, delete or smooth a node), as intents on
// the document: the pointer side is toolController.ts.
import { createLayer, type Layer, type LogoDocument, type PathLayer } from '../../../workers/core/model/index.ts';
import type { IntentArgs, IntentName } from '../intents/index.ts';
import type { PerformResult } from '../store/index.ts';
import { NEW_ITEM_ACCENT } from '../ui/newLayers.ts';
import { deleteNode, isCorner, layerNodes, neighbourNode, pathGeometryFor, pathGeometryFromDoc, type PathNodes } from './pathNodes.ts';
import { NO_TOOL, type ToolStore } from './toolState.ts';

export type RunIntent = <N extends IntentName>(name: N, args: IntentArgs<N>, gesture?: string) => PerformResult;

/** Stroke of an open pen path: visible at any canvas size (about 0.6 % of the shorter side). */
export function penStrokeWidth(canvas: { width: number; height: number }): number {
  return Math.max(2, Math.round(Math.min(canvas.width, canvas.height) / 160));
}

/** A closed path is filled in the accent colour (a shape); an open one is a dark line. */
export function newPathLayer(canvas: { width: number; height: number }, path: PathNodes): Layer {
  const geometry = pathGeometryFromDoc(path);
  return path.closed
    ? createLayer('path', { ...geometry, fill: NEW_ITEM_ACCENT, stroke: '', lineWidth: 0 })
    : createLayer('path', { ...geometry, fill: '', stroke: '#1f2329', lineWidth: penStrokeWidth(canvas) });
}

/**
 * Ends the pen: with at least two nodes the path becomes a layer (one `layer/add`, so one
 * undo step), selected; with fewer, nothing is added. Either way the pen is put away.
 */
export function finishPen(tools: ToolStore, doc: LogoDocument, run: RunIntent, closed: boolean): PerformResult | null {
  const state = tools.get();
  if (state.kind !== 'pen') return null;
  tools.set(NO_TOOL);
  if (state.nodes.length < 2) return null;
  return run('layer/add', { layer: newPathLayer(doc.size, { nodes: state.nodes, closed }) });
}

function editedPath(doc: LogoDocument, id: string): { layer: PathLayer; path: PathNodes } | null {
  const layer = doc.layers.find((l) => l.id === id);
  if (layer?.type !== 'path') return null;
  const path = layerNodes(layer);
  return path && { layer, path };
}

/** Writes edited nodes (canvas px) to the layer; `gesture` merges a drag's steps into one undo step. */
export function writeNodes(run: RunIntent, layer: PathLayer, path: PathNodes, gesture?: string): PerformResult {
  return run('layer/set', { ids: [layer.id], type: 'path', props: pathGeometryFor(layer, path) }, gesture);
}

/** Deletes the node the bar acts on: one undo step; null when the path is too short to lose one. */
export function deleteSelectedNode(tools: ToolStore, doc: LogoDocument, run: RunIntent): PerformResult | null {
  const state = tools.get();
  if (state.kind !== 'nodes' || state.selected === null) return null;
  const edited = editedPath(doc, state.layerId);
  const next = edited && deleteNode(edited.path, state.selected);
  if (!edited || !next) return null;
  const result = writeNodes(run, edited.layer, next);
  if (result.ok) tools.set({ ...state, selected: null });
  return result;
}

/**
 * Turns the selected node from a corner into a smooth node (handles along the line between
 * its neighbours, a third of the way to each) or back into a corner.
 */
export function toggleSelectedNodeSmooth(tools: ToolStore, doc: LogoDocument, run: RunIntent): PerformResult | null {
  const state = tools.get();
  if (state.kind !== 'nodes' || state.selected === null) return null;
  const edited = editedPath(doc, state.layerId);
  if (!edited) return null;
  const { nodes } = edited.path;
  const i = state.selected;
  const node = nodes[i];
  if (!node) return null;
  let next: typeof node;
  if (isCorner(node)) {
    const prev = neighbourNode(edited.path, i, -1) ?? node;
    const after = neighbourNode(edited.path, i, 1) ?? node;
    // Direction of the tangent: from the previous neighbour to the next.
    const dx = (after.x - prev.x) / 6;
    const dy = (after.y - prev.y) / 6;
    next = { ...node, in: { x: node.x - dx, y: node.y - dy }, out: { x: node.x + dx, y: node.y + dy } };
  } else {
    next = { ...node, in: { x: node.x, y: node.y }, out: { x: node.x, y: node.y } };
  }
  return writeNodes(run, edited.layer, { ...edited.path, nodes: nodes.map((n, j) => (j === i ? next : n)) });
}

/** Whether the layer's path can be edited node by node (any readable path data: arcs and quadratics become cubics). */
export function canEditNodes(layer: Layer): boolean {
  return layer.type === 'path' && layerNodes(layer) !== null;
}

export type ToolKeyAction = 'finish' | 'leave' | 'undoNode' | 'deleteNode' | null;

/**
 * Keys while a tool is in use, before the editor's own shortcuts (which would delete or
 * deselect the layer): Enter finishes, Esc leaves, Backspace/Delete take back the pen's last
 * node or delete the selected node.
 */
export function toolKeyAction(state: ReturnType<ToolStore['get']>, key: string): ToolKeyAction {
  if (state.kind === 'none') return null;
  if (key === 'Escape') return 'leave';
  if (key === 'Enter') return state.kind === 'pen' ? 'finish' : 'leave';
  if (key === 'Backspace' || key === 'Delete') {
    if (state.kind === 'pen') return state.nodes.length > 0 ? 'undoNode' : null;
    if (state.kind === 'nodes') return state.selected === null ? null : 'deleteNode';
  }
  return null;
}
