// A path layer's nodes: anchors with optional cubic handles, read from and written to the
// layer's `text` (SVG path data in layer pixels, origin at the box's top-left). Pure maths,
// shared by the pen (new paths) and node editing (existing ones).
import type { Layer, PathLayer, Point } from '../../../workers/core/model/index.ts';

/** One anchor; `in`/`out` are its handles (equal to the anchor: none, a corner). */
export interface PathNode {
  x: number;
  y: number;
  in: Point;
  out: Point;
}

export interface PathNodes {
  nodes: PathNode[];
  closed: boolean;
}

type Geometry = Pick<Layer, 'x' | 'y' | 'width' | 'height' | 'scale' | 'rotate' | 'flip' | 'flipY'>;

const EPS = 1e-6;
const same = (a: Point, b: Point) => Math.abs(a.x - b.x) < EPS && Math.abs(a.y - b.y) < EPS;
const round = (n: number) => Math.round(n * 100) / 100;
const fmt = (p: Point) => `${round(p.x)} ${round(p.y)}`;

export function corner(p: Point): PathNode {
  return { x: p.x, y: p.y, in: { x: p.x, y: p.y }, out: { x: p.x, y: p.y } };
}

/** A node that is a corner (no handles). */
export function isCorner(node: PathNode): boolean {
  return same(node.in, node) && same(node.out, node);
}

/** Absolute M/L/C commands, Z to close (a C when either end has a handle). */
export function nodesToPathData({ nodes, closed }: PathNodes): string {
  const first = nodes[0];
  if (!first) return '';
  let d = `M${fmt(first)}`;
  const segment = (a: PathNode, b: PathNode) => (same(a.out, a) && same(b.in, b) ? `L${fmt(b)}` : `C${fmt(a.out)} ${fmt(b.in)} ${fmt(b)}`);
  for (let i = 1; i < nodes.length; i += 1) d += segment(nodes[i - 1]!, nodes[i]!);
  if (closed && nodes.length > 1) {
    const last = nodes[nodes.length - 1]!;
    // A straight closing side is left to Z; a curved one is drawn back to the first anchor.
    if (!(same(last.out, last) && same(first.in, first))) d += segment(last, first);
    d += 'Z';
  }
  return d;
}

const TOKEN = /([MmLlHhVvCcZz])|(-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)/g;

/**
 * The nodes of path data made of one subpath of M, L, H, V, C and Z (absolute or relative),
 * as the pen writes it; null for anything else (arcs, quadratics, several subpaths), which
 * then cannot be edited node by node.
 */
export function pathDataToNodes(d: string): PathNodes | null {
  const tokens = [...d.matchAll(TOKEN)].map((m) => m[1] ?? Number(m[2]));
  // Only commands and numbers: anything the tokenizer skipped (other letters) makes it unreadable.
  if (d.replace(TOKEN, '').replace(/[\s,]/g, '') !== '') return null;
  const nodes: PathNode[] = [];
  let closed = false;
  let i = 0;
  let command = '';
  let cur: Point = { x: 0, y: 0 };
  const num = (): number | null => {
    const t = tokens[i];
    if (typeof t !== 'number') return null;
    i += 1;
    return t;
  };
  while (i < tokens.length) {
    const t = tokens[i];
    if (typeof t === 'string') {
      command = t;
      i += 1;
    } else if (command === '' || /[Zz]/.test(command)) return null;
    if (closed) return null;
    const rel = command === command.toLowerCase();
    const at = (x: number, y: number): Point => (rel ? { x: cur.x + x, y: cur.y + y } : { x, y });
    switch (command.toUpperCase()) {
      case 'M':
      case 'L': {
        if (command.toUpperCase() === 'M' && nodes.length > 0) return null;
        const x = num();
        const y = num();
        if (x === null || y === null) return null;
        cur = at(x, y);
        nodes.push(corner(cur));
        // Numbers after a moveto are linetos.
        if (command === 'M') command = 'L';
        if (command === 'm') command = 'l';
        break;
      }
      case 'H':
      case 'V': {
        const v = num();
        if (v === null || nodes.length === 0) return null;
        const horizontal = command.toUpperCase() === 'H';
        cur = horizontal ? { x: rel ? cur.x + v : v, y: cur.y } : { x: cur.x, y: rel ? cur.y + v : v };
        nodes.push(corner(cur));
        break;
      }
      case 'C': {
        const n = [num(), num(), num(), num(), num(), num()];
        if (n.some((v) => v === null) || nodes.length === 0) return null;
        const [x1, y1, x2, y2, x, y] = n as number[];
        const prev = nodes[nodes.length - 1]!;
        prev.out = at(x1!, y1!);
        const handle = at(x2!, y2!);
        cur = at(x!, y!);
        nodes.push({ x: cur.x, y: cur.y, in: handle, out: { ...cur } });
        break;
      }
      case 'Z':
        closed = true;
        break;
      default:
        return null;
    }
  }
  if (nodes.length === 0) return null;
  // A curved closing side ends on the first anchor: that end is the first node's in handle.
  const first = nodes[0]!;
  const last = nodes[nodes.length - 1]!;
  if (closed && nodes.length > 2 && same(first, last)) {
    first.in = last.in;
    nodes.pop();
  }
  return { nodes, closed };
}

// --- layer pixels ↔ canvas pixels (docs/editor-model.md "Geometry convention") ---

function frame(g: Geometry) {
  const rad = (g.rotate * Math.PI) / 180;
  return { cos: Math.cos(rad), sin: Math.sin(rad), sx: g.scale * (g.flip ? -1 : 1), sy: g.scale * (g.flipY ? -1 : 1), cx: g.x + g.width / 2, cy: g.y + g.height / 2 };
}

export function localToDoc(g: Geometry, p: Point): Point {
  const f = frame(g);
  const lx = (p.x - g.width / 2) * f.sx;
  const ly = (p.y - g.height / 2) * f.sy;
  return { x: f.cx + lx * f.cos - ly * f.sin, y: f.cy + lx * f.sin + ly * f.cos };
}

export function docToLocal(g: Geometry, p: Point): Point {
  const f = frame(g);
  const dx = p.x - f.cx;
  const dy = p.y - f.cy;
  return { x: (dx * f.cos + dy * f.sin) / f.sx + g.width / 2, y: (-dx * f.sin + dy * f.cos) / f.sy + g.height / 2 };
}

const mapNode = (node: PathNode, map: (p: Point) => Point): PathNode => {
  const at = map(node);
  return { x: at.x, y: at.y, in: map(node.in), out: map(node.out) };
};

/** The layer's nodes in canvas pixels, or null when its path cannot be edited node by node. */
export function layerNodes(layer: PathLayer): PathNodes | null {
  const parsed = pathDataToNodes(layer.text);
  return parsed && { closed: parsed.closed, nodes: parsed.nodes.map((n) => mapNode(n, (p) => localToDoc(layer, p))) };
}

/** Every anchor and handle: the control hull holds the whole curve. */
function hull(nodes: readonly PathNode[]) {
  const points = nodes.flatMap((n) => [n, n.in, n.out]);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/** The smallest box side (layer px): a straight horizontal path still has a box to hold. */
const MIN_SIDE = 1;

export type PathGeometry = Pick<PathLayer, 'x' | 'y' | 'width' | 'height' | 'text'>;

/** A new, unturned path layer's box and path data for nodes given in canvas pixels. */
export function pathGeometryFromDoc(path: PathNodes): PathGeometry {
  const box = hull(path.nodes);
  const width = Math.max(box.maxX - box.minX, MIN_SIDE);
  const height = Math.max(box.maxY - box.minY, MIN_SIDE);
  const shift = (p: Point) => ({ x: p.x - box.minX, y: p.y - box.minY });
  return { x: box.minX, y: box.minY, width, height, text: nodesToPathData({ closed: path.closed, nodes: path.nodes.map((n) => mapNode(n, shift)) }) };
}

/**
 * The layer's new box and path data for nodes given in canvas pixels, keeping its rotation,
 * scale and flips: the box is refitted to the nodes in the layer's own frame and moved so
 * that every node lands where it was asked to (nodes that did not move stay put).
 */
export function pathGeometryFor(layer: PathLayer, path: PathNodes): PathGeometry {
  const local = path.nodes.map((n) => mapNode(n, (p) => docToLocal(layer, p)));
  const box = hull(local);
  const width = Math.max(box.maxX - box.minX, MIN_SIDE);
  const height = Math.max(box.maxY - box.minY, MIN_SIDE);
  const shift = (p: Point) => ({ x: p.x - box.minX, y: p.y - box.minY });
  // Where the new box's centre must be: the old frame's point at the new box's centre.
  const centre = localToDoc(layer, { x: box.minX + width / 2, y: box.minY + height / 2 });
  return {
    x: centre.x - width / 2,
    y: centre.y - height / 2,
    width,
    height,
    text: nodesToPathData({ closed: path.closed, nodes: local.map((n) => mapNode(n, shift)) }),
  };
}

// --- edits (canvas pixels) ---

export type NodePart = 'anchor' | 'in' | 'out';

/** Moves an anchor with its handles, so the curve keeps its shape around it. */
export function moveAnchor(path: PathNodes, index: number, to: Point): PathNodes {
  return {
    closed: path.closed,
    nodes: path.nodes.map((n, i) => {
      if (i !== index) return n;
      const dx = to.x - n.x;
      const dy = to.y - n.y;
      return { x: to.x, y: to.y, in: { x: n.in.x + dx, y: n.in.y + dy }, out: { x: n.out.x + dx, y: n.out.y + dy } };
    }),
  };
}

/** Whether the two handles are mirror images about the anchor (a smooth, symmetric node). */
function symmetric(n: PathNode): boolean {
  return Math.abs(n.in.x + n.out.x - 2 * n.x) < 0.01 && Math.abs(n.in.y + n.out.y - 2 * n.y) < 0.01 && !isCorner(n);
}

/** Moves one handle; the other follows as its mirror image when the node was symmetric (a smooth curve stays smooth). */
export function moveHandle(path: PathNodes, index: number, part: 'in' | 'out', to: Point): PathNodes {
  return {
    closed: path.closed,
    nodes: path.nodes.map((n, i) => {
      if (i !== index) return n;
      const other = part === 'in' ? 'out' : 'in';
      const mirrored = symmetric(n) ? { x: 2 * n.x - to.x, y: 2 * n.y - to.y } : n[other];
      return { ...n, [part]: { ...to }, [other]: mirrored };
    }),
  };
}

/** The fewest nodes a path keeps (a node is refused deletion below it). */
export const MIN_NODES = 2;

/** Without the node; null when the path would have fewer than MIN_NODES (closed: 3). */
export function deleteNode(path: PathNodes, index: number): PathNodes | null {
  const least = path.closed ? MIN_NODES + 1 : MIN_NODES;
  if (path.nodes.length <= least || index < 0 || index >= path.nodes.length) return null;
  return { closed: path.closed, nodes: path.nodes.filter((_, i) => i !== index) };
}

/** The anchor or handle nearest to `at` within `radius` (canvas px); anchors win ties so a corner's hidden handles never steal it. */
export function hitNode(path: PathNodes, at: Point, radius: number, handlesOf: (index: number) => boolean): { index: number; part: NodePart } | null {
  let best: { index: number; part: NodePart; distance: number } | null = null;
  const consider = (index: number, part: NodePart, p: Point) => {
    const distance = Math.hypot(p.x - at.x, p.y - at.y);
    if (distance <= radius && (!best || distance < best.distance - EPS)) best = { index, part, distance };
  };
  path.nodes.forEach((n, i) => consider(i, 'anchor', n));
  path.nodes.forEach((n, i) => {
    if (!handlesOf(i)) return;
    if (!same(n.in, n)) consider(i, 'in', n.in);
    if (!same(n.out, n)) consider(i, 'out', n.out);
  });
  const found = best as { index: number; part: NodePart } | null;
  return found && { index: found.index, part: found.part };
}
