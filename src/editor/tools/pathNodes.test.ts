import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLayer, type PathLayer, type Point } from '../../../workers/core/model/index.ts';
import { corner, deleteNode, docToLocal, layerNodes, localToDoc, moveAnchor, moveHandle, nodesToPathData, pathDataToNodes, pathGeometryFor, pathGeometryFromDoc, type PathNode, type PathNodes } from './pathNodes.ts';

const coord = fc.integer({ min: -2000, max: 2000 }).map((n) => n / 4);
const point = fc.record({ x: coord, y: coord });
const node: fc.Arbitrary<PathNode> = fc.tuple(point, fc.boolean(), point).map(([at, curved, handle]) =>
  curved ? { x: at.x, y: at.y, out: handle, in: { x: 2 * at.x - handle.x, y: 2 * at.y - handle.y } } : corner(at),
);
// An open path's ends have no outer handles to write: they come without them.
const bareEnds = (p: PathNodes): PathNodes => {
  if (p.closed) return p;
  const nodes = p.nodes.map((n, i) => ({ ...n, in: i === 0 ? { x: n.x, y: n.y } : n.in, out: i === p.nodes.length - 1 ? { x: n.x, y: n.y } : n.out }));
  return { closed: false, nodes };
};
const path: fc.Arbitrary<PathNodes> = fc
  .record({ nodes: fc.array(node, { minLength: 2, maxLength: 8 }), closed: fc.boolean() })
  // Two nodes on the same spot at the ends of a closed path are read back as one (the closing point).
  .filter((p) => !(p.closed && p.nodes[0]!.x === p.nodes.at(-1)!.x && p.nodes[0]!.y === p.nodes.at(-1)!.y))
  .map(bareEnds);

const close = (a: Point, b: Point) => {
  expect(a.x).toBeCloseTo(b.x, 1);
  expect(a.y).toBeCloseTo(b.y, 1);
};
const sameNodes = (a: PathNodes, b: PathNodes) => {
  expect(a.closed).toBe(b.closed);
  expect(a.nodes).toHaveLength(b.nodes.length);
  a.nodes.forEach((n, i) => {
    const m = b.nodes[i]!;
    close(n, m);
    close(n.in, m.in);
    close(n.out, m.out);
  });
};

const geometry = fc.record({
  rotate: fc.integer({ min: 0, max: 359 }),
  scale: fc.integer({ min: 1, max: 40 }).map((n) => n / 10),
  flip: fc.boolean(),
  flipY: fc.boolean(),
});

describe('path nodes', () => {
  it('path data written from nodes reads back as the same nodes', () => {
    fc.assert(fc.property(path, (p) => sameNodes(pathDataToNodes(nodesToPathData(p))!, p)));
  });

  it('reads relative and H/V commands, and refuses what it cannot edit', () => {
    expect(pathDataToNodes('m10 10 h20 v20 l-20 0 z')).toEqual({
      closed: true,
      nodes: [corner({ x: 10, y: 10 }), corner({ x: 30, y: 10 }), corner({ x: 30, y: 30 }), corner({ x: 10, y: 30 })],
    });
    expect(pathDataToNodes('M0 0 A10 10 0 0 1 20 20')).toBeNull();
    expect(pathDataToNodes('M0 0 L10 10 M20 20 L30 30')).toBeNull();
    expect(pathDataToNodes('')).toBeNull();
  });

  it('a layer made from canvas nodes gives those nodes back', () => {
    fc.assert(
      fc.property(path, (p) => {
        const layer = createLayer('path', pathGeometryFromDoc(p)) as PathLayer;
        sameNodes(layerNodes(layer)!, p);
      }),
    );
  });

  it('refitting a turned, scaled, flipped layer to edited nodes puts every node where it was asked to be', () => {
    fc.assert(
      fc.property(path, geometry, fc.nat(), point, (p, g, pick, to) => {
        const layer = { ...(createLayer('path', pathGeometryFromDoc(p)) as PathLayer), ...g };
        const before = layerNodes(layer)!;
        const index = pick % before.nodes.length;
        const edited = moveAnchor(before, index, to);
        const after = { ...layer, ...pathGeometryFor(layer, edited) };
        sameNodes(layerNodes(after)!, edited);
        // The box's own turn, scale and flips are kept.
        expect(after).toMatchObject(g);
      }),
    );
  });

  it('a symmetric node stays symmetric when one handle moves; a corner moves one handle only', () => {
    const smooth: PathNodes = { closed: false, nodes: [{ x: 0, y: 0, in: { x: -10, y: 0 }, out: { x: 10, y: 0 } }, corner({ x: 50, y: 0 })] };
    const moved = moveHandle(smooth, 0, 'out', { x: 0, y: 20 });
    expect(moved.nodes[0]).toMatchObject({ out: { x: 0, y: 20 }, in: { x: 0, y: -20 } });
    const broken: PathNodes = { closed: false, nodes: [{ x: 0, y: 0, in: { x: -10, y: 5 }, out: { x: 10, y: 0 } }, corner({ x: 50, y: 0 })] };
    expect(moveHandle(broken, 0, 'out', { x: 0, y: 20 }).nodes[0]!.in).toEqual({ x: -10, y: 5 });
  });

  it('a node can be deleted while an open path keeps 2 nodes and a closed one 3', () => {
    const nodes = [corner({ x: 0, y: 0 }), corner({ x: 10, y: 0 }), corner({ x: 10, y: 10 })];
    expect(deleteNode({ closed: false, nodes }, 1)?.nodes).toEqual([nodes[0], nodes[2]]);
    expect(deleteNode({ closed: true, nodes }, 1)).toBeNull();
    expect(deleteNode({ closed: false, nodes: nodes.slice(0, 2) }, 0)).toBeNull();
  });

  it('layer px map to canvas px and back', () => {
    fc.assert(
      fc.property(geometry, point, (g, p) => {
        const layer = { ...createLayer('path', { x: 100, y: 50, width: 300, height: 200 }), ...g } as PathLayer;
        close(docToLocal(layer, localToDoc(layer, p)), p);
      }),
    );
  });
});
