import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createLayer, type LogoDocument } from '../../../workers/core/model/index.ts';
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
