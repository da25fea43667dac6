import { describe, expect, it } from 'vitest';
import { createLayer } from '../../../workers/core/model/index.ts';
import { QR_GROUP } from './composition.ts';
import { qrDocument } from './document.ts';
import { makeMatrix } from './matrix.ts';
import { EMPTY_CONTENT } from './payload.ts';
import { DEFAULT_STYLE } from './style.ts';
import { readQrWork } from './work.ts';

const m = makeMatrix('https://example.com', 'M');
if (!m.ok) throw new Error('no matrix');
const drawn = qrDocument(m.matrix, DEFAULT_STYLE, null);
const content = { ...EMPTY_CONTENT, type: 'url', url: 'example.com' };

describe('stored QR works', () => {
  it('a version 1 work (the drawn code only) opens, its code grouped, content and style kept', () => {
    const opened = readQrWork(JSON.stringify({ format: 'bzsj-qr', version: 1, content, style: { dot: 'round' }, payload: 'https://example.com', document: drawn }));
    expect(opened?.style).toEqual({ ...DEFAULT_STYLE, dot: 'round' });
    expect(opened?.content.url).toBe('example.com');
    expect(opened?.document?.layers.slice(1).map((l) => l.group)).toEqual([QR_GROUP]);
  });

  it('a version 2 work keeps the user’s layers beside the code', () => {
    const text = createLayer('text', { id: 'mine', text: '扫码领券' });
    const document = { ...drawn, layers: [...drawn.layers.map((l, i) => (i > 0 ? { ...l, group: QR_GROUP } : l)), text] };
    const opened = readQrWork(JSON.stringify({ format: 'bzsj-qr', version: 2, content, style: DEFAULT_STYLE, payload: 'https://example.com', document }));
    expect(opened?.document?.layers.map((l) => l.id)).toEqual(['qr-bg', 'qr-code', 'mine']);
    expect(opened?.document?.layers.at(-1)?.group).toBeNull();
  });

  it('a document that does not open leaves the code to be made again; newer or foreign works are refused', () => {
    const broken = readQrWork(JSON.stringify({ format: 'bzsj-qr', version: 2, content, style: DEFAULT_STYLE, payload: 'x', document: { layers: 'nope' } }));
    expect(broken).not.toBeNull();
    expect(broken?.document).toBeNull();
    expect(readQrWork(JSON.stringify({ format: 'bzsj-qr', version: 3, content, style: DEFAULT_STYLE, document: drawn }))).toBeNull();
    expect(readQrWork(JSON.stringify({ format: 'bzsj-card', version: 1, content, style: DEFAULT_STYLE }))).toBeNull();
    expect(readQrWork('not json')).toBeNull();
  });
});
