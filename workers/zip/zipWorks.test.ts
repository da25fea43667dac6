import fc from 'fast-check';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, sampleDocumentJson } from '../core/model/index.ts';
import type { ZipWorkInput } from '../core/workFile/zip.ts';
import { encodeWorkFile } from '../core/workFile/workFile.ts';
import { buildWorksZip, firstLogoAsDocument, readWorksFile } from './zipWorks.ts';

const logo = (id: string, name: string): ZipWorkInput => ({
  id,
  kind: 'logo',
  name,
  fileStem: `${name}_${id}`,
  schemaVersion: SCHEMA_VERSION,
  createdAt: 1,
  updatedAt: 2,
  content: JSON.stringify(sampleDocumentJson()),
});

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe('works zip (export and import)', () => {
  it('round-trips several works with their names, kinds and documents, reporting progress up to 100', async () => {
    const progress: number[] = [];
    const card: ZipWorkInput = { ...logo('c1', '名片'), kind: 'card', content: '{"text":"张三"}', schemaVersion: 1, image: { data: new Blob([new Uint8Array([1, 2, 3])]), extension: 'png' } };
    const zipped = await buildWorksZip([logo('a1', '星光'), logo('a2', '月光'), card], (p) => progress.push(p), 5);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const result = await readWorksFile(zipped, 'works.zip', 9);
    if (!result.ok) throw new Error(result.reason);
    expect(result.failed).toEqual([]);
    expect(result.works.map((w) => [w.id, w.name, w.kind])).toEqual([
      ['a1', '星光', 'logo'],
      ['a2', '月光', 'logo'],
      ['c1', '名片', 'card'],
    ]);
    const parsed = JSON.parse(result.works[0]?.content ?? '{}') as { layers: unknown[] };
    expect(parsed.layers.length).toBe((sampleDocumentJson().layers as unknown[]).length);
    const zip = await JSZip.loadAsync(zipped);
    expect(Object.keys(zip.files).sort()).toEqual(['images/', 'images/名片_c1.png', 'manifest.json', 'works/', 'works/名片_c1.json', 'works/星光_a1.json', 'works/月光_a2.json']);
  });

  it("opens a pack's first logo in the editor as the same document the works tab stores as text, carrying no other work", async () => {
    const card: ZipWorkInput = { ...logo('c1', '名片'), kind: 'card', content: '{"text":"张三"}', schemaVersion: 1 };
    const zipped = await buildWorksZip([card, logo('a1', '星光'), logo('a2', '月光')], () => {}, 5);
    const asText = await readWorksFile(zipped, 'works.zip', 9);
    const opened = firstLogoAsDocument(await readWorksFile(zipped, 'works.zip', 9, 'document'));
    if (!asText.ok || !opened.ok) throw new Error('not read');
    expect(opened.works.map((w) => [w.id, w.content, w.document !== undefined])).toEqual([
      ['c1', '', false],
      ['a1', '', true],
      ['a2', '', false],
    ]);
    expect(opened.works[1]?.document).toEqual(JSON.parse(asText.works[1]?.content ?? 'null'));
  });

  it('imports a single work file, migrating a document saved by the older version', async () => {
    const v1 = [{ type: 'rect', width: 500, height: 500 }, { type: 'text', text: '旧作' }];
    const file = JSON.stringify({ format: 'bzsj-work', version: 1, id: 'old', kind: 'logo', name: '旧作', createdAt: 1, updatedAt: 1, schemaVersion: 1, document: v1 });
    const result = await readWorksFile(bytesOf(file), 'old.json', 9);
    expect(result).toMatchObject({ ok: true, works: [{ id: 'old', migratedFrom: 1, schemaVersion: SCHEMA_VERSION }] });
  });

  it('refuses corrupt files with a reason, and keeps the good works of a partly broken zip', async () => {
    expect(await readWorksFile(bytesOf('PK\u0003\u0004 not really a zip'), 'x.zip', 9)).toMatchObject({ ok: false, reason: 'corrupt' });
    expect(await readWorksFile(bytesOf('{"hello": 1}'), 'x.json', 9)).toMatchObject({ ok: false, reason: 'corrupt' });
    expect(await readWorksFile(new Uint8Array(), 'x.json', 9)).toEqual({ ok: false, reason: 'empty' });
    const zip = new JSZip();
    zip.file('works/good.json', encodeWorkFile(logo('g', '好的')));
    zip.file('works/bad.json', encodeWorkFile({ ...logo('b', '坏的'), content: JSON.stringify({ schemaVersion: 2, layers: [{ type: 'text', id: 'x' }] }) }));
    zip.file('works/broken.json', '{"format":"bzsj-work",');
    const result = await readWorksFile(await zip.generateAsync({ type: 'uint8array' }), 'mixed.zip', 9);
    if (!result.ok) throw new Error(result.reason);
    expect(result.works.map((w) => w.id)).toEqual(['g']);
    expect(result.failed.map((f) => [f.file, f.reason]).sort()).toEqual([
      ['works/bad.json', 'invalid'],
      ['works/broken.json', 'corrupt'],
    ]);
    expect(result.failed.find((f) => f.reason === 'invalid')?.detail).toMatch(/作品数据有误/);
  });

  it('says a file from a newer app is newer, not corrupt', async () => {
    const newer = JSON.stringify({ format: 'bzsj-work', version: 1, id: 'n', kind: 'logo', name: 'n', createdAt: 1, updatedAt: 1, schemaVersion: 99, document: { schemaVersion: SCHEMA_VERSION + 1, layers: [] } });
    expect(await readWorksFile(bytesOf(newer), 'n.json', 9)).toMatchObject({ ok: false, reason: 'newer' });
  });

  it('never throws, whatever the bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), fc.boolean(), async (random, zipLike) => {
        const bytes = zipLike ? new Uint8Array([0x50, 0x4b, ...random]) : random;
        const result = await readWorksFile(bytes, 'random.bin', 9);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });
});
