import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layerCentre, layerCorners, type Box, type Geometry } from '../../../workers/core/model/index.ts';
import { docToLocal, HANDLE_SIGNS, handlesFor, hitTestHandles, localToDoc, placeHandles, type ResizeHandle } from './handles.ts';
import { isTap, moveStep, startMove } from './moveSession.ts';
import { angleDelta, resizeFromHandle, rotationFromPointer } from './resize.ts';
import { snapBox, snapBoxTo, snapLines } from './snap.ts';
import { docToScreen, fitView, pinchView, screenToDoc, zoomAbout } from './view.ts';

const geometry = (g: Partial<Geometry> = {}): Geometry => ({ x: 100, y: 100, width: 200, height: 100, scale: 1, rotate: 0, ...g });
const identity = { scale: 1, x: 0, y: 0 };
const close = (a: number, b: number, digits = 6) => expect(a).toBeCloseTo(b, digits);

describe('view transform', () => {
  it('fits the canvas centred in the stage', () => {
    const view = fitView({ width: 1000, height: 1000 }, { width: 400, height: 600 }, 20);
    close(view.scale, 0.36);
    close(view.x, 20);
    close(view.y, 120);
  });

  it('zooming about a point keeps the document point under it', () => {
    const fitted = { scale: 0.5, x: 10, y: 10 };
    fc.assert(
      fc.property(fc.double({ min: 0, max: 400, noNaN: true }), fc.double({ min: 0, max: 400, noNaN: true }), fc.double({ min: 0.5, max: 2, noNaN: true }), (x, y, f) => {
        const before = screenToDoc(fitted, { x, y });
        const after = docToScreen(zoomAbout(fitted, { x, y }, f, fitted), before);
        close(after.x, x, 4);
        close(after.y, y, 4);
      }),
    );
  });

  it('pinching keeps the document point between the fingers under their midpoint', () => {
    const start = { scale: 1, x: 0, y: 0 };
    const view = pinchView(start, [{ x: 100, y: 100 }, { x: 200, y: 100 }], [{ x: 110, y: 130 }, { x: 310, y: 130 }], start);
    close(view.scale, 2);
    const anchor = docToScreen(view, { x: 150, y: 100 });
    close(anchor.x, 210);
    close(anchor.y, 130);
  });

  it('never zooms past the limits', () => {
    const fitted = { scale: 1, x: 0, y: 0 };
    expect(zoomAbout(fitted, { x: 0, y: 0 }, 1000, fitted).scale).toBe(8);
    expect(zoomAbout(fitted, { x: 0, y: 0 }, 0.0001, fitted).scale).toBe(0.1);
  });
});

describe('handles', () => {
  it('puts the eight handles on the drawn corners and edge midpoints of a rotated box', () => {
    const g = geometry({ rotate: 30, scale: 1.5 });
    const placed = placeHandles(g, identity, ['nw', 'ne', 'se', 'sw', 'n']);
    const corners = layerCorners(g);
    placed.slice(0, 4).forEach((h, i) => {
      close(h.at.x, corners[i]!.x);
      close(h.at.y, corners[i]!.y);
    });
    const n = placed[4]!.at;
    close(n.x, (corners[0].x + corners[1].x) / 2);
    close(n.y, (corners[0].y + corners[1].y) / 2);
  });

  it('puts the rotate handle above the top edge, turning with the layer', () => {
    const [upright] = placeHandles(geometry(), identity, ['rotate']);
    expect(upright!.at).toEqual({ x: 200, y: 100 - 28 });
    const [turned] = placeHandles(geometry({ rotate: 90 }), identity, ['rotate']);
    // Turned a quarter clockwise, "up" points right: above the top edge is right of the box.
    close(turned!.at.x, 200 + 50 + 28);
    close(turned!.at.y, 150);
  });

  it('hits the nearest handle within the radius and nothing outside it', () => {
    const placed = placeHandles(geometry(), identity, ['nw', 'n', 'ne', 'se', 'rotate']);
    expect(hitTestHandles(placed, { x: 105, y: 98 })).toBe('nw');
    expect(hitTestHandles(placed, { x: 303, y: 203 })).toBe('se');
    expect(hitTestHandles(placed, { x: 200, y: 74 })).toBe('rotate');
    expect(hitTestHandles(placed, { x: 200, y: 150 })).toBeNull();
  });

  it('offers text only corner handles and locked layers or the background none', () => {
    const free = { moveable: true, selected: false, crop: false, clipPath: false, hash: '' };
    expect(handlesFor({ type: 'text', status: free }, false)).toEqual(['nw', 'ne', 'se', 'sw', 'rotate']);
    expect(handlesFor({ type: 'square', status: free }, false)).toHaveLength(9);
    expect(handlesFor({ type: 'square', status: { ...free, moveable: false } }, false)).toEqual([]);
    expect(handlesFor({ type: 'rect', status: free }, true)).toEqual([]);
  });

  it('local and document frames round-trip', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 360, noNaN: true }), fc.double({ min: -500, max: 500, noNaN: true }), fc.double({ min: -500, max: 500, noNaN: true }), (rotate, x, y) => {
        const g = geometry({ rotate });
        const back = localToDoc(g, docToLocal(g, { x, y }));
        close(back.x, x, 6);
        close(back.y, y, 6);
      }),
    );
  });
});

describe('resize', () => {
  const free = { keepAspect: false, useScale: false, minSize: 4 };

  it('dragging the east edge widens the box and leaves the west edge in place', () => {
    const r = resizeFromHandle(geometry(), 'e', { x: 350, y: 170 }, free);
    expect(r).toEqual({ x: 100, y: 100, width: 250, height: 100, scale: 1 });
  });

  it('a corner with keepAspect scales both sides by the same factor about the opposite corner', () => {
    const r = resizeFromHandle(geometry(), 'se', { x: 500, y: 300 }, { ...free, keepAspect: true });
    close(r.width / r.height, 2);
    close(r.x, 100);
    close(r.y, 100);
    close(r.width, 400);
  });

  it('with useScale a corner changes the scale, not the box', () => {
    const r = resizeFromHandle(geometry(), 'nw', { x: 0, y: 50 }, { keepAspect: true, useScale: true, minSize: 4 });
    expect(r.width).toBe(200);
    close(r.scale, 1.5);
    const se = layerCorners({ ...r, rotate: 0 })[2];
    close(se.x, 300);
    close(se.y, 200);
  });

  it('keeps the opposite corner or edge fixed on a rotated, scaled layer for any pointer', () => {
    const anchorOf = (g: Geometry, handle: ResizeHandle) => {
      const [sx, sy] = HANDLE_SIGNS[handle];
      return localToDoc(g, { x: (-sx * g.width * g.scale) / 2, y: (-sy * g.height * g.scale) / 2 });
    };
    fc.assert(
      fc.property(
        fc.constantFrom<ResizeHandle>('nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'),
        fc.double({ min: 0, max: 359, noNaN: true }),
        fc.double({ min: 0.3, max: 3, noNaN: true }),
        fc.double({ min: -300, max: 800, noNaN: true }),
        fc.double({ min: -300, max: 800, noNaN: true }),
        fc.boolean(),
        (handle, rotate, scale, px, py, useScale) => {
          const g = geometry({ rotate, scale });
          const corner = handle.length === 2;
          const r = resizeFromHandle(g, handle, { x: px, y: py }, { keepAspect: corner, useScale: corner && useScale, minSize: 4 });
          const before = anchorOf(g, handle);
          const after = anchorOf({ ...r, rotate }, handle);
          close(after.x, before.x, 5);
          close(after.y, before.y, 5);
          expect(Math.min(r.width * r.scale, r.height * r.scale)).toBeGreaterThanOrEqual(4 - 1e-9);
          if (corner) close((r.width * r.scale) / (r.height * r.scale), 2, 6);
        },
      ),
    );
  });

  it('never lets a box turn inside out when the pointer crosses the anchor', () => {
    const r = resizeFromHandle(geometry(), 'e', { x: 0, y: 150 }, free);
    expect(r.width).toBe(4);
    expect(r.x).toBe(100);
  });
});

describe('rotate', () => {
  it('turns by the angle the pointer sweeps about the centre', () => {
    const g = geometry();
    const c = layerCentre(g);
    const angle = rotationFromPointer(g, { x: c.x, y: c.y - 100 }, { x: c.x + 100, y: c.y - 100 }, false);
    close(angle, 45);
    close(angleDelta(c, { x: c.x + 10, y: c.y }, { x: c.x, y: c.y + 10 }), 90);
  });

  it('clicks onto multiples of 45° when close', () => {
    const g = geometry({ rotate: 88 });
    const c = layerCentre(g);
    expect(rotationFromPointer(g, { x: c.x + 10, y: c.y }, { x: c.x + 10, y: c.y })).toBe(90);
    expect(rotationFromPointer(geometry({ rotate: 80 }), { x: c.x + 10, y: c.y }, { x: c.x + 10, y: c.y })).toBe(80);
    expect(rotationFromPointer(geometry({ rotate: 358 }), { x: c.x + 10, y: c.y }, { x: c.x + 10, y: c.y })).toBe(0);
  });
});

describe('snapping', () => {
  const canvas = { width: 1000, height: 1000 };

  it('snaps the box centre to the canvas centre and shows both guides', () => {
    const s = snapBox({ x: 397, y: 446, width: 200, height: 100 }, [], canvas, 6);
    expect([s.dx, s.dy]).toEqual([3, 4]);
    expect(s.guides).toEqual(
      expect.arrayContaining([
        { axis: 'x', at: 500, from: 0, to: 1000 },
        { axis: 'y', at: 500, from: 0, to: 1000 },
      ]),
    );
  });

  it('snaps an edge to another layer’s edge, with a guide spanning both', () => {
    const s = snapBox({ x: 104, y: 700, width: 50, height: 50 }, [{ x: 100, y: 100, width: 80, height: 80 }], canvas, 6);
    expect(s.dx).toBe(-4);
    expect(s.guides).toContainEqual({ axis: 'x', at: 100, from: 100, to: 750 });
  });

  it('leaves a box alone when nothing is within the threshold', () => {
    expect(snapBox({ x: 230, y: 270, width: 50, height: 50 }, [], canvas, 6)).toEqual({ dx: 0, dy: 0, guides: [] });
  });

  it('never moves a box further than the threshold', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 1100, noNaN: true }), fc.double({ min: -100, max: 1100, noNaN: true }), fc.double({ min: 1, max: 20, noNaN: true }), (x, y, t) => {
        const s = snapBox({ x, y, width: 30, height: 40 }, [{ x: 300, y: 300, width: 77, height: 33 }], canvas, t);
        expect(Math.abs(s.dx)).toBeLessThanOrEqual(t);
        expect(Math.abs(s.dy)).toBeLessThanOrEqual(t);
      }),
    );
  });
});

/** Every line scanned in list order: what snapBox did before its lines were sorted (the reference). */
function scanSnap(box: Box, targets: readonly Box[], canvas: { width: number; height: number }, threshold: number) {
  const axis = (moving: number[], lines: { at: number; from: number; to: number }[]) => {
    let delta = 0;
    let found = false;
    for (const line of lines) {
      for (const m of moving) {
        const d = line.at - m;
        if (Math.abs(d) <= threshold && (!found || Math.abs(d) < Math.abs(delta))) {
          delta = d;
          found = true;
        }
      }
    }
    return { delta, hits: found ? lines.filter((line) => moving.some((m) => Math.abs(m + delta - line.at) < 1e-6)) : [] };
  };
  const lines = (size: number, span: number, of: (b: Box) => number[], extent: (b: Box) => [number, number]) => [
    ...[0, size / 2, size].map((at) => ({ at, from: 0, to: span })),
    ...targets.flatMap((t) => of(t).map((at) => ({ at, from: extent(t)[0], to: extent(t)[1] }))),
  ];
  const xs = (b: Box) => [b.x, b.x + b.width / 2, b.x + b.width];
  const ys = (b: Box) => [b.y, b.y + b.height / 2, b.y + b.height];
  const x = axis(xs(box), lines(canvas.width, canvas.height, xs, (t) => [t.y, t.y + t.height]));
  const y = axis(ys(box), lines(canvas.height, canvas.width, ys, (t) => [t.x, t.x + t.width]));
  return { dx: x.delta, dy: y.delta, xHits: x.hits.map((l) => l.at), yHits: y.hits.map((l) => l.at) };
}

describe('snapping searches sorted lines', () => {
  it('snaps exactly as a scan of every line would, for any layers (property)', () => {
    const canvas = { width: 1000, height: 1000 };
    const int = (max: number) => fc.integer({ min: 0, max });
    const box = fc.record({ x: int(1000), y: int(1000), width: int(300), height: int(300) });
    fc.assert(
      fc.property(box, fc.array(box, { maxLength: 60 }), fc.integer({ min: 1, max: 20 }), (moving, targets, threshold) => {
        const sorted = snapBoxTo(moving, snapLines(targets, canvas), threshold);
        const scanned = scanSnap(moving, targets, canvas, threshold);
        expect([sorted.dx, sorted.dy]).toEqual([scanned.dx, scanned.dy]);
        expect(sorted.guides.filter((g) => g.axis === 'x').map((g) => g.at)).toEqual(scanned.xHits);
        expect(sorted.guides.filter((g) => g.axis === 'y').map((g) => g.at)).toEqual(scanned.yHits);
      }),
      { numRuns: 300 },
    );
  });
});

describe('drag', () => {
  it('a pointer that moves less than 10 px is a tap', () => {
    expect(isTap({ x: 0, y: 0 }, { x: 6, y: 7 })).toBe(true);
    expect(isTap({ x: 0, y: 0 }, { x: 6, y: 8 })).toBe(false);
  });

  it('the steps of a drag add up to the snapped total, with no drift', () => {
    const canvas = { width: 1000, height: 1000 };
    let session = startMove({ x: 100, y: 100, width: 100, height: 100 }, snapLines([], canvas));
    let sum = { x: 0, y: 0 };
    for (const total of [{ x: 5, y: 1 }, { x: 151, y: 2 }, { x: 300, y: 397 }, { x: 222.5, y: 60 }]) {
      const step = moveStep(session, total, 6);
      session = step.session;
      sum = { x: sum.x + step.dx, y: sum.y + step.dy };
    }
    expect(sum).toEqual({ x: 222.5, y: 60 });
    const snapped = moveStep(session, { x: 351, y: 60 }, 6);
    // Centre 150 + 351 = 501 clicks onto the canvas centre 500.
    expect(snapped.session.applied.x).toBe(350);
  });
});
