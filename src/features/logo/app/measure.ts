import { transfer, wrap, type Remote } from 'comlink';
import { createFontClient, createFontWorker, type FontClient } from '../../../editor/workers/fontClient.ts';
import { FONT_CALL_TIMEOUT_MS, type FontWorkerApi } from '../../../../workers/protocol/font.ts';
import { withTimeout } from '../../../../workers/protocol/errors.ts';
import { fontMeasure, type MeasureText, type MeasuredText, type TextMeasureRequest } from '../generate/index.ts';
import { createTtlCache } from '../../catalogue/cache.ts';

let fonts: { client: FontClient; remote: Remote<FontWorkerApi> } | null = null;

function logoFonts() {
  if (!fonts) {
    const worker = createFontWorker();
    // The client (timeouts, typed errors, call stats) serves the page; the bare proxy is
    // only for `connect`, which the client does not offer. It is never released on its
    // own: comlink counts proxies per worker, and the client's dispose ends the worker.
    fonts = { client: createFontClient(worker), remote: wrap<FontWorkerApi>(worker) };
  }
  return fonts;
}

/**
 * One font worker for the logo pages (AI design, templates, surname logos), created on
 * first use. Layouts are remembered for the spec's local-cache age, so scrolling back
 * or regenerating with the same words costs nothing.
 */
export function logoFontClient(): FontClient {
  return logoFonts().client;
}

/** Lets another worker (the logo worker) lay text out in this font worker, on `port`. */
export function connectToLogoFonts(port: MessagePort): Promise<void> {
  return withTimeout(logoFonts().remote.connect(transfer(port, [port])), FONT_CALL_TIMEOUT_MS);
}

const layouts = createTtlCache<Promise<MeasuredText>>({ maxEntries: 400 });

const key = (r: TextMeasureRequest) => JSON.stringify([r.text, r.fontName, r.fontSize, r.letterSpacing, r.bold ?? false]);

/** Real measurements and outlines from the font worker (cached; failures are not). */
export function appMeasure(): MeasureText {
  const measure = fontMeasure((request) => logoFontClient().layoutText(request));
  return (request) => {
    const k = key(request);
    const hit = layouts.get(k);
    if (hit) return hit;
    const promise = Promise.resolve(measure(request));
    layouts.set(k, promise);
    promise.catch(() => layouts.delete(k));
    return promise;
  };
}
