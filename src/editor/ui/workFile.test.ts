import { describe, expect, it } from 'vitest';
import { createDocument, createLayer, sampleDocumentJson, SCHEMA_VERSION } from '../model/index.ts';
import { MAX_WORK_FILE_BYTES, readWorkFile, workFileBlob, workFileName } from './workFile.ts';

const CHINESE = /[\u4e00-\u9fff]/;

describe('work files', () => {
  it('a saved work file opens again as the same document', async () => {
    const doc = createDocument({ backgroundId: 'bg' });
    doc.layers.push(createLayer('text', { id: 't', text: '标志', complete: true, boldStroke: 2 }));
    const opened = await readWorkFile(workFileBlob(doc));
    expect(opened).toEqual({ ok: true, doc, migratedFrom: null });
  });

  it('an older work file opens through the migrations', async () => {
    const old = new Blob([JSON.stringify({ ...sampleDocumentJson(), schemaVersion: 2 })]);
    const opened = await readWorkFile(old);
    expect(opened.ok && opened.doc.schemaVersion).toBe(SCHEMA_VERSION);
    expect(opened.ok && opened.migratedFrom).toBe(2);
  });

  it.each([
    ['not JSON', '{"layers": [', '作品文件已损坏'],
    ['not a work', '{"hello": 1}', '不是标志作品文件'],
    ['a broken layer', JSON.stringify({ schemaVersion: SCHEMA_VERSION, layers: [{ id: 'bg', type: 'rect' }, { id: 't', type: 'text', fill: 'nope' }] }), '填充颜色'],
    ['text over the limit', JSON.stringify({ schemaVersion: SCHEMA_VERSION, layers: [{ id: 'bg', type: 'rect' }, { id: 't', type: 'text', text: '字'.repeat(5000) }] }), '文字内容'],
    ['a newer app', JSON.stringify({ schemaVersion: SCHEMA_VERSION + 1, layers: [] }), '更新应用'],
  ])('%s is refused with a Chinese message saying what happened', async (_what, text, phrase) => {
    const opened = await readWorkFile(new Blob([text]));
    expect(opened.ok).toBe(false);
    const message = opened.ok ? '' : opened.message;
    expect(message).toMatch(/^作品打开失败：/);
    expect(message).toContain(phrase);
  });

  it('a file over the size cap is refused before it is read', async () => {
    class HugeFile extends Blob {
      override get size() {
        return MAX_WORK_FILE_BYTES + 1;
      }
      override text(): Promise<string> {
        return Promise.reject(new Error('must not be read'));
      }
    }
    const opened = await readWorkFile(new HugeFile([]));
    expect(opened.ok).toBe(false);
    expect(!opened.ok && opened.message).toMatch(CHINESE);
  });

  it('is named like an export, with the .json extension', () => {
    expect(workFileName(new Date(2024, 0, 2, 3, 4, 5))).toBe('标志设计20240102030405.json');
  });
});
