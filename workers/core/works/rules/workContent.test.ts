import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, sampleDocumentJson } from '../../model/index.ts';
import { currentSchemaVersion, openWorkContent, serializeWork } from './workContent.ts';

/** One saved work per schema version this app ever wrote, oldest first (v1: the spec's older element model). */
const savedByVersion: Record<number, unknown> = {
  1: [
    { type: 'rect', width: 600, height: 400, fill: '#fff' },
    { type: 'text', text: '老店', x: 10, y: 10, width: 200, height: 120 },
    { type: 'square', shapeType: 'rectangle', strokeDasharray: '4 2' },
  ],
  // v2: ids and size; bold text had no boldStroke (v3 adds it and re-outlines bold text).
  2: {
    schemaVersion: 2,
    size: { width: 800, height: 800 },
    layers: [
      { id: 'bg', type: 'rect', width: 800, height: 800, fill: '#ffffff' },
      { id: 't1', type: 'text', text: '粗体字', bold: true, complete: true, x: 100, y: 100, width: 300, height: 100 },
    ],
  },
  [SCHEMA_VERSION]: sampleDocumentJson(),
};

describe('stored works of every schema version open', () => {
  it('has a saved example for every version up to the current one', () => {
    for (let version = 1; version <= SCHEMA_VERSION; version += 1) expect(savedByVersion[version]).toBeDefined();
    expect(currentSchemaVersion('logo')).toBe(SCHEMA_VERSION);
  });

  for (const [version, saved] of Object.entries(savedByVersion)) {
    it(`a logo stored at version ${version} opens as the current version, text kept`, () => {
      const opened = openWorkContent('logo', JSON.stringify(saved));
      if (!opened.ok) throw new Error(opened.message);
      expect((opened.document as { schemaVersion: number }).schemaVersion).toBe(SCHEMA_VERSION);
      expect(opened.migratedFrom).toBe(Number(version) === SCHEMA_VERSION ? null : Number(version));
      const again = openWorkContent('logo', serializeWork(opened.document).content);
      expect(again.ok && again.document).toEqual(opened.document);
    });
  }

  it('a work from a newer app is refused as newer, corrupt text as not a work', () => {
    const newer = openWorkContent('logo', JSON.stringify({ ...sampleDocumentJson(), schemaVersion: SCHEMA_VERSION + 1 }));
    expect(newer).toMatchObject({ ok: false, newer: true });
    expect(openWorkContent('logo', '{"layers": [')).toMatchObject({ ok: false, newer: false });
    expect(openWorkContent('card', '42')).toMatchObject({ ok: false });
    expect(openWorkContent('card', '{"text":"名片"}')).toMatchObject({ ok: true });
  });
});
