// Thumbnail worker entry: template thumbnails (logo SVGs) drawn into PNGs off the main
// thread, so scrolling the template grid parses and paints no SVG there. Tiny on purpose:
// no generator, no fonts. See docs/logo-worker.md.
import { expose } from 'comlink';
import { timedApi } from '../protocol/timings.ts';
import { workerError } from '../core/errors.ts';
import type { ThumbApi } from '../protocol/logo.ts';
import { createThumbService } from './thumbs.ts';

const api = createThumbService({
  async fetchText(url) {
    const response = await fetch(url);
    if (!response.ok) throw workerError('INTERNAL', undefined, `${url}: HTTP ${response.status}`);
    return response.text();
  },
  canvas(width, height) {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw workerError('INTERNAL', undefined, 'no 2d context');
    return { canvas, context, toBlob: () => canvas.convertToBlob({ type: 'image/png' }) };
  },
  makePath: (d) => new Path2D(d),
});

expose(timedApi('thumbs', api satisfies ThumbApi));
