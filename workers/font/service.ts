// The FontApi implementation, free of worker globals so Node tests drive it directly.
import { toWorkerError, workerError } from '../core/errors.ts';
import type { WorkerError } from '../core/errors.ts';
import { FONT_CALL_TIMEOUT_MS } from '../protocol/font.ts';
import type { FontApi, FontCatalogueEntry, FontStats, TextLayoutRequest, TextLayoutResult } from '../protocol/font.ts';
import { compose } from './compose.ts';
import { FontLoadError, FontStore } from './fontStore.ts';
import type { FetchBytes } from './fontStore.ts';
import { layoutHorizontal, layoutVertical } from './layout.ts';
import { fontMeasure } from './perf.ts';
import { textMetrics } from './metrics.ts';
import { validateRequest } from './request.ts';
import type { ValidRequest } from './request.ts';
import { resolveGlyphs } from './resolveGlyphs.ts';

export interface FontServiceOptions {
  fetchBytes: FetchBytes;
  /** Per call, worker side (downloads included). */
  timeoutMs?: number;
  fontCapacity?: number;
  slicesPerFont?: number;
}

/** Synthetic bold: a stroke of 1/30 em in the fill colour (browsers use 1/24–1/32 em). */
const SYNTHETIC_BOLD_EM = 1 / 30;

function asWorkerError(error: unknown): WorkerError {
  if (error instanceof FontLoadError) return workerError('FONT_LOAD_FAILED', undefined, error.message);
  return toWorkerError(error);
}

export function createFontService(options: FontServiceOptions): FontApi & { readonly store: FontStore } {
  const store = new FontStore(options.fetchBytes, options.fontCapacity, options.slicesPerFont);
  const timeoutMs = options.timeoutMs ?? FONT_CALL_TIMEOUT_MS;
  const cancellers = new Map<string, (error: WorkerError) => void>();

  /** Runs `work` under the timeout and, when it has an id, under cancel(id). Rejects only with WorkerError. */
  function guarded<T>(work: () => Promise<T>, requestId?: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const finish = (error: WorkerError | null, value?: T) => {
        clearTimeout(timer);
        if (requestId !== undefined && cancellers.get(requestId) === fail) cancellers.delete(requestId);
        if (error) reject(error);
        else resolve(value as T);
      };
      const fail = (error: WorkerError) => finish(error);
      const timer = setTimeout(() => fail(workerError('TIMEOUT', '字体加载超时，请检查网络后重试', `${timeoutMs} ms`)), timeoutMs);
      if (requestId !== undefined) {
        cancellers.get(requestId)?.(workerError('CANCELLED', undefined, 'superseded by a request with the same id'));
        cancellers.set(requestId, fail);
      }
      work().then(
        (value) => finish(null, value),
        (error: unknown) => fail(asWorkerError(error)),
      );
    });
  }

  async function resolveText(request: ValidRequest) {
    const { entry, fallback } = await store.resolve(request.fontName);
    const primary = await store.open(entry);
    const hasBold = primary.manifest.weights.includes(700);
    const weight = request.bold && hasBold ? 700 : 400;
    const resolved = await resolveGlyphs({ store, primary, lines: request.lines, vertical: request.vertical, weight });
    return { entry, fallback, resolved, syntheticBold: request.bold && !hasBold };
  }

  async function layout(request: ValidRequest): Promise<TextLayoutResult> {
    const started = performance.now();
    const { entry, fallback, resolved, syntheticBold } = await resolveText(request);
    const composing = performance.now();
    const metrics = textMetrics(resolved.metricsFont, request.fontSize);
    const lines = request.vertical ? layoutVertical(resolved.lines, metrics, request) : layoutHorizontal(resolved.lines, metrics, request);
    const boldStroke = syntheticBold ? request.fontSize * SYNTHETIC_BOLD_EM : 0;
    const composed = compose({ ...request, lines, metrics, boldStroke });
    fontMeasure('font:layout:compose', composing);
    fontMeasure('font:layout', started, { fontId: entry.id, chars: composed.dataArr.length });
    return {
      ...(request.requestId === undefined ? {} : { requestId: request.requestId }),
      ...composed,
      ascent: metrics.ascent,
      descent: metrics.descent,
      lineHeight: metrics.lineHeight,
      fontId: entry.id,
      fontFallback: fallback,
      fallbackChars: resolved.fallbackChars,
      missing: resolved.missing,
      syntheticBoldStroke: boldStroke,
    };
  }

  return {
    store,
    layoutText(request: TextLayoutRequest): Promise<TextLayoutResult> {
      let valid: ValidRequest;
      try {
        valid = validateRequest(request);
      } catch (error) {
        return Promise.reject(asWorkerError(error));
      }
      return guarded(() => layout(valid), valid.requestId);
    },
    preload(fontName: string, text: string, bold = false): Promise<void> {
      return guarded(async () => {
        await resolveText(validateRequest({ text, fontName, fontSize: 16, bold }));
      });
    },
    async cancel(requestId: string): Promise<void> {
      cancellers.get(requestId)?.(workerError('CANCELLED'));
    },
    async stats(): Promise<FontStats> {
      return store.stats();
    },
    prefetchManifests(): Promise<number> {
      return guarded(() => store.prefetchManifests());
    },
    catalogue(): Promise<FontCatalogueEntry[]> {
      return guarded(() => store.catalogue());
    },
  };
}
