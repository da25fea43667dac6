import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLayer, outlineKey, type Layer, type LayerType } from '../../../workers/core/model/index.ts';
import { createTestEditor } from '../testing/createTestEditor.ts';
import { sampleLayers } from './testing.ts';
import { createDocumentTracker } from '../../features/works/session/documentTracker.ts';
import { DocumentReplica } from '../../../workers/works/replica.ts';

/** The production composition, headless, over the three sample layers (or the given ones). */
const testEditor = (layers: Layer[] = sampleLayers()) => createTestEditor({ layers });

type Harness = ReturnType<typeof testEditor>;

const colour = fc.constantFrom('#000', '#ff0000', 'rgba(0,0,0,0.5)', 'gold', '#12345678');
const layerSpec = fc.record({
  type: fc.constantFrom<LayerType>('square', 'text', 'icon', 'image', 'path'),
  x: fc.integer({ min: -200, max: 1200 }),
  y: fc.integer({ min: -200, max: 1200 }),
  width: fc.integer({ min: 1, max: 400 }),
  height: fc.integer({ min: 1, max: 400 }),
  rotate: fc.integer({ min: 0, max: 359 }),
  locked: fc.boolean(),
  hidden: fc.boolean(),
  group: fc.constantFrom(null, 'g1', 'g2'),
  fill: colour,
});

type LayerSpec = typeof layerSpec extends fc.Arbitrary<infer S> ? S : never;

function buildLayer(spec: LayerSpec, i: number): Layer {
  const { type, locked, hidden, fill, ...geometry } = spec;
  const common = {
    ...geometry,
    id: `L${i}`,
    visibility: !hidden,
    status: { selected: false, moveable: !locked, crop: false, clipPath: false, hash: '' },
  };
  switch (type) {
    // Outlines of an opened work are finished; an outline arriving for the opened work itself
    // is not undoable by design (store/history.test.ts), so the start has none pending.
    case 'text':
      return createLayer('text', { ...common, text: '标志', fill, complete: true });
    case 'square':
      return createLayer('square', { ...common, fill });
    default:
      return createLayer(type, common);
  }
}

const KINDS = [
  'add', 'remove', 'select', 'toggle', 'move', 'resize', 'rotate', 'scale', 'flip', 'reorder', 'align', 'distribute',
  'group', 'ungroup', 'lock', 'hide', 'duplicate', 'set', 'setText', 'replaceText', 'outline', 'undo', 'redo',
] as const;

const opSpec = fc.record({
  kind: fc.constantFrom(...KINDS),
  picks: fc.array(fc.nat({ max: 30 }), { minLength: 1, maxLength: 4 }),
  a: fc.integer({ min: -100, max: 100 }),
  b: fc.integer({ min: -100, max: 100 }),
  gesture: fc.constantFrom(undefined, 'gA', 'gB'),
});
type Op = typeof opSpec extends fc.Arbitrary<infer O> ? O : never;

const EDGES = ['left', 'centre', 'right', 'top', 'middle', 'bottom'] as const;
const ORDERS = ['up', 'down', 'top', 'bottom'] as const;

function perform(t: Harness, op: Op): void {
  const all = t.doc().layers.map((l) => l.id);
  const ids = [...new Set(op.picks.map((p) => all[p % all.length] ?? 'bg'))];
  const one = ids[0] ?? 'bg';
  const targets = op.a % 2 === 0 ? ids : undefined; // undefined: act on the selection
  const texts = t.doc().layers.filter((l) => l.type === 'text');
  const text = texts[(op.picks[0] ?? 0) % Math.max(1, texts.length)];
  const g = op.gesture;
  const n = Math.abs(op.a);
  switch (op.kind) {
    case 'add':
      return void t.run('layer/add', { layer: createLayer('square', { x: op.a, y: op.b, width: n + 1, height: 20 }), index: op.picks[0] });
    case 'remove':
      return void t.run('layer/remove', { ids: targets });
    case 'select':
      return void t.run('selection/select', { id: op.a > 80 ? null : one });
    case 'toggle':
      return void t.run('selection/toggle', { id: one });
    case 'move':
      return void t.run('layer/move', { ids: targets, dx: op.a, dy: op.b }, g);
    case 'resize':
      return void t.run('layer/resize', { id: one, x: op.a, y: op.b, width: n + 1, height: Math.abs(op.b) + 1, scale: op.a > 0 ? op.a / 50 : undefined }, g);
    case 'rotate':
      return void t.run('layer/rotate', { ids: targets, degrees: op.a * 3.7, relative: op.b > 0, pivot: op.b > 50 ? { x: op.a, y: op.b } : undefined }, g);
    case 'scale':
      return void t.run('layer/scale', { ids: targets, factor: 1 + op.a / 200, pivot: op.b > 0 ? { x: op.b, y: op.a } : undefined }, g);
    case 'flip':
      return void t.run('layer/flip', { ids: targets, axis: op.b > 0 ? 'x' : 'y' });
    case 'reorder':
      return void t.run('layer/reorder', { ids: targets, to: op.b > 30 ? { index: op.b % 9 } : (ORDERS[n % 4] ?? 'up') });
    case 'align':
      return void t.run('layer/align', { ids: targets, edge: EDGES[n % 6] ?? 'left', to: op.b > 50 ? 'canvas' : undefined });
    case 'distribute':
      return void t.run('layer/distribute', { ids: targets, axis: op.b > 0 ? 'h' : 'v' });
    case 'group':
      return void t.run('layer/group', { ids: targets });
    case 'ungroup':
      return void t.run('layer/ungroup', { ids: targets });
    case 'lock':
      return void t.run('layer/lock', { ids: targets, locked: op.b > 0 });
    case 'hide':
      return void t.run('layer/hide', { ids: targets, hidden: op.b > 0 });
    case 'duplicate':
      return void t.run('layer/duplicate', { ids: targets, offset: op.b });
    case 'set': {
      const props = [{ opacity: n / 100 }, { shadowAngle: op.a, shadowDistance: Math.abs(op.b) }, { bg: '#fff' }, { blur: n }][n % 4] ?? {};
      return void t.run('layer/set', { ids: targets, props }, g);
    }
    case 'setText':
      return void t.run('layer/set', { ids: text ? [text.id] : [], type: 'text', props: { fontSize: n + 1, fill: '#123' } }, g);
    case 'replaceText':
      return void t.run('text/replace', { id: op.b > 80 ? one : (text?.id ?? one), text: '字'.repeat(n % 5) }, g);
    case 'outline': {
      // The font pipeline answers for layers waiting on an outline.
      const layer = texts.find((l) => l.type === 'text' && !l.complete);
      if (layer?.type !== 'text') return;
      return void t.run('text/outline', { id: layer.id, key: outlineKey(layer), pathArr: [`M${op.a} 0Z`], dataArr: [], width: n + 1, height: Math.abs(op.b) + 1 });
    }
    case 'undo':
      return void t.undo();
    case 'redo':
      return void t.redo();
  }
}

describe('history (property)', () => {
  it('any intent sequence, undone to the start, gives back the start; redone, gives back the end', () => {
    fc.assert(
      fc.property(fc.array(layerSpec, { maxLength: 6 }), fc.array(opSpec, { maxLength: 50 }), (specs, ops) => {
        const t = testEditor(specs.map(buildLayer));
        const start = t.doc();
        for (const op of ops) perform(t, op);
        const end = t.doc();
        expect(t.rendered()).toEqual(end);
        const steps = t.history().past.length;
        while (t.undo());
        expect(t.doc()).toEqual(start);
        for (let i = 0; i < steps; i += 1) t.redo();
        expect(t.doc()).toEqual(end);
        expect(t.rendered()).toEqual(end);
        const ids = new Set(t.doc().layers.map((l) => l.id));
        expect(t.selection().every((id) => ids.has(id))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('the autosave copy in the works worker, fed only what the store’s patches point at, stays byte-equal to the document', () => {
    fc.assert(
      fc.property(fc.array(layerSpec, { maxLength: 6 }), fc.array(opSpec, { maxLength: 50 }), fc.integer({ min: 1, max: 4 }), (specs, ops, every) => {
        const t = testEditor(specs.map(buildLayer));
        const tracker = createDocumentTracker(3);
        const replica = new DocumentReplica();
        t.store.onDocumentPatches((patches) => tracker.note(patches));
        const save = () => {
          for (const delta of tracker.deltas(t.doc())) replica.apply(delta);
          expect(replica.json()).toBe(JSON.stringify(t.doc()));
        };
        save();
        ops.forEach((op, i) => {
          perform(t, op);
          // Saves come now and then, several edits apart, as the debounce makes them.
          if (i % every === 0) save();
        });
        save();
      }),
      { numRuns: 200 },
    );
  });
});
