import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLayer, type Layer } from '../../../workers/core/model/index.ts';
import { createTestEditor } from '../testing/createTestEditor.ts';

/*
 * Drags of many selected layers take shortcuts (live move stores them in batches, the move is
 * made without immer, a step merges into its undo step without compacting). Whatever the order of
 * selections, drags (with or without commits mid-drag), undo and redo, the document must be what
 * a plain model of the rules says, and the render worker's copy the same.
 */

const COUNT = 8;
const SIDE = 100;
/** createTestEditor's view: half size, 20 px in. */
const toScreen = (v: number) => v * 0.5 + 20;

function layers(locked: readonly boolean[]): Layer[] {
  return locked.map((lock, i) => {
    const layer = createLayer('square', { id: `L${i}`, x: 10 + i * 120, y: 10 + (i % 3) * 130, width: SIDE, height: SIDE });
    return { ...layer, status: { ...layer.status, moveable: !lock } };
  });
}

const op = fc.oneof(
  fc.record({ kind: fc.constant('selectAll' as const) }),
  fc.record({ kind: fc.constant('select' as const), picks: fc.uniqueArray(fc.nat({ max: COUNT - 1 }), { minLength: 1, maxLength: COUNT }) }),
  fc.record({
    kind: fc.constant('drag' as const),
    // Screen px, past the tap threshold; a slow drag commits to the store mid-gesture.
    dx: fc.integer({ min: -60, max: 60 }).filter((d) => Math.abs(d) >= 12),
    dy: fc.integer({ min: -60, max: 60 }),
    steps: fc.integer({ min: 1, max: 8 }),
    msPerStep: fc.constantFrom(16, 400, 1100),
  }),
  fc.record({ kind: fc.constantFrom('undo' as const, 'redo' as const) }),
);

type Places = Record<string, { x: number; y: number }>;

describe('group moves, undo and redo against a plain model', () => {
  it('every sequence leaves the document (and the render worker’s copy) where the model says', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: COUNT, maxLength: COUNT }), fc.array(op, { maxLength: 14 }), (locked, ops) => {
        const start = layers(locked);
        const t = createTestEditor({ layers: start });
        let places: Places = Object.fromEntries(start.map((l) => [l.id, { x: l.x, y: l.y }]));
        let selected: string[] = [];
        // Each undo step: the places before it and the selection it was made with (undo and redo put that selection back).
        const past: { places: Places; selected: string[] }[] = [];
        let future: { places: Places; selected: string[] }[] = [];
        for (const step of ops) {
          if (step.kind === 'selectAll') {
            t.run('selection/selectAll', {});
            selected = start.map((l) => l.id);
          } else if (step.kind === 'select') {
            const ids = step.picks.map((i) => `L${i}`);
            t.run('selection/select', { id: ids[0] ?? null });
            for (const id of ids.slice(1)) t.run('selection/toggle', { id });
            selected = ids;
          } else if (step.kind === 'drag') {
            // A finger on the middle of a selected layer that may move (inside the group's box, so
            // never on a handle); Alt held (no snapping), so the model is plain arithmetic.
            const moving = selected.filter((id) => !locked[Number(id.slice(1))]);
            const at = moving[0] === undefined ? undefined : places[moving[0]];
            if (!at) continue;
            const from: [number, number] = [Math.round(toScreen(at.x + SIDE / 2)), Math.round(toScreen(at.y + SIDE / 2))];
            t.drag(from, [from[0] + step.dx, from[1] + step.dy], step.steps, { free: true, msPerStep: step.msPerStep });
            past.push({ places, selected });
            future = [];
            places = { ...places };
            for (const id of moving) {
              const p = places[id];
              if (p) places[id] = { x: p.x + step.dx * 2, y: p.y + step.dy * 2 };
            }
          } else if (step.kind === 'undo') {
            t.undo();
            const back = past.pop();
            if (back) {
              future.push({ places, selected: back.selected });
              places = back.places;
              selected = back.selected;
            }
          } else {
            t.redo();
            const again = future.pop();
            if (again) {
              past.push({ places, selected: again.selected });
              places = again.places;
              selected = again.selected;
            }
          }
          for (const layer of t.doc().layers.slice(1)) {
            const want = places[layer.id];
            expect(layer.x).toBeCloseTo(want?.x ?? NaN, 9);
            expect(layer.y).toBeCloseTo(want?.y ?? NaN, 9);
          }
          expect(t.selection()).toEqual(selected);
          expect(t.rendered()).toEqual(t.doc());
          expect(t.past()).toBe(past.length);
        }
        t.dispose();
      }),
      { numRuns: 150 },
    );
  });
});
