import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDocument, createLayer, parseDocument, sampleDocumentJson, SCHEMA_VERSION } from '../model/index.ts';
import { decodeWorkFile, encodeWorkFile, type WorkFileKind } from './workFile.ts';

const NOW = 1_700_000_000_000;

/** A logo document as the model holds it, with a title the property varies. */
function logoContent(title: string): string {
  const doc = createDocument({ backgroundId: 'bg' });
  doc.layers.push(createLayer('text', { id: 't', text: title, complete: true }));
  const parsed = parseDocument(doc);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return JSON.stringify(parsed.doc);
}

const workArb = fc.record({
  id: fc.string({ minLength: 1, maxLength: 40 }),
  kind: fc.constantFrom<WorkFileKind>('logo', 'card', 'qr'),
  name: fc.string({ maxLength: 40 }),
  createdAt: fc.integer({ min: 0, max: 2 ** 42 }),
  updatedAt: fc.integer({ min: 0, max: 2 ** 42 }),
  title: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0),
  card: fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean())),
});

describe('the work file codec', () => {
  it('reads back exactly what it wrote, for any name, id, dates and kind', () => {
    fc.assert(
      fc.property(workArb, ({ title, card, ...meta }) => {
        const content = meta.kind === 'logo' ? logoContent(title) : JSON.stringify(card);
        const schemaVersion = meta.kind === 'logo' ? SCHEMA_VERSION : 1;
        const decoded = decodeWorkFile(encodeWorkFile({ ...meta, schemaVersion, content }), 'w.json', NOW);
        expect(decoded).toEqual({ ok: true, work: { ...meta, schemaVersion, content, migratedFrom: null } });
      }),
      { numRuns: 150 },
    );
  });

  it('reads the editor’s older files (a bare document), dated now and named by the importer', () => {
    const doc = JSON.parse(logoContent('星光咖啡')) as unknown;
    const decoded = decodeWorkFile(JSON.stringify(doc), '标志设计20240102030405.json', NOW);
    expect(decoded).toEqual({
      ok: true,
      work: { id: '标志设计20240102030405.json', kind: 'logo', name: '', createdAt: NOW, updatedAt: NOW, content: JSON.stringify(doc), schemaVersion: SCHEMA_VERSION, migratedFrom: null },
    });
  });

  it('reads documents of every older schema, bare or inside the envelope, migrating them', () => {
    const v1 = [{ type: 'rect', width: 500, height: 500 }, { type: 'text', text: '旧作' }];
    const v2 = { ...sampleDocumentJson(), schemaVersion: 2 };
    for (const old of [v1, v2]) {
      const bare = decodeWorkFile(JSON.stringify(old), 'old.json', NOW);
      expect(bare.ok && bare.work.schemaVersion).toBe(SCHEMA_VERSION);
      const wrapped = decodeWorkFile(JSON.stringify({ format: 'bzsj-work', version: 1, id: 'o', kind: 'logo', name: '旧', createdAt: 1, updatedAt: 1, schemaVersion: 1, document: old }), 'o.json', NOW);
      expect(wrapped.ok && wrapped.work.schemaVersion).toBe(SCHEMA_VERSION);
      expect(wrapped.ok && wrapped.work.migratedFrom).not.toBeNull();
    }
  });

  it.each([
    ['not JSON', '{"format":', 'corrupt', '已损坏'],
    ['a JSON that is no work', '{"hello": 1}', 'corrupt', '不是标志作品文件'],
    ['a broken envelope', '{"format": "bzsj-work", "version": 1}', 'corrupt', '不是标志作品文件'],
    ['a newer file format', JSON.stringify({ format: 'bzsj-work', version: 2, id: 'n', kind: 'logo', name: '', createdAt: 1, updatedAt: 1, schemaVersion: 1, document: {} }), 'newer', '更新应用'],
    ['a newer document', JSON.stringify({ schemaVersion: SCHEMA_VERSION + 1, layers: [] }), 'newer', '更新应用'],
    ['a bad layer', JSON.stringify({ schemaVersion: SCHEMA_VERSION, layers: [{ id: 'bg', type: 'rect' }, { id: 't', type: 'text', fill: 'nope' }] }), 'invalid', '填充颜色'],
  ])('refuses %s with a reason and a Chinese detail', (_what, text, reason, phrase) => {
    const decoded = decodeWorkFile(text, 'x.json', NOW);
    expect(decoded).toMatchObject({ ok: false, failure: { file: 'x.json', reason } });
    expect(decoded.ok ? '' : decoded.failure.detail).toContain(phrase);
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        expect(typeof decodeWorkFile(text, 'r.json', NOW).ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});
