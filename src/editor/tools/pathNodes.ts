// A path layer's nodes: anchors with optional cubic handles, read from and written to the
// layer's `text` (SVG path data in layer pixels, origin at the box's top-left). Pure maths,
// shared by the pen (new paths) and node editing (existing ones).
import type { Layer, PathLayer, Point } from '../../../workers/core/model/index.ts';
import { arcCubics, walkPath } from '../../../workers/core/path/pathWalk.ts';

/** One anchor; `in`/`out` are its handles (equal to the anchor: none, a corner). */
export interface PathNode {
  x: number;
  y: number;
  in: Point;
  out: Point;
}

export interface PathNodes {
  /** Every subpath's nodes, one subpath after another. */
  nodes: PathNode[];
  /** Whether the path is closed (one subpath); with `parts`, the first part's. */
  closed: boolean;
  /** Several subpaths (a ring, a letter with a hole): each one's first node and whether it is closed, in order; absent: one part. */
  parts?: PathPart[];
}

export interface PathPart {
  start: number;
  closed: boolean;
}

/** The subpaths as node ranges [start, end). */
export function partsOf(path: PathNodes): { start: number; end: number; closed: boolean }[] {
  const parts = path.parts ?? [{ start: 0, closed: path.closed }];
  return parts.map((part, i) => ({ start: part.start, end: parts[i + 1]?.start ?? path.nodes.length, closed: part.closed }));
}

/** The same path with other nodes at the same indexes (a move, a change of frame). */
const withNodes = (path: PathNodes, nodes: PathNode[]): PathNodes => ({ ...path, nodes });

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

/** Absolute M/L/C commands, Z to close (a C when either end has a handle), an M per subpath. */
export function nodesToPathData(path: PathNodes): string {
  const segment = (a: PathNode, b: PathNode) => (same(a.out, a) && same(b.in, b) ? `L${fmt(b)}` : `C${fmt(a.out)} ${fmt(b.in)} ${fmt(b)}`);
  let d = '';
  for (const { start, end, closed } of partsOf(path)) {
    const nodes = path.nodes.slice(start, end);
    const first = nodes[0];
    if (!first) continue;
    d += `M${fmt(first)}`;
    for (let i = 1; i < nodes.length; i += 1) d += segment(nodes[i - 1]!, nodes[i]!);
    if (closed && nodes.length > 1) {
      const last = nodes[nodes.length - 1]!;
      // A straight closing side is left to Z; a curved one is drawn back to the first anchor.
      if (!(same(last.out, last) && same(first.in, first))) d += segment(last, first);
      d += 'Z';
    }
  }
  return d;
}

/**
 * The nodes of any SVG path data (M, L, H, V, C, S, Q, T, A and Z, absolute or relative, any
 * number of subpaths): quadratics become the equal cubic, arcs cubics of at most 90° each (what
 * node editing works on; the drawn shape stays, property-tested). Null when the data cannot be
 * read or draws nothing.
 */
export function pathDataToNodes(d: string): PathNodes | null {
  const nodes: PathNode[] = [];
  const parts: PathPart[] = [];
  let start: Point = { x: 0, y: 0 };
  /** A part is open for segments: false before the first M and right after a Z. */
  let drawing = false;
  let readable = true;
  const last = () => nodes[nodes.length - 1]!;
  const begin = (p: Point) => {
    endPart();
    parts.push({ start: nodes.length, closed: false });
    nodes.push(corner(p));
    start = p;
    drawing = true;
  };
  // After Z the next segment starts a new subpath at the closed one's start (SVG's rule).
  const ensure = () => {
    if (parts.length === 0) readable = false;
    if (!drawing) begin(start);
  };
  /** Ends the current part: a curved closing side that ended on the first anchor becomes that anchor's in handle; a lone moveto is dropped. */
  function endPart() {
    const part = parts[parts.length - 1];
    if (!part) return;
    const count = nodes.length - part.start;
    if (count === 1) {
      nodes.pop();
      parts.pop();
      return;
    }
    const first = nodes[part.start]!;
    if (part.closed && count > 2 && same(first, last())) {
      first.in = last().in;
      nodes.pop();
    }
  }
  const cubic = (c1: Point, c2: Point, p: Point) => {
    ensure();
    last().out = { ...c1 };
    nodes.push({ x: p.x, y: p.y, in: { ...c2 }, out: { x: p.x, y: p.y } });
  };
  const line = (p: Point) => {
    ensure();
    nodes.push(corner(p));
  };
  const walked = walkPath(d, {
    move: begin,
    line,
    cubic,
    quad(c, p) {
      ensure();
      const from = last();
      cubic({ x: from.x + (2 / 3) * (c.x - from.x), y: from.y + (2 / 3) * (c.y - from.y) }, { x: p.x + (2 / 3) * (c.x - p.x), y: p.y + (2 / 3) * (c.y - p.y) }, p);
    },
    arc: (a) => arcCubics(a, cubic, line),
    close() {
      const part = parts[parts.length - 1];
      if (!drawing || !part) return;
      part.closed = true;
      drawing = false;
    },
  });
  endPart();
  // Anything walkPath stopped at, or left unread (other letters), makes the data unreadable.
  if (!walked || !readable || !/^[\s,]*(?:[MmLlHhVvCcSsQqTtAaZz][^A-DF-Za-df-z]*)*$/.test(d) || nodes.length < 2 || parts.length === 0) return null;
  return parts.length === 1 ? { nodes, closed: parts[0]!.closed } : { nodes, closed: parts[0]!.closed, parts };
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
  return parsed && withNodes(parsed, parsed.nodes.map((n) => mapNode(n, (p) => localToDoc(layer, p))));
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
  return { x: box.minX, y: box.minY, width, height, text: nodesToPathData(withNodes(path, path.nodes.map((n) => mapNode(n, shift)))) };
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
    text: nodesToPathData(withNodes(path, local.map((n) => mapNode(n, shift)))),
  };
}

// --- edits (canvas pixels) ---

export type NodePart = 'anchor' | 'in' | 'out';

/** Moves an anchor with its handles, so the curve keeps its shape around it. */
export function moveAnchor(path: PathNodes, index: number, to: Point): PathNodes {
  return withNodes(
    path,
    path.nodes.map((n, i) => {
      if (i !== index) return n;
      const dx = to.x - n.x;
      const dy = to.y - n.y;
      return { x: to.x, y: to.y, in: { x: n.in.x + dx, y: n.in.y + dy }, out: { x: n.out.x + dx, y: n.out.y + dy } };
    }),
  );
}

/** Whether the two handles are mirror images about the anchor (a smooth, symmetric node). */
function symmetric(n: PathNode): boolean {
  return Math.abs(n.in.x + n.out.x - 2 * n.x) < 0.01 && Math.abs(n.in.y + n.out.y - 2 * n.y) < 0.01 && !isCorner(n);
}

/** Moves one handle; the other follows as its mirror image when the node was symmetric (a smooth curve stays smooth). */
export function moveHandle(path: PathNodes, index: number, part: 'in' | 'out', to: Point): PathNodes {
  return withNodes(
    path,
    path.nodes.map((n, i) => {
      if (i !== index) return n;
      const other = part === 'in' ? 'out' : 'in';
      const mirrored = symmetric(n) ? { x: 2 * n.x - to.x, y: 2 * n.y - to.y } : n[other];
      return { ...n, [part]: { ...to }, [other]: mirrored };
    }),
  );
}

/** The fewest nodes a path keeps (a node is refused deletion below it). */
export const MIN_NODES = 2;

/** Without the node; null when its subpath would have fewer than MIN_NODES (closed: 3). */
export function deleteNode(path: PathNodes, index: number): PathNodes | null {
  const part = partsOf(path).find((p) => index >= p.start && index < p.end);
  if (!part) return null;
  const least = part.closed ? MIN_NODES + 1 : MIN_NODES;
  if (part.end - part.start <= least) return null;
  const nodes = path.nodes.filter((_, i) => i !== index);
  return path.parts ? { ...path, nodes, parts: path.parts.map((p) => (p.start > index ? { ...p, start: p.start - 1 } : p)) } : { ...path, nodes };
}

/** The anchor before or after node `index` in its own subpath (around a closed one; an open one's ends have none: the node itself). */
export function neighbourNode(path: PathNodes, index: number, step: -1 | 1): PathNode | undefined {
  const part = partsOf(path).find((p) => index >= p.start && index < p.end);
  if (!part) return undefined;
  const size = part.end - part.start;
  const j = index - part.start + step;
  return path.nodes[part.start + (part.closed ? (j + size) % size : Math.min(Math.max(j, 0), size - 1))];
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
