import { describe, expect, it } from 'vitest';
import { parseDocument, parseDocumentText } from './parse.ts';
import { sampleDocumentJson } from './sampleDocument.ts';
import { isColour } from './colour.ts';

type Json = Record<string, unknown>;

function withLayer(index: number, patch: Json): Json {
  const doc = sampleDocumentJson();
  const layers = doc.layers as Json[];
  layers[index] = { ...layers[index], ...patch };
  return doc;
}

function expectError(json: unknown) {
  const result = parseDocument(json);
  if (result.ok) throw new Error('expected the document to be rejected');
  return result.error;
}

describe('parseDocument', () => {
  it('opens a document with every layer type and keeps every field as saved', () => {
    const json = sampleDocumentJson();
    const result = parseDocument(json);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.migratedFrom).toBeNull();
    expect(result.doc.layers.map((l) => l.type)).toEqual(['rect', 'text', 'square', 'icon', 'image', 'path']);
    expect(result.doc.size).toEqual({ width: 1000, height: 800 });
    // Every saved field comes back unchanged (defaults only fill what was absent).
    (json.layers as Json[]).forEach((saved, i) => expect(result.doc.layers[i]).toMatchObject(saved));
  });

  it('fills spec defaults for fields a template leaves out', () => {
    const result = parseDocument({
      schemaVersion: 2,
      layers: [{ type: 'rect', id: 'bg' }, { type: 'text', id: 't', text: '你好' }, { type: 'path', id: 'p' }],
    });
    if (!result.ok) throw new Error(result.error.message);
    const [, text, path] = result.doc.layers;
    expect(text).toMatchObject({ fontSize: 90, scale: 1, opacity: 1, brightness: 1, saturate: 1, contrast: 1, complete: false });
    expect(text).toMatchObject({ status: { selected: false, moveable: true, crop: false, clipPath: false } });
    expect(text?.gradientColors.map((c) => [c.color, c.pst])).toEqual([['#ffffff', 0], ['#000000', 100]]);
    expect(path).toMatchObject({ lineWidth: 1, lineCap: 'round' });
    expect(result.doc.size).toEqual({ width: 1000, height: 1000 });
  });

  it('takes the canvas size from the background when the document has none', () => {
    const result = parseDocument({ schemaVersion: 2, layers: [{ type: 'rect', id: 'bg', width: 640, height: 480 }] });
    expect(result.ok && result.doc.size).toEqual({ width: 640, height: 480 });
  });

  it('rejects a bad colour with the layer and field in the path and a Chinese message', () => {
    const error = expectError(withLayer(2, { fill: '#zzzzzz' }));
    expect(error.code).toBe('INVALID_FIELD');
    expect(error.path).toEqual(['layers', 2, 'fill']);
    expect(error.message).toContain('第 3 个图层（形状）');
    expect(error.message).toContain('填充颜色');
  });

  it.each([
    ['an unknown layer type', withLayer(3, { type: 'sticker' }), ['layers', 3, 'type']],
    ['a missing id', withLayer(1, { id: undefined }), ['layers', 1, 'id']],
    ['a duplicate id', withLayer(2, { id: 'title' }), ['layers', 2, 'id']],
    ['a number given as text', withLayer(1, { x: '100' }), ['layers', 1, 'x']],
    ['an opacity above 1', withLayer(1, { opacity: 2 }), ['layers', 1, 'opacity']],
    ['a non-finite number', withLayer(1, { rotate: Number.NaN }), ['layers', 1, 'rotate']],
    ['an unknown field', withLayer(1, { sparkle: true }), ['layers', 1]],
    ['a gradient stop past 100', withLayer(1, { gradientColors: [{ color: 'red', pst: 120 }] }), ['layers', 1, 'gradientColors', 0, 'pst']],
    ['a text longer than allowed', withLayer(1, { text: '字'.repeat(5000) }), ['layers', 1, 'text']],
    ['a shape with an unknown shapeType', withLayer(2, { shapeType: 'star' }), ['layers', 2, 'shapeType']],
    ['a first layer that is not a background rect', { schemaVersion: 2, layers: [{ type: 'text', id: 't' }] }, ['layers', 0, 'type']],
    ['no layers at all', { schemaVersion: 2, layers: [] }, ['layers']],
  ])('rejects %s and names where', (_label, json, path) => {
    const error = expectError(json);
    expect(error.path).toEqual(path);
    expect(error.message).toMatch(/[\u4e00-\u9fff]/);
    expect(error.message).toContain('从模板新建');
  });

  it('rejects input that is not a work at all', () => {
    expect(expectError(null).code).toBe('NOT_A_DOCUMENT');
    expect(expectError('hello').code).toBe('NOT_A_DOCUMENT');
    expect(expectError({ title: 'x' }).code).toBe('NOT_A_DOCUMENT');
    expect(expectError({ schemaVersion: 'two', layers: [] }).code).toBe('UNKNOWN_VERSION');
  });

  it('asks for an app update when the work comes from a newer version', () => {
    const error = expectError({ schemaVersion: 99, layers: [] });
    expect(error.code).toBe('NEWER_VERSION');
    expect(error.message).toContain('更新应用');
  });

  it('reports broken JSON text without throwing', () => {
    const result = parseDocumentText('{"schemaVersion": 2, "layers": [');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('NOT_JSON');
    expect(parseDocumentText(JSON.stringify(sampleDocumentJson())).ok).toBe(true);
  });
});

describe('colour strings (spec 5)', () => {
  it.each(['#fff', '#ffff', '#12345', '#abcdef', '#abcdef8', '#abcdef80', 'rgb(0,0,0)', 'rgba(255, 255, 255, 0.5)', 'rgba(10%,20%,30%,50%)', 'transparent', 'Red'])(
    'accepts %s',
    (value) => expect(isColour(value)).toBe(true),
  );
  it.each(['', 'fff', '#ff', '#123456789', '#ggg', 'rgb(256,0,0)', 'rgba(0,0,0,2)', 'rgb(0,0)', 'blurple', 'url(#a)'])(
    'rejects %j',
    (value) => expect(isColour(value)).toBe(false),
  );
});
