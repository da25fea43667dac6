import { describe, expect, it } from 'vitest';
import { createDocument, createLayer, sampleDocumentJson } from '../core/model/index.ts';
import type { LogoDocument, Patch } from '../core/model/index.ts';
import { isWorkerError } from '../core/errors.ts';
import { DocumentCopy } from './documentCopy.ts';
import { RenderEngine } from './engine.ts';
import { LayerHashes } from './layerHashes.ts';

// The engine without a canvas (Node): the document copy, patches and errors. Drawing is
// covered in Chromium by e2e/render-*.spec.ts.
function engine(): RenderEngine {
  return new RenderEngine({ requestFrame: () => undefined, resolveUrl: (src) => src });
}

function doc(): LogoDocument {
  const d = createDocument({ backgroundId: 'bg' });
  d.layers.push(createLayer('square', { id: 'a', width: 10, height: 10 }), createLayer('square', { id: 'b', width: 10, height: 10 }));
  return d;
}

function rejection(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('RenderEngine document copy', () => {
  it('refuses a broken document with the model’s Chinese message and keeps the previous one', () => {
    const e = engine();
    e.load(doc());
    const error = rejection(() => e.load({ ...doc(), layers: [] }));
    expect(isWorkerError(error) && error.code).toBe('BAD_REQUEST');
    expect(isWorkerError(error) && /[\u4e00-\u9fff]/.test(error.message)).toBe(true);
    // Still usable: a patch against the old copy applies.
    e.applyPatches([{ op: 'replace', path: ['layers', 2, 'x'], value: 5 }]);
  });

  it('takes a document the page validated as it is (no second parse); anything else is validated', () => {
    const copy = new DocumentCopy(new LayerHashes());
    const sent = doc();
    // The page's store holds parsed documents only: the worker keeps the very object it got.
    expect(copy.load(sent, true)).toBe(sent);
    // Without the page's word it is parsed (a new object) and a broken one is refused.
    expect(copy.load(sent)).not.toBe(sent);
    expect(copy.load(sent)).toEqual(sent);
    expect(isWorkerError(rejection(() => copy.load({ ...doc(), layers: [] })))).toBe(true);
  });

  it('refuses patches before a document and patches that do not fit the copy', () => {
    const e = engine();
    expect(isWorkerError(rejection(() => e.applyPatches([{ op: 'replace', path: ['layers', 1, 'x'], value: 1 }])))).toBe(true);
    e.load(doc());
    const bad: Patch[][] = [
      [{ op: 'replace', path: ['layers', 9, 'x'], value: 1 }],
      [{ op: 'replace', path: ['layers', 7], value: createLayer('square', { id: 'z' }) }],
      [{ op: 'replace', path: ['layers', 1, 'fill'], value: 'not a colour' }],
      [{ op: 'replace', path: ['layers', 1, 'stray'], value: 1 }],
      [{ op: 'add', path: ['layers', 1], value: createLayer('square', { id: 'b' }) }],
      [{ op: 'replace', path: ['layers', 0], value: createLayer('square', { id: 'bg' }) }],
      [{ op: 'replace', path: ['layers', 1, 'x'], value: Number.NaN }],
    ];
    for (const patches of bad) {
      const error = rejection(() => e.applyPatches(patches));
      expect(isWorkerError(error) && error.code, JSON.stringify(patches)).toBe('BAD_REQUEST');
    }
    // None of them reached the copy: the two squares are still at index 1 and 2.
    e.applyPatches([
      { op: 'remove', path: ['layers', 2] },
      { op: 'replace', path: ['layers', 1, 'fill'], value: '#ff0000' },
    ]);
    expect(e.stats().patchMessages).toBe(bad.length + 2);
  });

  it('takes a whole new document from a root replace patch (the store opened a work)', () => {
    const e = engine();
    e.load(doc());
    const sample = sampleDocumentJson();
    e.applyPatches([{ op: 'replace', path: [], value: sample }]);
    // The sample has six layers: index 5 exists now.
    e.applyPatches([{ op: 'replace', path: ['layers', 5, 'y'], value: 1 }]);
    expect(isWorkerError(rejection(() => e.applyPatches([{ op: 'replace', path: [], value: { nope: true } }])))).toBe(true);
  });

  it('counts patches and keeps drag messages on the fast path', () => {
    const e = engine();
    e.load(doc());
    e.resetStats();
    for (let i = 0; i < 120; i += 1) {
      e.applyPatches([
        { op: 'replace', path: ['layers', 1, 'x'], value: i },
        { op: 'replace', path: ['layers', 1, 'y'], value: i / 2 },
      ]);
    }
    expect(e.stats()).toMatchObject({ patchMessages: 120, patches: 240, rasterisations: 0, frames: 0 });
  });

  it('validates the view and the export size', async () => {
    const e = engine();
    expect(isWorkerError(rejection(() => e.setView({ zoom: 0, panX: 0, panY: 0, selection: [] })))).toBe(true);
    await expect(e.exportImage({ format: 'png', scale: 1, background: true })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    e.load(doc());
    await expect(e.exportImage({ format: 'png', scale: 100, background: true })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: '导出尺寸过大，请选择较小的尺寸' });
    await expect(e.exportImage({ format: 'png', scale: -1, background: true })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
