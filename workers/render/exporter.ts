// exportImage: PNG/JPEG through the same rasters and compositing as the screen, at the exact
// scale asked for; SVG from the same geometry (svg-export.ts).
import { cssColour, isColour } from '../core/model/index.ts';
import type { Layer, LogoDocument } from '../core/model/index.ts';
import { workerError } from '../core/errors.ts';
import { RENDER_EXPORT_MAX_PIXELS, RENDER_EXPORT_MAX_SIDE } from '../protocol/render.ts';
import type { RenderExportOptions, RenderExportResult } from '../protocol/render.ts';
import { drawUnits } from './composite.ts';
import type { CompositeEnv } from './composite.ts';
import { exportIncludes, planUnits } from './framePlan.ts';
import type { LayerHashes } from './layerHashes.ts';
import type { Ctx } from './paint.ts';
import type { RasterCache } from './rasterCache.ts';
import { exactLevel, layerExtent, maxLevel } from './rasterPlan.ts';
import type { Raster } from './rasterise.ts';
import { shadowOf } from './shadow.ts';

export interface ExportDeps {
  cache: RasterCache<Raster>;
  hashes: LayerHashes;
  make(layer: Layer, level: number, mask: boolean): Raster;
}

/** Output size in pixels, or a BAD_REQUEST the UI can show. */
export function exportSize(doc: LogoDocument, options: RenderExportOptions): { width: number; height: number } {
  const { scale } = options;
  if (!Number.isFinite(scale) || scale <= 0) throw workerError('BAD_REQUEST', '导出尺寸无效，请重新选择', `scale ${scale}`);
  const width = Math.max(1, Math.round(doc.size.width * scale));
  const height = Math.max(1, Math.round(doc.size.height * scale));
  if (width > RENDER_EXPORT_MAX_SIDE || height > RENDER_EXPORT_MAX_SIDE || width * height > RENDER_EXPORT_MAX_PIXELS) {
    throw workerError('BAD_REQUEST', '导出尺寸过大，请选择较小的尺寸', `${width}×${height}`);
  }
  return { width, height };
}

function context(canvas: OffscreenCanvas): Ctx {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2d context unavailable');
  return ctx;
}

export async function exportRaster(doc: LogoDocument, options: RenderExportOptions, deps: ExportDeps): Promise<RenderExportResult> {
  const { width, height } = exportSize(doc, options);
  const jpeg = options.format === 'jpeg';
  const canvas = new OffscreenCanvas(width, height);
  const ctx = context(canvas);
  if (jpeg) {
    ctx.fillStyle = options.matte !== undefined && isColour(options.matte) ? cssColour(options.matte) : '#ffffff';
    ctx.fillRect(0, 0, width, height);
  }
  const transient: Raster[] = [];
  const clip = new OffscreenCanvas(1, 1);
  const sx = width / doc.size.width;
  const sy = height / doc.size.height;
  const env: CompositeEnv = {
    raster(layer, maskWanted) {
      const mask = maskWanted && shadowOf(layer) !== null;
      const hash = deps.hashes.hashOf(layer) + (mask ? '#mask' : '');
      const level = exactLevel(Math.max(sx, sy) * layer.scale, maxLevel(layer.width, layer.height, layerExtent(layer, !mask)));
      const cached = deps.cache.get(hash, level);
      if (cached?.complete) return cached;
      // Exports do not fill the screen cache with one-off resolutions.
      const raster = deps.make(layer, level, mask);
      transient.push(raster);
      return raster;
    },
    include: (layer, index) => exportIncludes(layer, index, options.background),
    clipCanvas(w, h) {
      clip.width = w;
      clip.height = h;
      return { canvas: clip, ctx: context(clip) };
    },
  };
  try {
    const units = planUnits(doc.layers);
    drawUnits(ctx, units, 0, units.length, doc.layers, env, {
      view: [sx, 0, 0, sy, 0, 0],
      viewport: { minX: 0, minY: 0, maxX: width, maxY: height },
    });
  } finally {
    for (const raster of transient) raster.bitmap.close();
  }
  const quality = Math.min(Math.max(options.quality ?? 0.92, 0), 1);
  const blob = await canvas.convertToBlob(jpeg ? { type: 'image/jpeg', quality } : { type: 'image/png' });
  return { data: await blob.arrayBuffer(), mime: jpeg ? 'image/jpeg' : 'image/png', width, height };
}
