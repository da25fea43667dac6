// The document as a one-page PDF: the page is the artboard (1 document pixel = 1 pt),
// every layer a vector path (text as its outlines, never a font or a text operator),
// pictures embedded, clip groups as clipping paths. Effects that have no vector form in PDF
// (blur, drop shadow, colour filters, sharpen) come as that one layer rasterised with its
// effects, from the render worker's own rasteriser (docs/pdf.md). Pure: media arrive decoded.
import { cssColour } from '../../core/model/index.ts';
import type { Layer, LogoDocument } from '../../core/model/index.ts';
import { layerMatrix } from '../composite.ts';
import { layerFilterOps } from '../filters.ts';
import { exportUnits } from '../framePlan.ts';
import { multiply, translate } from '../matrix.ts';
import { shadowOf } from '../shadow.ts';
import { sharpenAmount } from '../sharpen.ts';
import { PdfFile, literal, num } from './pdfFile.ts';
import { embedImage } from './pdfImage.ts';
import type { PdfImage } from './pdfImage.ts';
import { layerContent, layerOutline } from './pdfLayer.ts';
import type { PdfMedia, PdfPicture } from './pdfLayer.ts';
import { PdfPainter } from './pdfPainter.ts';
import { rectOps } from './pdfPath.ts';

export interface PdfExportOptions {
  /** Draw the background layer (layers[0]); false leaves the page transparent. */
  background: boolean;
}

/** A layer rasterised with its effects, placed in layer pixels (it reaches beyond the box by the effects' room). */
export interface EffectsRaster {
  image: PdfImage;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfDocumentMedia {
  icon: PdfMedia['icon'];
  picture(src: string): PdfPicture | null;
  /** The layer with its effects as pixels; null draws it as vectors without them (tests in Node). */
  effects?(layer: Layer): EffectsRaster | null;
  /** Normalises a colour the PDF writer does not read (named colours): the worker asks its canvas. */
  normaliseColour?(colour: string): string;
}

/** Effects a PDF cannot draw as vectors. */
export function needsRaster(layer: Layer): boolean {
  return layerFilterOps(layer).length > 0 || shadowOf(layer) !== null || sharpenAmount(layer.sharpen) > 0;
}

/** Writes each picture once, however many layers (or pages) show it: key → object number. */
export function imageEmbedder(file: PdfFile): (key: string, image: PdfImage) => number {
  const images = new Map<string, number>();
  return (key, image) => {
    let ref = images.get(key);
    if (ref === undefined) {
      ref = embedImage(file, image);
      images.set(key, ref);
    }
    return ref;
  };
}

/**
 * The document's layers onto the painter, in document pixels of the painter's current space
 * (the caller places the artboard on its page). `imageRef` is the file's image embedder.
 */
export function drawDocument(painter: PdfPainter, doc: LogoDocument, options: PdfExportOptions, media: PdfDocumentMedia, imageRef: PdfMedia['imageRef']): void {
  const layerMedia: PdfMedia = { icon: media.icon, picture: media.picture, imageRef };
  const placement = (layer: Layer) => multiply(layerMatrix(layer), translate(-layer.width / 2, -layer.height / 2));

  const drawLayer = (layer: Layer) => {
    painter.save();
    painter.transform(placement(layer));
    const raster = needsRaster(layer) ? (media.effects?.(layer) ?? null) : null;
    if (raster) {
      painter.image(imageRef(`fx:${layer.id}`, raster.image), raster.x, raster.y, raster.width, raster.height, layer.opacity);
    } else {
      if (layer.bg !== '' && layer.bg !== 'transparent') painter.fill(rectOps(0, 0, layer.width, layer.height), { kind: 'colour', colour: cssColour(layer.bg) }, layer.opacity);
      layerContent(painter, layer, layerMedia, layer.opacity);
    }
    painter.restore();
  };

  for (const { base, clipped } of exportUnits(doc.layers, options.background)) {
    drawLayer(base);
    if (clipped.length === 0) continue;
    const outline = layerOutline(base, layerMedia, placement(base));
    if (outline === '') continue;
    painter.save();
    painter.clip(outline);
    for (const layer of clipped) drawLayer(layer);
    painter.restore();
  }
}

export function documentToPdf(doc: LogoDocument, options: PdfExportOptions, media: PdfDocumentMedia): Uint8Array {
  const file = new PdfFile();
  const catalog = file.reserve();
  const pages = file.reserve();
  const page = file.reserve();
  const { width, height } = doc.size;
  const painter = new PdfPainter(file, height, media.normaliseColour);
  drawDocument(painter, doc, options, media, imageEmbedder(file));

  const content = file.addStream('', new TextEncoder().encode(painter.ops.join('\n')));
  file.set(page, `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${num(width)} ${num(height)}] /Resources ${painter.resources()} /Contents ${content} 0 R >>`);
  file.set(pages, `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`);
  file.set(catalog, `<< /Type /Catalog /Pages ${pages} 0 R >>`);
  const info = file.add(`<< /Producer ${literal('bzsj logo studio')} >>`);
  return file.toBytes(catalog, info);
}
