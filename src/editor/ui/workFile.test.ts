import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { encodeWorkFile } from '../../../workers/core/workFile/workFile.ts';
import { buildWorksZip, readWorksFile } from '../../../workers/zip/zipWorks.ts';
import { createDocument, createLayer, sampleDocumentJson, SCHEMA_VERSION } from '../../../workers/core/model/index.ts';
import { openableWork, workFileBlob, workFileName } from './workFile.ts';

/** What 打开作品文件 does with a file, minus the thread hop: the zip worker's reader, then the editor's choice. */
async function open(file: Blob | string, name = 'work.json') {
  const bytes = new Uint8Array(await (typeof file === 'string' ? new Blob([file]) : file).arrayBuffer());
  return openableWork(await readWorksFile(bytes, name, 1_700_000_000_000));
}

const logoWork = (id: string, name: string, doc: unknown) => ({ id, kind: 'logo' as const, name, fileStem: `${name}_${id}`, schemaVersion: SCHEMA_VERSION, createdAt: 1, updatedAt: 2, content: JSON.stringify(doc) });

describe('work files in the editor', () => {
  it('a saved work file opens again as the same document', async () => {
    const doc = createDocument({ backgroundId: 'bg' });
    doc.layers.push(createLayer('text', { id: 't', text: '标志', complete: true, boldStroke: 2 }));
    expect(await open(workFileBlob(doc))).toEqual({ ok: true, doc, migratedFrom: null, others: 0 });
  });

  it('the saved file is the works tab’s shape (format bzsj-work, the document inside)', async () => {
    const doc = createDocument({ backgroundId: 'bg' });
    const saved = JSON.parse(await workFileBlob(doc, new Date(2024, 0, 2, 3, 4, 5), 'w1').text()) as Record<string, unknown>;
    expect(saved).toMatchObject({ format: 'bzsj-work', version: 1, id: 'w1', kind: 'logo', name: '标志设计20240102030405', schemaVersion: SCHEMA_VERSION, document: doc });
  });

  it('a file the editor saved before (a bare document) still opens', async () => {
    const doc = createDocument({ backgroundId: 'bg' });
    expect(await open(JSON.stringify(doc))).toEqual({ ok: true, doc, migratedFrom: null, others: 0 });
  });

  it('an older work file opens through the migrations', async () => {
    const opened = await open(JSON.stringify({ ...sampleDocumentJson(), schemaVersion: 2 }));
    expect(opened.ok && opened.doc.schemaVersion).toBe(SCHEMA_VERSION);
    expect(opened.ok && opened.migratedFrom).toBe(2);
  });

  it('a work file from the works tab opens (it used to be refused with 类型不对，应为列表)', async () => {
    const text = encodeWorkFile(logoWork('a1', '星光', sampleDocumentJson()));
    const opened = await open(text, '星光_a1.json');
    expect(opened.ok && opened.doc.layers.length).toBe((sampleDocumentJson().layers as unknown[]).length);
  });

  it('a zip from the works tab opens its first logo and says how many more there are', async () => {
    const card = { ...logoWork('c1', '名片', {}), kind: 'card' as const, content: '{"text":"张三"}', schemaVersion: 1 };
    const zip = await buildWorksZip([card, logoWork('a1', '星光', sampleDocumentJson()), logoWork('a2', '月光', sampleDocumentJson())], () => undefined, 5);
    const opened = await open(new Blob([new Uint8Array(zip)]), '作品.zip');
    expect(opened).toMatchObject({ ok: true, others: 1 });
  });

  it('a zip of cards only says so and opens nothing', async () => {
    const card = { ...logoWork('c1', '名片', {}), kind: 'card' as const, content: '{"text":"张三"}', schemaVersion: 1 };
    const zip = await buildWorksZip([card], () => undefined, 5);
    expect(await open(new Blob([new Uint8Array(zip)]), '名片.zip')).toEqual({ ok: false, message: expect.stringContaining('名片或二维码') });
  });

  it.each([
    ['not JSON', '{"layers": [', '作品文件已损坏'],
    ['not a work', '{"hello": 1}', '不是标志作品文件'],
    ['a broken layer', JSON.stringify({ schemaVersion: SCHEMA_VERSION, layers: [{ id: 'bg', type: 'rect' }, { id: 't', type: 'text', fill: 'nope' }] }), '填充颜色'],
    ['text over the limit', JSON.stringify({ schemaVersion: SCHEMA_VERSION, layers: [{ id: 'bg', type: 'rect' }, { id: 't', type: 'text', text: '字'.repeat(5000) }] }), '文字内容'],
    ['a newer app', JSON.stringify({ schemaVersion: SCHEMA_VERSION + 1, layers: [] }), '更新应用'],
    ['a broken layer inside a works-tab file', encodeWorkFile(logoWork('b', '坏的', { schemaVersion: SCHEMA_VERSION, layers: [{ id: 'bg', type: 'rect' }, { id: 't', type: 'text', fill: 'nope' }] })), '填充颜色'],
  ])('%s is refused with a Chinese message saying what happened', async (_what, text, phrase) => {
    const opened = await open(text);
    expect(opened.ok).toBe(false);
    const message = opened.ok ? '' : opened.message;
    expect(message).toMatch(/^作品打开失败：/);
    expect(message).toContain(phrase);
  });

  it('a corrupt zip is refused', async () => {
    const zip = new JSZip();
    zip.file('readme.txt', '不是作品');
    const opened = await open(new Blob([await zip.generateAsync({ type: 'arraybuffer' })]), 'x.zip');
    expect(opened.ok).toBe(false);
  });

  it('is named like an export, with the .json extension', () => {
    expect(workFileName(new Date(2024, 0, 2, 3, 4, 5))).toBe('标志设计20240102030405.json');
  });
});
