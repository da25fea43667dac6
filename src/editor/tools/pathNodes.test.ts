import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLayer, type PathLayer, type Point } from '../../../workers/core/model/index.ts';
import { arcCentre, walkPath } from '../../../workers/core/path/pathWalk.ts';
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


// --- any SVG path data, and the shape it draws (sampled from the data itself: arcs on their ellipse, not as cubics) ---

const n = fc.integer({ min: -400, max: 400 }).map((v) => v / 4);
const segmentData = fc.oneof(
  fc.tuple(fc.constantFrom('L', 'l', 'T', 't'), n, n).map(([c, x, y]) => `${c}${x} ${y}`),
  fc.tuple(fc.constantFrom('H', 'h', 'V', 'v'), n).map(([c, v]) => `${c}${v}`),
  fc.tuple(fc.constantFrom('Q', 'q', 'S', 's'), n, n, n, n).map(([c, ...v]) => `${c}${v.join(' ')}`),
  fc.tuple(fc.constantFrom('C', 'c'), n, n, n, n, n, n).map(([c, ...v]) => `${c}${v.join(' ')}`),
  fc
    .tuple(fc.constantFrom('A', 'a'), fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 120 }), fc.integer({ min: 0, max: 359 }), fc.boolean(), fc.boolean(), n, n)
    .map(([c, rx, ry, deg, large, sweep, x, y]) => `${c}${rx} ${ry} ${deg} ${large ? 1 : 0} ${sweep ? 1 : 0} ${x} ${y}`),
);
const subpathData = fc
  .tuple(fc.constantFrom('M', 'm'), n, n, fc.array(segmentData, { minLength: 1, maxLength: 5 }), fc.boolean())
  .map(([m, x, y, segments, closed]) => `${m}${x} ${y} ${segments.join(' ')}${closed ? ' Z' : ''}`);
const pathData = fc.array(subpathData, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(' '));

/** Polylines through the path's outline, one per subpath (a Z adds the closing side), points at most `chord` px apart along each segment's hull. */
function samplePath(d: string, chord = 0.5): Point[][] {
  const parts: Point[][] = [];
  let current: Point = { x: 0, y: 0 };
  let start = current;
  const add = (p: Point) => parts[parts.length - 1]!.push(p);
  const hull = (points: Point[]) => points.slice(1).reduce((sum, p, i) => sum + Math.hypot(p.x - points[i]!.x, p.y - points[i]!.y), 0);
  const steps = (length: number, f: (t: number) => Point) => {
    const count = Math.min(20_000, Math.max(8, Math.ceil(length / chord)));
    for (let i = 1; i <= count; i += 1) add(f(i / count));
  };
  const line = (p: Point) => {
    const from = current;
    steps(hull([from, p]), (t) => ({ x: from.x + (p.x - from.x) * t, y: from.y + (p.y - from.y) * t }));
    current = p;
  };
  walkPath(d, {
    move(p) {
      parts.push([p]);
      current = start = p;
    },
    line,
    cubic(c1, c2, p) {
      const a = current;
      steps(hull([a, c1, c2, p]), (t) => {
        const u = 1 - t;
        return { x: u * u * u * a.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x, y: u * u * u * a.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y };
      });
      current = p;
    },
    quad(c, p) {
      const a = current;
      steps(hull([a, c, p]), (t) => ({ x: (1 - t) ** 2 * a.x + 2 * (1 - t) * t * c.x + t * t * p.x, y: (1 - t) ** 2 * a.y + 2 * (1 - t) * t * c.y + t * t * p.y }));
      current = p;
    },
    arc(a) {
      const e = arcCentre(a);
      if (!e) return line(a.to);
      const [cos, sin] = [Math.cos(e.phi), Math.sin(e.phi)];
      steps(Math.abs(e.delta) * Math.max(e.rx, e.ry), (t) => {
        const th = e.start + e.delta * t;
        return { x: e.cx + e.rx * cos * Math.cos(th) - e.ry * sin * Math.sin(th), y: e.cy + e.rx * sin * Math.cos(th) + e.ry * cos * Math.sin(th) };
      });
      current = a.to;
    },
    close() {
      line(start);
      current = start;
    },
  });
  return parts.filter((part) => part.length > 1);
}

function toSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

/** Grid cell for the outline's pieces (px): a point farther than this from the other outline counts as this far (a failure at any sane tolerance). */
const CELL = 2;

/** The farthest any sample of either outline is from the other outline (a Hausdorff distance over the polylines), up to CELL. */
function shapeDistance(a: Point[][], b: Point[][]): number {
  const oneWay = (from: Point[][], to: Point[][]) => {
    const cells = new Map<string, [Point, Point][]>();
    for (const line of to) {
      for (let i = 1; i < line.length; i += 1) {
        const [p, q] = [line[i - 1]!, line[i]!];
        for (let x = Math.floor(Math.min(p.x, q.x) / CELL); x <= Math.floor(Math.max(p.x, q.x) / CELL); x += 1)
          for (let y = Math.floor(Math.min(p.y, q.y) / CELL); y <= Math.floor(Math.max(p.y, q.y) / CELL); y += 1) {
            const key = `${x},${y}`;
            const list = cells.get(key);
            if (list) list.push([p, q]);
            else cells.set(key, [[p, q]]);
          }
      }
    }
    let worst = 0;
    for (const part of from) {
      for (const p of part) {
        let best = CELL;
        const [cx, cy] = [Math.floor(p.x / CELL), Math.floor(p.y / CELL)];
        for (let x = cx - 1; x <= cx + 1; x += 1) for (let y = cy - 1; y <= cy + 1; y += 1) for (const [s, e] of cells.get(`${x},${y}`) ?? []) best = Math.min(best, toSegment(p, s, e));
        worst = Math.max(worst, best);
      }
    }
    return worst;
  };
  return Math.max(oneWay(a, b), oneWay(b, a));
}

/** How far apart two drawings of one shape may be: rounding to 0.01 px, and an arc's cubics (≤ 2.7e-4 of the radius off at 90° a piece), over the shape's size. */
function toleranceFor(parts: Point[][]): number {
  const points = parts.flat();
  const extent = Math.max(1, ...points.map((p) => Math.abs(p.x)), ...points.map((p) => Math.abs(p.y)));
  return 0.03 + 5e-4 * extent;
}

describe('path nodes', () => {
  it('path data written from nodes reads back as the same nodes', () => {
    fc.assert(fc.property(path, (p) => sameNodes(pathDataToNodes(nodesToPathData(p))!, p)));
  });

  it('reads relative and H/V commands, and refuses only what cannot be read or draws nothing', () => {
    expect(pathDataToNodes('m10 10 h20 v20 l-20 0 z')).toEqual({
      closed: true,
      nodes: [corner({ x: 10, y: 10 }), corner({ x: 30, y: 10 }), corner({ x: 30, y: 30 }), corner({ x: 10, y: 30 })],
    });
    expect(pathDataToNodes('')).toBeNull();
    expect(pathDataToNodes('M0 0')).toBeNull();
    expect(pathDataToNodes('M0 0 L10 10 X20 20')).toBeNull();
    expect(pathDataToNodes('L10 10 L20 20')).toBeNull();
  });

  it('reads quadratics, arcs and several subpaths: a ring is two closed parts, each edited on its own', () => {
    const quad = pathDataToNodes('M0 0 Q30 30 60 0')!;
    expect(quad.nodes).toHaveLength(2);
    close(quad.nodes[0]!.out, { x: 20, y: 20 });
    close(quad.nodes[1]!.in, { x: 40, y: 20 });
    // Outer circle r 50 and inner r 20 about (50, 50), as icon data writes a ring.
    const ring = pathDataToNodes('M0 50a50 50 0 1 0 100 0a50 50 0 1 0-100 0zM30 50a20 20 0 1 1 40 0a20 20 0 1 1-40 0z')!;
    expect(ring.parts).toEqual([{ start: 0, closed: true }, { start: 4, closed: true }]);
    expect(ring.nodes).toHaveLength(8);
    for (const n of ring.nodes.slice(0, 4)) expect(Math.hypot(n.x - 50, n.y - 50)).toBeCloseTo(50, 6);
    for (const n of ring.nodes.slice(4)) expect(Math.hypot(n.x - 50, n.y - 50)).toBeCloseTo(20, 6);
    // A node of the inner circle goes; the outer keeps its four, the inner part starts where it did.
    const fewer = deleteNode(ring, 5)!;
    expect(fewer.parts).toEqual([{ start: 0, closed: true }, { start: 4, closed: true }]);
    expect(fewer.nodes).toHaveLength(7);
    expect(deleteNode(ring, 1)!.parts).toEqual([{ start: 0, closed: true }, { start: 3, closed: true }]);
    expect(deleteNode(deleteNode(ring, 5)!, 5)).toBeNull();
    // Written back: one M per part.
    expect(nodesToPathData(ring).match(/M/g)).toHaveLength(2);
  });

  it('property: any path data turned into nodes and written back, or refitted to its layer without a move, draws the same shape', () => {
    fc.assert(
      fc.property(pathData, geometry, (d, g) => {
        const nodes = pathDataToNodes(d);
        if (!nodes) return;
        const drawn = samplePath(d);
        const tolerance = toleranceFor(drawn);
        expect(shapeDistance(drawn, samplePath(nodesToPathData(nodes)))).toBeLessThan(tolerance);
        // Node editing on a turned, scaled, flipped layer: the nodes in canvas px, refitted untouched.
        const layer = { ...(createLayer('path', { x: 40, y: 30, width: 200, height: 150, text: d }) as PathLayer), ...g };
        const edited = layerNodes(layer)!;
        const after = { ...layer, ...pathGeometryFor(layer, moveAnchor(edited, 0, edited.nodes[0]!)) };
        const onCanvas = (l: PathLayer) => samplePath(l.text).map((part) => part.map((p) => localToDoc(l, p)));
        expect(shapeDistance(onCanvas(layer), onCanvas(after))).toBeLessThan(tolerance * Math.max(1, g.scale) + 0.03);
      }),
      { numRuns: 60 },
    );
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
