import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createLayer, type Layer, type LogoDocument } from '../../../workers/core/model/index.ts';
import { createEditorStore, performIntent, undo, redo } from '../../editor/store/index.ts';
import { adoptQrLayers, hasUserLayers, lookKey, QR_GROUP, regeneration } from './composition.ts';
import { judge } from './verdict.ts';
import { qrDocument } from './document.ts';
import { makeMatrix } from './matrix.ts';
import { DEFAULT_STYLE, type QrStyle } from './style.ts';

const LOGO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function code(payload: string, style: QrStyle): LogoDocument {
  const m = makeMatrix(payload, style.ec);
  if (!m.ok) throw new Error('no matrix');
  return adoptQrLayers(qrDocument(m.matrix, style, null));
}

/** A QR work being edited: the code, plus a caption the user wrote over it. */
function editedWork() {
  const store = createEditorStore({ document: code('https://example.com', DEFAULT_STYLE) });
  const run = (name: Parameters<typeof performIntent>[0], args: never) => {
    const r = store.dispatch(performIntent(name, args));
    if (!r.ok) throw new Error(r.error.message);
  };
  const doc = () => store.getState().editor.document;
  run('layer/add', { layer: createLayer('text', { id: 'mine', text: '扫码领券', x: 300, y: 40, width: 400, height: 100, fill: '#d00000' }) } as never);
  run('layer/add', { layer: createLayer('square', { id: 'sticker', x: 700, y: 700, width: 200, height: 200, fill: '#ffcc00' }) } as never);
  return { store, run, doc };
}

describe('QR code inside an edited document', () => {
  it('a restyle swaps only the code’s layers, keeps the user’s layers as they were, and is one undo step', () => {
    const { store, doc } = editedWork();
    const before = doc();
    const mine = before.layers.find((l) => l.id === 'mine');
    const steps = store.getState().editor.history.past.length;

    const style: QrStyle = { ...DEFAULT_STYLE, dot: 'round', foreground: '#123456', background: '#fff8e0', logo: { data: LOGO, size: 0.2 }, frame: 'banner' };
    const r = store.dispatch(performIntent('layer/regenerate', regeneration(before, code('https://example.com', style))));
    expect(r.ok).toBe(true);
    const after = doc();
    expect(store.getState().editor.history.past.length).toBe(steps + 1);
    // The user's layers: the very same objects, in the same order above the code.
    expect(after.layers.find((l) => l.id === 'mine')).toBe(mine);
    expect(after.layers.map((l) => l.id).slice(-2)).toEqual(['mine', 'sticker']);
    // The code: new look, logo and frame added, all in the code's group, paper colour and canvas from the style.
    const qr = after.layers.find((l) => l.id === 'qr-code');
    expect(qr && qr.type === 'icon' && qr.data).toContain('#123456');
    expect(after.layers.filter((l) => l.group === QR_GROUP).map((l) => l.id)).toEqual(['qr-frame', 'qr-code', 'qr-logo-plate', 'qr-logo']);
    expect(after.layers[0]).toMatchObject({ fill: '#fff8e0', height: 1200 });
    expect(after.size).toEqual({ width: 1000, height: 1200 });

    store.dispatch(undo());
    expect(doc()).toEqual(before);
    store.dispatch(redo());
    expect(doc()).toEqual(after);
  });

  it('the new code goes where the user moved and scaled the old one, logo and all', () => {
    const { store, run, doc } = editedWork();
    const groupIds = doc().layers.filter((l) => l.group === QR_GROUP).map((l) => l.id);
    run('layer/move', { ids: groupIds, dx: 120, dy: -80 } as never);
    run('layer/set', { ids: ['qr-code'], props: { scale: 0.5 } } as never);
    const moved = doc().layers.find((l) => l.id === 'qr-code')!;
    const style: QrStyle = { ...DEFAULT_STYLE, logo: { data: LOGO, size: 0.2 } };
    store.dispatch(performIntent('layer/regenerate', regeneration(doc(), code('https://example.com/2', style))));
    const now = doc();
    const qr = now.layers.find((l) => l.id === 'qr-code')!;
    expect({ x: qr.x, y: qr.y, scale: qr.scale }).toEqual({ x: moved.x, y: moved.y, scale: 0.5 });
    // The logo sits at the centre of the moved, halved code.
    const logo = now.layers.find((l) => l.id === 'qr-logo')!;
    expect(logo.x + logo.width / 2).toBeCloseTo(qr.x + qr.width / 2, 6);
    expect(logo.y + logo.height / 2).toBeCloseTo(qr.y + qr.height / 2, 6);
    expect(logo.scale).toBeCloseTo(0.5, 6);
  });

  it('whatever the user did to the code (move, scale, turn, flips), a restyle puts the new code under the same transform', () => {
    // A layer's drawn transform as an affine matrix [a, b, c, d, e, f] (composite.ts: centre, turn, scale, flips).
    const matrixOf = (l: Layer) => {
      const r = (l.rotate * Math.PI) / 180;
      const sx = l.scale * (l.flip ? -1 : 1);
      const sy = l.scale * (l.flipY ? -1 : 1);
      return [Math.cos(r) * sx, Math.sin(r) * sx, -Math.sin(r) * sy, Math.cos(r) * sy, l.x + l.width / 2, l.y + l.height / 2];
    };
    const times = (m: number[], n: number[]) => [m[0]! * n[0]! + m[2]! * n[1]!, m[1]! * n[0]! + m[3]! * n[1]!, m[0]! * n[2]! + m[2]! * n[3]!, m[1]! * n[2]! + m[3]! * n[3]!, m[0]! * n[4]! + m[2]! * n[5]! + m[4]!, m[1]! * n[4]! + m[3]! * n[5]! + m[5]!];
    const inverse = (m: number[]) => {
      const det = m[0]! * m[3]! - m[1]! * m[2]!;
      const [a, b, c, d] = [m[3]! / det, -m[1]! / det, -m[2]! / det, m[0]! / det];
      return [a, b, c, d, -(a * m[4]! + c * m[5]!), -(b * m[4]! + d * m[5]!)];
    };
    const close = (m: number[], n: number[]) => m.forEach((v, i) => expect(v).toBeCloseTo(n[i]!, 6));
    const step = fc.oneof(
      fc.record({ kind: fc.constant('move' as const), dx: fc.integer({ min: -300, max: 300 }), dy: fc.integer({ min: -300, max: 300 }) }),
      fc.record({ kind: fc.constant('scale' as const), factor: fc.double({ min: 0.3, max: 2, noNaN: true }) }),
      fc.record({ kind: fc.constant('rotate' as const), degrees: fc.integer({ min: -179, max: 179 }) }),
      fc.record({ kind: fc.constant('flip' as const), axis: fc.constantFrom('x' as const, 'y' as const) }),
    );
    const styles = fc.record({ frame: fc.constantFrom('none', 'banner', 'border' as const), logo: fc.boolean() });
    fc.assert(
      fc.property(styles, fc.array(step, { minLength: 1, maxLength: 6 }), styles, (from, steps, to) => {
        const styleOf = (s: typeof from): QrStyle => ({ ...DEFAULT_STYLE, frame: s.frame, logo: s.logo ? { data: LOGO, size: 0.2 } : null });
        const first = code('https://example.com', styleOf(from));
        const store = createEditorStore({ document: first });
        const doc = () => store.getState().editor.document;
        const ids = doc().layers.filter((l) => l.group === QR_GROUP).map((l) => l.id);
        for (const s of steps) {
          const r =
            s.kind === 'move'
              ? store.dispatch(performIntent('layer/move', { ids, dx: s.dx, dy: s.dy }))
              : s.kind === 'scale'
                ? store.dispatch(performIntent('layer/scale', { ids, factor: s.factor }))
                : s.kind === 'rotate'
                  ? store.dispatch(performIntent('layer/rotate', { ids, degrees: s.degrees, relative: true }))
                  : store.dispatch(performIntent('layer/flip', { ids, axis: s.axis }));
          expect(r.ok).toBe(true);
        }
        // The user's transform of the group, read off the code layer (generated at 0,0 1000 × 1000).
        const at = (d: LogoDocument, id: string) => d.layers.find((l) => l.id === id)!;
        const group = times(matrixOf(at(doc(), 'qr-code')), inverse(matrixOf(at(first, 'qr-code'))));
        const fresh = code('https://example.com/next', styleOf(to));
        expect(store.dispatch(performIntent('layer/regenerate', regeneration(doc(), fresh))).ok).toBe(true);
        // Every member of the new code is where that same transform puts it: flips, turn, scale and place.
        for (const member of fresh.layers.slice(1)) close(matrixOf(at(doc(), member.id)), times(group, matrixOf(member)));
      }),
      { numRuns: 60 },
    );
  });

  it('any sequence of restyles keeps every user layer untouched and undoes back to the start', () => {
    const styles = fc.record({
      dot: fc.constantFrom('square', 'round', 'rounded', 'diamond', 'connected' as const),
      frame: fc.constantFrom('none', 'banner', 'border' as const),
      logo: fc.boolean(),
      transparent: fc.boolean(),
      text: fc.string({ minLength: 1, maxLength: 30 }),
    });
    fc.assert(
      fc.property(fc.array(styles, { minLength: 1, maxLength: 5 }), (changes) => {
        const { store, doc } = editedWork();
        const start = doc();
        const user = start.layers.filter((l) => l.id === 'mine' || l.id === 'sticker');
        for (const c of changes) {
          const style: QrStyle = { ...DEFAULT_STYLE, dot: c.dot, frame: c.frame, transparent: c.transparent, logo: c.logo ? { data: LOGO, size: 0.2 } : null };
          const r = store.dispatch(performIntent('layer/regenerate', regeneration(doc(), code(c.text, style))));
          expect(r.ok).toBe(true);
          expect(doc().layers.filter((l) => l.id === 'mine' || l.id === 'sticker')).toEqual(user);
          expect(lookKey(doc())).toBe(lookKey(code(c.text, style)));
        }
        for (let i = 0; i < changes.length; i += 1) store.dispatch(undo());
        expect(doc()).toEqual(start);
      }),
      { numRuns: 30 },
    );
  });

  it('a copy of part of the code, or of all of it, is the user’s layer: outside the code’s group, kept by a restyle', () => {
    const { store, run, doc } = editedWork();
    const style: QrStyle = { ...DEFAULT_STYLE, logo: { data: LOGO, size: 0.2 } };
    store.dispatch(performIntent('layer/regenerate', regeneration(doc(), code('https://example.com', style))));
    const before = new Set(doc().layers.map((l) => l.id));
    run('layer/duplicate', { ids: ['qr-logo'] } as never);
    run('layer/duplicate', { ids: doc().layers.filter((l) => l.group === QR_GROUP).map((l) => l.id) } as never);
    const copies = doc().layers.filter((l) => !before.has(l.id));
    expect(copies).toHaveLength(1 + 3);
    expect(copies.every((l) => l.group !== QR_GROUP && !l.id.startsWith('qr-'))).toBe(true);
    // The whole code's copy is one group of its own, so it moves as one.
    const sizes = [...new Set(copies.map((l) => l.group))].map((g) => copies.filter((l) => l.group === g).length);
    expect(sizes.sort()).toEqual([1, 3]);
    expect(hasUserLayers(doc())).toBe(true);
    store.dispatch(performIntent('layer/regenerate', regeneration(doc(), code('https://example.com/next', DEFAULT_STYLE))));
    expect(doc().layers.filter((l) => !before.has(l.id) && !l.id.startsWith('qr-'))).toEqual(copies);
    expect(doc().layers.filter((l) => l.group === QR_GROUP).map((l) => l.id)).toEqual(['qr-code']);
  });

  it('an old QR work (generated layers, no group) opens with its code grouped and draws the same', () => {
    const m = makeMatrix('hello', 'M');
    if (!m.ok) throw new Error('no matrix');
    const old = qrDocument(m.matrix, { ...DEFAULT_STYLE, logo: { data: LOGO, size: 0.2 } }, null);
    expect(old.layers.every((l) => l.group === null)).toBe(true);
    const adopted = adoptQrLayers(old);
    expect(adopted.layers.slice(1).every((l) => l.group === QR_GROUP)).toBe(true);
    expect(adopted.layers[0]!.group).toBeNull();
    // Group is not part of the look: the same content and style give the same key.
    expect(lookKey(adopted)).toBe(lookKey(old));
  });

  it('a code the user deleted comes back just above the background on the next restyle', () => {
    const { store, run, doc } = editedWork();
    run('layer/remove', { ids: doc().layers.filter((l) => l.group === QR_GROUP).map((l) => l.id) } as never);
    expect(doc().layers.some((l) => l.id === 'qr-code')).toBe(false);
    store.dispatch(performIntent('layer/regenerate', regeneration(doc(), code('back again', DEFAULT_STYLE))));
    expect(doc().layers.map((l) => l.id)).toContain('qr-code');
  });

  it('a code the decoder cannot read under the user’s layers is blamed on them, not on the dots', () => {
    const { doc } = editedWork();
    expect(hasUserLayers(doc())).toBe(true);
    expect(hasUserLayers(code('x', DEFAULT_STYLE))).toBe(false);
    const covered = judge(DEFAULT_STYLE, 25, 'x', [], true);
    expect(covered).toMatchObject({ readable: false, issues: [{ reason: 'covered', fix: null }] });
    expect(judge(DEFAULT_STYLE, 25, 'x', ['x'], true).readable).toBe(true);
    expect(judge(DEFAULT_STYLE, 25, 'x', [], false).issues[0]?.reason).toBe('style');
  });
});
