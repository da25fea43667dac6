// The ThumbApi implementation, free of worker globals: the fetch and the canvas are passed
// in (the worker's own in thumb.worker.ts; stand-ins in Node tests).
import { isWorkerError, toWorkerError, workerError } from '../core/errors.ts';
import type { ThumbApi } from '../protocol/logo.ts';
import { drawScene } from './svgDraw.ts';
import type { DrawContext } from './svgDraw.ts';
import { parseSvgScene } from './svgScene.ts';

export interface RasterCanvas<P, I> {
  context: DrawContext<P, I>;
  canvas: I;
  toBlob(): Promise<Blob>;
}

export interface ThumbServiceOptions<P, I> {
  fetchText(url: string): Promise<string>;
  canvas(width: number, height: number): RasterCanvas<P, I>;
  makePath(d: string): P;
  /** Rasters kept for scrolling back and switching tabs. */
  cacheEntries?: number;
}

/** Catalogue files (same origin), or a logo made in the page (a filled template's SVG data URL). */
const DRAWABLE_URL = /^(https?:|\/|data:image\/svg\+xml[,;])/;
const MIN_PIXELS = 16;
const MAX_PIXELS = 1024;
/** Far above any thumbnail (templates are 2–15 KB): a bigger file is not ours. */
const MAX_SVG_CHARS = 2_000_000;

export function createThumbService<P, I>(options: ThumbServiceOptions<P, I>): ThumbApi {
  const capacity = options.cacheEntries ?? 120;
  const cache = new Map<string, Promise<Blob>>();

  async function raster(url: string, pixels: number): Promise<Blob> {
    const text = await options.fetchText(url);
    const scene = text.length <= MAX_SVG_CHARS ? parseSvgScene(text) : null;
    if (!scene) throw workerError('BAD_REQUEST', undefined, `${url}: not a logo thumbnail`);
    const scale = pixels / Math.max(scene.width, scene.height);
    const width = Math.max(1, Math.round(scene.width * scale));
    const height = Math.max(1, Math.round(scene.height * scale));
    const target = options.canvas(width, height);
    let scratch: RasterCanvas<P, I> | null = null;
    drawScene(target.context, scene, scale, options.makePath, () => {
      scratch ??= options.canvas(width, height);
      return scratch;
    });
    return target.toBlob();
  }

  return {
    raster(url, pixels) {
      if (!Number.isFinite(pixels) || !DRAWABLE_URL.test(url)) return Promise.reject(workerError('BAD_REQUEST'));
      const size = Math.round(Math.min(MAX_PIXELS, Math.max(MIN_PIXELS, pixels)));
      const key = `${size} ${url}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const made = raster(url, size).catch((error: unknown) => {
        cache.delete(key);
        throw isWorkerError(error) ? error : toWorkerError(error);
      });
      cache.set(key, made);
      while (cache.size > capacity) {
        const oldest = cache.keys().next().value;
        if (oldest === undefined) break;
        cache.delete(oldest);
      }
      return made;
    },
  };
}
