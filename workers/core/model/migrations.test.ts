import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from './constants.ts';
import { migrations, v1ToV2, v2ToV3 } from './migrations.ts';
import { parseDocument } from './parse.ts';

/** A work as the older app saved it (v1): no ids, no size, no schemaVersion, session keys. */
const savedV1Work = {
  layers: [
    { type: 'rect', width: 800, height: 600, fill: '#ffeecc' },
    { type: 'text', text: '老字号', x: 100, y: 100, width: 300, height: 120, fill: '#333' },
    { type: 'text', text: '副标题', fontSize: 40, template: 'slogan' },
    { type: 'square', shapeType: 'star', strokeDasharray: '6, 3', stroke: '#000', lineWidth: 2 },
    { type: 'square', shapeType: 'circle', strokeDasharray: '' },
    { type: 'icon', data: '<svg/>', width: 100, height: 100, scale: 0.3 },
  ],
  history: [{ whatever: true }],
  redo: [],
  lastClick: 1,
};

/** A work as the v2 app saved it: no boldStroke; one bold text in a font without a bold face. */
const savedV2Work = {
  schemaVersion: 2,
  size: { width: 600, height: 400 },
  layers: [
    { type: 'rect', id: 'bg', width: 600, height: 400, fill: '#fff' },
    { type: 'text', id: 'bold', text: '快乐', fontName: '站酷快乐体', bold: true, complete: true, pathArr: ['M0 0L50 0L50 50Z'], x: 10, y: 20, width: 180, height: 90 },
    { type: 'text', id: 'plain', text: '标志', bold: false, complete: true, pathArr: ['M0 0L9 9Z'] },
    { type: 'square', id: 'sq', shapeType: 'rectangle', fill: '#123456', strokeDasharray: [4, 2] },
  ],
};

describe('migrations', () => {
  it('form a chain from version 1 to the current version, each named', () => {
    for (let version = 1; version < SCHEMA_VERSION; version += 1) {
      const step = migrations.find((m) => m.from === version);
      expect(step?.to).toBe(version + 1);
      expect(step?.name).not.toBe('');
    }
  });

  it('v1→v2 gives every layer a stable id, keeps the old 120 font size and types shape fields', () => {
    const result = v1ToV2.migrate(savedV1Work);
    if (!result.ok) throw new Error(result.error.message);
    const value = result.value as { schemaVersion: number; size: unknown; layers: Record<string, unknown>[] };
    expect(value.schemaVersion).toBe(2);
    expect(value.size).toEqual({ width: 800, height: 600 });
    expect(value.layers.map((l) => l.id)).toEqual(['v1-0', 'v1-1', 'v1-2', 'v1-3', 'v1-4', 'v1-5']);
    expect(value.layers[1]?.fontSize).toBe(120);
    expect(value.layers[2]?.fontSize).toBe(40);
    expect(value.layers[3]).toMatchObject({ shapeType: 'line', strokeDasharray: [6, 3] });
    expect(value.layers[4]).toMatchObject({ shapeType: 'circle', strokeDasharray: [] });
    // Running it twice gives the same ids: reopening an unsaved v1 work is stable.
    expect(v1ToV2.migrate(savedV1Work)).toEqual(result);
  });

  it('a saved v1 work opens in the editor with its look preserved', () => {
    const result = parseDocument(savedV1Work);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.migratedFrom).toBe(1);
    expect(result.doc.size).toEqual({ width: 800, height: 600 });
    expect(result.doc.layers).toHaveLength(6);
    expect(result.doc.layers[1]).toMatchObject({ type: 'text', text: '老字号', fontSize: 120, fill: '#333' });
    expect(result.doc.layers[0]).toMatchObject({ type: 'rect', fill: '#ffeecc', width: 800, height: 600 });
  });

  it('a v1 work saved as a bare list of layers also opens, at the default size', () => {
    const result = parseDocument([{ type: 'rect' }, { type: 'text', text: 'A' }]);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.doc.size).toEqual({ width: 1000, height: 1000 });
    expect(result.doc.layers[1]).toMatchObject({ fontSize: 120, id: 'v1-1' });
  });

  it('v2→v3 marks only bold text for a fresh outline, keeping the outline it has; nothing else changes', () => {
    const result = v2ToV3.migrate(savedV2Work);
    if (!result.ok) throw new Error(result.error.message);
    const value = result.value as { schemaVersion: number; layers: Record<string, unknown>[] };
    expect(value.schemaVersion).toBe(3);
    expect(value.layers[1]).toMatchObject({ id: 'bold', complete: false, pathArr: ['M0 0L50 0L50 50Z'] });
    expect(value.layers[2]).toEqual(savedV2Work.layers[2]);
    expect(value.layers[3]).toEqual(savedV2Work.layers[3]);
    expect(v2ToV3.migrate([1, 2])).toMatchObject({ ok: false, error: { code: 'NOT_A_DOCUMENT' } });
  });

  it('a saved v2 work opens: same layers, boxes and outlines, boldStroke 0 until the font worker answers', () => {
    const result = parseDocument(JSON.parse(JSON.stringify(savedV2Work)));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.migratedFrom).toBe(2);
    expect(result.doc.schemaVersion).toBe(SCHEMA_VERSION);
    expect(result.doc.size).toEqual({ width: 600, height: 400 });
    expect(result.doc.layers.map((l) => l.id)).toEqual(['bg', 'bold', 'plain', 'sq']);
    expect(result.doc.layers[1]).toMatchObject({ type: 'text', text: '快乐', x: 10, y: 20, width: 180, height: 90, boldStroke: 0, complete: false, pathArr: ['M0 0L50 0L50 50Z'] });
    expect(result.doc.layers[2]).toMatchObject({ type: 'text', boldStroke: 0, complete: true });
    expect(result.doc.layers[3]).toMatchObject({ type: 'square', fill: '#123456', strokeDasharray: [4, 2] });
  });

  it('a v1 work runs both migrations and opens as the current version', () => {
    const result = parseDocument({ layers: [{ type: 'rect' }, { type: 'text', text: '粗', bold: true }] });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.migratedFrom).toBe(1);
    expect(result.doc.schemaVersion).toBe(SCHEMA_VERSION);
    expect(result.doc.layers[1]).toMatchObject({ id: 'v1-1', fontSize: 120, bold: true, boldStroke: 0, complete: false });
  });

  it('a current work keeps its boldStroke; a negative one is refused naming the field', () => {
    const current = { ...savedV2Work, schemaVersion: SCHEMA_VERSION, layers: [savedV2Work.layers[0], { ...savedV2Work.layers[1], boldStroke: 3 }] };
    const result = parseDocument(current);
    expect(result.ok && result.doc.layers[1]).toMatchObject({ boldStroke: 3, complete: true });
    const bad = parseDocument({ ...current, layers: [savedV2Work.layers[0], { ...savedV2Work.layers[1], boldStroke: -1 }] });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.path).toEqual(['layers', 1, 'boldStroke']);
    expect(!bad.ok && bad.error.message).toContain('加粗描边');
  });

  it('a broken v1 work is rejected whole, pointing at the bad layer', () => {
    const result = parseDocument({ layers: [{ type: 'rect' }, 'oops'] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.path).toEqual(['layers', 1]);
    const badColour = parseDocument({ layers: [{ type: 'rect' }, { type: 'text', fill: 'nope' }] });
    expect(!badColour.ok && badColour.error.path).toEqual(['layers', 1, 'fill']);
  });
});
