// A raster helper: makes layer rasters for the render worker, which starts it (raster-pool.ts)
// while a large work fills in. Only layers without pictures are sent here, so it needs no
// asset store: icons are parsed from the layer's own data.
import { expose, transfer } from 'comlink';
import { contentHash } from '../core/model/index.ts';
import type { MadeRaster, RasterHelperApi, RasterJob } from './rasterHelperApi.ts';
import { Media } from './media.ts';
import { Scratch, rasterise } from './rasterise.ts';

const noPictures = { get: () => ({ state: 'failed' as const }) };
const media = new Media(noPictures, (layerId, detail) => console.warn('[raster-helper] icon not readable', layerId, detail));
const scratch = new Scratch();

function makeOne(job: RasterJob): MadeRaster {
  let failed = false;
  const raster = rasterise(job.layer, {
    level: job.level,
    withShadow: !job.mask,
    media,
    scratch,
    onError: (layer, error) => {
      failed = true;
      console.warn('[raster-helper] layer failed', layer.id, error);
    },
  });
  return { bitmap: raster.bitmap, layout: raster.layout, complete: raster.complete, bytes: raster.bytes, failed, hash: contentHash(job.layer) };
}

const api: RasterHelperApi = {
  make: (jobs) => {
    const made = jobs.map(makeOne);
    return Promise.resolve(transfer(made, made.map((m) => m.bitmap)));
  },
};

expose(api satisfies RasterHelperApi);
