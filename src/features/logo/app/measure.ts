import { createFontClient, type FontClient } from '../../../editor/workers/fontClient.ts';
import { fontMeasure, type MeasureText, type MeasuredText, type TextMeasureRequest } from '../generate/index.ts';
import { createTtlCache } from '../../catalogue/cache.ts';

let fonts: FontClient | null = null;

/**
 * One font worker for the logo pages (AI design, templates, surname logos), created on
 * first use. Layouts are remembered for the spec's local-cache age, so scrolling back
 * or regenerating with the same words costs nothing.
 */
export function logoFontClient(): FontClient {
  fonts ??= createFontClient();
  return fonts;
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
