import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../../workers/core/model/index.ts';
import { imageToolDocument, SENT_IMAGE_CANVAS_RATIO } from './toolDocument.ts';

const URL_1PX = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('the logo document a tool result opens as', () => {
  it('is a valid 1000 × 1000 work: the white background, then the result as an image layer', () => {
    const doc = imageToolDocument({ url: URL_1PX, width: 1200, height: 800 });
    const parsed = parseDocument(JSON.parse(JSON.stringify(doc)));
    expect(parsed.ok).toBe(true);
    expect(doc.size).toEqual({ width: 1000, height: 1000 });
    expect(doc.layers.map((layer) => layer.type)).toEqual(['rect', 'image']);
    expect(doc.layers[1]).toMatchObject({ type: 'image', data: '', url: URL_1PX });
  });

  it('fits the result into 60% of the canvas, centred, keeping its proportions', () => {
    const side = 1000 * SENT_IMAGE_CANVAS_RATIO;
    const wide = imageToolDocument({ url: URL_1PX, width: 1200, height: 800 }).layers[1];
    expect(wide).toMatchObject({ x: 200, y: 300, width: side, height: 400 });
    const tall = imageToolDocument({ url: URL_1PX, width: 30, height: 90 }).layers[1];
    expect(tall).toMatchObject({ x: 400, y: 200, width: 200, height: side });
  });
});
