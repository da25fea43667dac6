// PDF export in the worker: gathers what the pure writer (pdf/pdf-export.ts) needs as data —
// pictures (a JPEG's own bytes when it can go in as it is, else the decoded pixels the canvas
// draws), icons, layers with effects rasterised by the same rasteriser as the canvas at the
// export's scale, and colours normalised by a canvas — then writes the file.
import type { Layer, LogoDocument } from '../core/model/index.ts';
import type { RenderExportOptions, RenderExportResult } from '../protocol/render.ts';
import { normaliseColour } from './colourAlpha.ts';
import { pictureSources } from './drawMedia.ts';
import type { MediaSource } from './drawMedia.ts';
import { exportSize } from './exporter.ts';
import { picturePixels, type PdfImage } from './pdf/pdfImagePixels.ts';
import { documentToPdf, needsRaster } from './pdf/pdfExport.ts';
import type { EffectsRaster, PdfDocumentMedia } from './pdf/pdfExport.ts';
import { jpegInfo } from './pdf/pdfImage.ts';
import type { PdfPicture } from './pdf/pdfLayer.ts';
import { fetchPicture } from './pictureFetch.ts';
import { exactLevel, layerExtent, maxLevel } from './rasterPlan.ts';
import type { Raster } from './rasterise.ts';

export interface PdfExportDeps {
  media: MediaSource;
  make(layer: Layer, level: number, mask: boolean): Raster;
  resolveUrl(src: string): string;
}

/** The JPEG's own bytes when the decoded picture is that JPEG at full size (not one the decoding caps shrank). */
async function jpegAsIs(url: string, bitmap: ImageBitmap): Promise<PdfImage | null> {
  try {
    const blob = await fetchPicture(url);
    if (blob.type !== 'image/jpeg' && !/^data:image\/jpe?g/i.test(url)) return null;
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const info = jpegInfo(bytes);
    if (!info || info.width !== bitmap.width || info.height !== bitmap.height) return null;
    return { kind: 'jpeg', bytes, ...info };
  } catch {
    return null;
  }
}

/**
 * What the pure writer needs for this document: its pictures decoded (loaded already: the caller
 * waited for them), icons, and layers with effects rasterised at `rasterScale` output pixels per
 * document pixel. The print worker gathers each card side with it too.
 */
export async function gatherPdfMedia(doc: LogoDocument, rasterScale: number, deps: PdfExportDeps): Promise<PdfDocumentMedia> {
  const pictures = new Map<string, PdfPicture | null>();
  for (const { src, layerId } of pictureSources(doc.layers)) {
    if (pictures.has(src)) continue;
    const asset = deps.media.image(src, layerId);
    if (asset.state === 'svg') pictures.set(src, { kind: 'icon', icon: asset.icon });
    else if (asset.state !== 'bitmap') pictures.set(src, null);
    else pictures.set(src, { kind: 'image', image: (await jpegAsIs(deps.resolveUrl(src), asset.bitmap)) ?? picturePixels(asset.bitmap) });
  }
  const colours = new OffscreenCanvas(1, 1).getContext('2d');
  const effects = (layer: Layer): EffectsRaster | null => {
    if (!needsRaster(layer)) return null;
    const level = exactLevel(rasterScale * layer.scale, maxLevel(layer.width, layer.height, layerExtent(layer, true)));
    const raster = deps.make(layer, level, false);
    try {
      const { originX, originY, pixelWidth, pixelHeight } = raster.layout;
      return { image: picturePixels(raster.bitmap), x: -originX / level, y: -originY / level, width: pixelWidth / level, height: pixelHeight / level };
    } finally {
      raster.bitmap.close();
    }
  };
  return {
    icon: (data, layerId) => deps.media.icon(data, layerId),
    picture: (src) => pictures.get(src) ?? null,
    effects,
    normaliseColour: (colour) => (colours ? normaliseColour(colours, colour) : ''),
  };
}

export async function exportPdf(doc: LogoDocument, options: RenderExportOptions, deps: PdfExportDeps): Promise<RenderExportResult> {
  const { width, height } = exportSize(doc, options);
  const scale = Math.max(width / doc.size.width, height / doc.size.height);
  const bytes = documentToPdf(doc, { background: options.background }, await gatherPdfMedia(doc, scale, deps));
  const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return { data, mime: 'application/pdf', width: doc.size.width, height: doc.size.height };
}
