import { describe, expect, it } from 'vitest';
import type { PathLayer } from '../../../workers/core/model/index.ts';
import { undo } from '../store/index.ts';
import { createTestEditor, type TestEditor } from '../testing/createTestEditor.ts';
import { isCorner, layerNodes } from './pathNodes.ts';
import { deleteSelectedNode, finishPen, toggleSelectedNodeSmooth, toolKeyAction } from './toolActions.ts';

// The 1000×1000 canvas is shown at half size, 20 px from the stage's corner: doc (x, y) is stage (20 + x/2, 20 + y/2).
const fitted = { scale: 0.5, x: 20, y: 20 };
const stage = (x: number, y: number): [number, number] => [20 + x / 2, 20 + y / 2];
const tap = (t: TestEditor, x: number, y: number) => t.drag(stage(x, y), stage(x, y), 1);
const doc = (t: TestEditor) => t.store.getState().editor.document;
const paths = (t: TestEditor) => doc(t).layers.filter((l): l is PathLayer => l.type === 'path');

/** Pen: corners at (200,200), (800,200), a curve dragged out of (800,800), a corner at (200,800), then a tap on the first node. */
function drawClosedPath(t: TestEditor) {
  t.tools.set({ kind: 'pen', nodes: [] });
  tap(t, 200, 200);
  tap(t, 800, 200);
  t.drag(stage(800, 800), stage(900, 800), 6);
  tap(t, 200, 800);
  tap(t, 200, 200);
}

describe('pen', () => {
  it('taps make corners, a drag makes a curve, a tap on the first node closes the path: one layer, one undo step', () => {
    const t = createTestEditor({ fitted });
    drawClosedPath(t);
    const [path] = paths(t);
    expect(path).toBeDefined();
    const nodes = layerNodes(path!)!;
    expect(nodes.closed).toBe(true);
    expect(nodes.nodes.map((n) => [Math.round(n.x), Math.round(n.y)])).toEqual([
      [200, 200],
      [800, 200],
      [800, 800],
      [200, 800],
    ]);
    expect(nodes.nodes.map(isCorner)).toEqual([true, true, false, true]);
    // The dragged node's handles: out under the finger, in mirrored.
    expect(nodes.nodes[2]!.out.x).toBeCloseTo(900, 0);
    expect(nodes.nodes[2]!.in.x).toBeCloseTo(700, 0);
    expect(path!.fill).not.toBe('');
    expect(t.tools.get().kind).toBe('none');
    expect(t.selection()).toEqual([path!.id]);
    expect(t.past()).toBe(1);
    // The render worker's copy has it too.
    expect(t.rendered().layers.some((l) => l.id === path!.id)).toBe(true);
    t.store.dispatch(undo());
    expect(paths(t)).toHaveLength(0);
  });

  it('完成 ends an open path as a stroked line; fewer than two nodes add nothing', () => {
    const t = createTestEditor({ fitted });
    t.tools.set({ kind: 'pen', nodes: [] });
    tap(t, 100, 100);
    expect(finishPen(t.tools, doc(t), t.run, false)).toBeNull();
    expect(paths(t)).toHaveLength(0);
    t.tools.set({ kind: 'pen', nodes: [] });
    tap(t, 100, 100);
    tap(t, 500, 300);
    expect(finishPen(t.tools, doc(t), t.run, false)?.ok).toBe(true);
    const [line] = paths(t);
    expect(layerNodes(line!)!.closed).toBe(false);
    expect(line).toMatchObject({ fill: '', stroke: '#1f2329' });
    expect(line!.lineWidth).toBeGreaterThan(0);
  });

  it('a second finger turns the pen’s gesture into a pinch, and the node it began is dropped', () => {
    const t = createTestEditor({ fitted });
    t.tools.set({ kind: 'pen', nodes: [] });
    tap(t, 100, 100);
    t.gestures.pointerDown(t.pointer(200, 200, { id: 7 }));
    t.gestures.pointerDown(t.pointer(300, 300, { id: 8 }));
    t.gestures.pointerMove(t.pointer(350, 350, { id: 8 }));
    t.gestures.pointerUp(t.pointer(350, 350, { id: 8 }));
    t.gestures.pointerUp(t.pointer(200, 200, { id: 7 }));
    const state = t.tools.get();
    expect(state.kind === 'pen' && state.nodes.length).toBe(1);
    expect(t.view()).not.toEqual(fitted);
  });
});

describe('node editing', () => {
  function editing() {
    const t = createTestEditor({ fitted });
    drawClosedPath(t);
    const id = paths(t)[0]!.id;
    t.tools.set({ kind: 'nodes', layerId: id, selected: null });
    return { t, id, nodes: () => layerNodes(t.layer(id) as PathLayer)!.nodes };
  }

  it('dragging a node moves it alone; the drag is one undo step', () => {
    const { t, nodes } = editing();
    const before = t.past();
    t.drag(stage(200, 200), stage(100, 120), 8);
    expect(Math.round(nodes()[0]!.x)).toBe(100);
    expect(Math.round(nodes()[0]!.y)).toBe(120);
    expect(Math.round(nodes()[1]!.x)).toBe(800);
    expect(t.past()).toBe(before + 1);
    t.store.dispatch(undo());
    expect(Math.round(nodes()[0]!.x)).toBe(200);
  });

  it('dragging a handle bends the curve; its mirror follows', () => {
    const { t, nodes } = editing();
    t.drag(stage(900, 800), stage(900, 900), 4);
    expect(nodes()[2]!.out.y).toBeCloseTo(900, 0);
    expect(nodes()[2]!.in.y).toBeCloseTo(700, 0);
  });

  it('a tapped node can be deleted (one undo step) and turned smooth or back into a corner', () => {
    const { t, nodes } = editing();
    tap(t, 800, 200);
    expect(t.tools.get()).toMatchObject({ kind: 'nodes', selected: 1 });
    expect(toggleSelectedNodeSmooth(t.tools, doc(t), t.run)?.ok).toBe(true);
    expect(isCorner(nodes()[1]!)).toBe(false);
    const before = t.past();
    expect(deleteSelectedNode(t.tools, doc(t), t.run)?.ok).toBe(true);
    expect(nodes()).toHaveLength(3);
    expect(t.past()).toBe(before + 1);
    // A closed path keeps three nodes.
    tap(t, 200, 200);
    expect(deleteSelectedNode(t.tools, doc(t), t.run)).toBeNull();
  });

  it('a gesture away from the nodes is the default one, and deselecting the path ends node editing', () => {
    const { t } = editing();
    tap(t, 950, 950);
    expect(t.selection()).toEqual([]);
    t.drag(stage(500, 500), stage(500, 500), 1);
    expect(t.tools.get().kind).toBe('none');
  });
});

describe('tool keys', () => {
  it('Enter finishes the pen, Esc leaves, Backspace takes back the last node or deletes the selected node', () => {
    const node = { x: 0, y: 0, in: { x: 0, y: 0 }, out: { x: 0, y: 0 } };
    expect(toolKeyAction({ kind: 'none' }, 'Delete')).toBeNull();
    expect(toolKeyAction({ kind: 'pen', nodes: [node] }, 'Enter')).toBe('finish');
    expect(toolKeyAction({ kind: 'pen', nodes: [node] }, 'Backspace')).toBe('undoNode');
    expect(toolKeyAction({ kind: 'pen', nodes: [] }, 'Backspace')).toBeNull();
    expect(toolKeyAction({ kind: 'nodes', layerId: 'p', selected: 2 }, 'Delete')).toBe('deleteNode');
    expect(toolKeyAction({ kind: 'nodes', layerId: 'p', selected: null }, 'Delete')).toBeNull();
    expect(toolKeyAction({ kind: 'crop', imageId: 'i', frameId: 'f', gesture: 'g' }, 'Escape')).toBe('leave');
    expect(toolKeyAction({ kind: 'crop', imageId: 'i', frameId: 'f', gesture: 'g' }, 'Delete')).toBeNull();
  });
});
