import fc from 'fast-check';
import type { Patch } from 'immer';
import { describe, expect, it } from 'vitest';
import { applyDocumentPatches, createLayer } from '../../../workers/core/model/index.ts';
import { performIntent, undo } from '../store/index.ts';
import { testStore } from '../store/testing.ts';
import { createLiveMove, LIVE_COMMIT_MS } from './liveMove.ts';

/** A store with 'a' selected (at 0, 0), a worker copy fed by the store's patches and the previews, and a clock the test moves. */
function setup() {
  const t = testStore([
    createLayer('square', { id: 'a', x: 0, y: 0, width: 100, height: 100 }),
    createLayer('square', { id: 'locked', x: 500, y: 500, width: 100, height: 100, status: { moveable: false, selected: false, crop: false, clipPath: false, hash: '' } }),
  ]);
  t.act('selection/select', { id: 'a' });
  let worker = t.doc();
  t.store.onDocumentPatches((patches) => (worker = applyDocumentPatches(worker, patches)));
  let clock = 1000;
  let timer: { due: number; run: () => void } | null = null;
  const offset = { dx: 0, dy: 0 };
  const refused: string[] = [];
  const live = createLiveMove({
    snapshot: () => ({ doc: t.doc(), sel: { selected: t.view().selected, lastClicked: t.view().lastClicked } }),
    commit: (args, gesture) => {
      const result = t.store.dispatch(performIntent('layer/move', args, { gesture }));
      if (!result.ok) refused.push(result.error.message);
      return result;
    },
    preview: (patches: Patch[]) => (worker = applyDocumentPatches(worker, patches)),
    resetPreview: () => (worker = t.doc()),
    showOffset: (dx, dy) => Object.assign(offset, { dx, dy }),
    now: () => clock,
    later: (run, ms) => {
      const mine = { due: clock + ms, run };
      timer = mine;
      return () => {
        if (timer === mine) timer = null;
      };
    },
  });
  /** Moves the clock on, running the timer if it falls due. */
  const wait = (ms: number) => {
    clock += ms;
    if (timer && timer.due <= clock) {
      const { run } = timer;
      timer = null;
      run();
    }
  };
  const shown = (id: string) => worker.layers.find((l) => l.id === id)!;
  /** Layer 'a' as the store has it. */
  const stored = () => {
    const layer = t.layer('a');
    if (!layer) throw new Error('layer a is gone');
    return layer;
  };
  return { ...t, live, wait, shown, stored, offset, refused };
}

describe('live move (a drag without a store change per step)', () => {
  it('shows every step at once, stores the drag in batches and as one undo step', () => {
    const t = setup();
    t.live.step({ dx: 5, dy: 0 }, 'g1');
    // The first step goes straight to the store.
    expect(t.layer('a')).toMatchObject({ x: 5, y: 0 });
    for (let i = 0; i < 5; i += 1) {
      t.wait(16);
      t.live.step({ dx: 5, dy: 2 }, 'g1');
    }
    // Shown where the finger is; the store is behind by the pending steps, the outline shifted by them.
    expect(t.shown('a')).toMatchObject({ x: 30, y: 10 });
    expect(t.layer('a')).toMatchObject({ x: 5, y: 0 });
    expect(t.offset).toEqual({ dx: 25, dy: 10 });
    t.live.flush();
    expect(t.layer('a')).toMatchObject({ x: 30, y: 10 });
    expect(t.offset).toEqual({ dx: 0, dy: 0 });
    expect(t.history().past).toHaveLength(1);
    t.store.dispatch(undo());
    expect(t.layer('a')).toMatchObject({ x: 0, y: 0 });
  });

  it('a finger that stops moving still has its last steps stored within the commit time', () => {
    const t = setup();
    t.live.step({ dx: 1, dy: 1 }, 'g1');
    t.wait(10);
    t.live.step({ dx: 7, dy: 3 }, 'g1');
    expect(t.layer('a')).toMatchObject({ x: 1, y: 1 });
    t.wait(LIVE_COMMIT_MS);
    expect(t.layer('a')).toMatchObject({ x: 8, y: 4 });
  });

  it('a refused move is stored as refused (the user is told), and the worker shows the store again', () => {
    const t = setup();
    t.act('selection/select', { id: 'locked' });
    const result = t.live.step({ dx: 5, dy: 5 }, 'g1');
    expect(result.ok).toBe(false);
    expect(t.refused).toEqual(['图层已锁定，请先解锁再调整。']);
    expect(t.shown('locked')).toMatchObject({ x: 500, y: 500 });
  });

  it('a new gesture stores the previous one first, as its own undo step', () => {
    const t = setup();
    t.live.step({ dx: 5, dy: 0 }, 'g1');
    t.wait(10);
    t.live.step({ dx: 5, dy: 0 }, 'g1');
    t.live.step({ dx: 0, dy: 9 }, 'g2');
    t.live.flush();
    expect(t.layer('a')).toMatchObject({ x: 10, y: 9 });
    expect(t.history().past).toHaveLength(2);
  });

  // The rule for any drag: the worker shows the finger's whole travel, the store never lags by
  // more than the commit time, the outline's shift is exactly the lag, and lifting stores all.
  it('property: shown = travelled, stored within LIVE_COMMIT_MS, outline shift = what is pending', () => {
    const step = fc.record({ dx: fc.integer({ min: -40, max: 40 }), dy: fc.integer({ min: -40, max: 40 }), gap: fc.integer({ min: 0, max: 400 }) });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        const t = setup();
        let travelled = { x: 0, y: 0 };
        let storedBy: { at: number; x: number; y: number }[] = [];
        let clock = 0;
        for (const s of steps) {
          t.wait(s.gap);
          clock += s.gap;
          // Every step older than the commit time is in the store (and maybe later ones too).
          const due = storedBy.findLastIndex((p) => clock - p.at >= LIVE_COMMIT_MS);
          const before = t.stored();
          if (due >= 0) expect(storedBy.slice(due).some((p) => p.x === before.x && p.y === before.y)).toBe(true);
          t.live.step({ dx: s.dx, dy: s.dy }, 'g');
          travelled = { x: travelled.x + s.dx, y: travelled.y + s.dy };
          storedBy = [...storedBy, { at: clock, ...travelled }];
          expect(t.shown('a')).toMatchObject(travelled);
          const after = t.stored();
          expect(t.offset).toEqual({ dx: travelled.x - after.x, dy: travelled.y - after.y });
        }
        t.live.flush();
        expect(t.layer('a')).toMatchObject(travelled);
        expect(t.shown('a')).toMatchObject(travelled);
        expect(t.workerCopy()).toEqual(t.doc());
        expect(t.history().past.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 150 },
    );
  });
  it('property: many layers selected (one locked) are shown and stored where the move intent puts them', () => {
    const step = fc.record({ dx: fc.integer({ min: -80, max: 80 }).map((n) => n / 2), dy: fc.integer({ min: -80, max: 80 }).map((n) => n / 2), gap: fc.integer({ min: 0, max: 600 }) });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        const t = setup();
        for (let i = 0; i < 6; i += 1) t.act('layer/add', { layer: createLayer('square', { id: `m${i}`, x: i * 10, y: 5, width: 20, height: 20 }) });
        t.act('selection/selectAll', {});
        const start = t.doc();
        let travelled = { x: 0, y: 0 };
        for (const s of steps) {
          t.wait(s.gap);
          t.live.step({ dx: s.dx, dy: s.dy }, 'g');
          travelled = { x: travelled.x + s.dx, y: travelled.y + s.dy };
          for (const layer of start.layers.slice(1)) {
            const moved = layer.status.moveable ? travelled : { x: 0, y: 0 };
            expect(t.shown(layer.id)).toMatchObject({ x: layer.x + moved.x, y: layer.y + moved.y });
          }
        }
        t.live.flush();
        expect(t.workerCopy()).toEqual(t.doc());
        expect(t.layer('locked')).toMatchObject({ x: 500, y: 500 });
        expect(t.layer('m3')).toMatchObject({ x: 30 + travelled.x, y: 5 + travelled.y });
        expect(t.history().past.filter((entry) => entry.name === 'layer/move').length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 50 },
    );
  });
});
