// The worker's side of a print PDF: checks what arrived, loads the pages' pictures, rasterises
// effect layers at 300 dpi of the printed size, then hands everything to the pure writer.
import { parseDocument } from '../core/model/index.ts';
import type { LogoDocument } from '../core/model/index.ts';
import { workerError } from '../core/errors.ts';
import type { PrintSpec } from '../protocol/print.ts';
import { AssetStore } from '../render/assets.ts';
import { pictureSources } from '../render/drawMedia.ts';
import { gatherPdfMedia } from '../render/exportPdfRunner.ts';
import { Media } from '../render/media.ts';
import { rasterise, Scratch } from '../render/rasterise.ts';
import { artboardPlacement, printLayout, printSpecProblem } from './printGeometry.ts';
import { documentsToPrintPdf, textWithoutOutline } from './printPdf.ts';

/** Effects (blur, shadow, colour filters) have no vector form: those layers go in as 300 dpi pixels. */
export const EFFECT_DPI = 300;
/** A card has two sides; a booklet of 20 is far beyond any page of the app. */
export const MAX_PAGES = 20;

export async function makePrintPdf(pages: unknown, spec: PrintSpec, resolveUrl: (src: string) => string): Promise<Uint8Array> {
  if (!Array.isArray(pages) || pages.length === 0 || pages.length > MAX_PAGES) throw workerError('BAD_REQUEST', undefined, `pages: ${Array.isArray(pages) ? pages.length : typeof pages}`);
  const problem = typeof spec === 'object' && spec !== null ? printSpecProblem(spec) : 'no spec';
  if (problem) throw workerError('BAD_REQUEST', undefined, problem);
  const docs: LogoDocument[] = pages.map((page: unknown, index) => {
    const parsed = parseDocument(page);
    if (!parsed.ok) throw workerError('BAD_REQUEST', `第 ${index + 1} 页无法读取：${parsed.error.message}`, 'page does not parse');
    return parsed.doc;
  });
  docs.forEach((doc, index) => {
    const missing = textWithoutOutline(doc);
    if (missing.length > 0) throw workerError('BAD_REQUEST', '文字还没有准备好，请稍后再导出', `page ${index + 1}: text without outline: ${missing.join(', ')}`);
  });

  const assets = new AssetStore(resolveUrl, { settled: () => undefined });
  try {
    const media = new Media(assets, (layerId, detail) => console.warn('[print] icon not readable', layerId, detail));
    const scratch = new Scratch();
    const make = (layer: Parameters<typeof rasterise>[0], level: number, mask: boolean) =>
      rasterise(layer, { level, withShadow: !mask, media, scratch, onError: (failed, error) => console.warn('[print] layer failed', failed.id, error) });
    await assets.whenSettled(docs.flatMap((doc) => pictureSources(doc.layers)));
    const layout = printLayout(spec);
    const pageMedia = [];
    for (const doc of docs) {
      // Output pixels per document pixel at EFFECT_DPI of the printed size (points are 1/72 in).
      const rasterScale = (artboardPlacement(doc.size, layout).scale * EFFECT_DPI) / 72;
      pageMedia.push(await gatherPdfMedia(doc, rasterScale, { media, make, resolveUrl }));
    }
    return documentsToPrintPdf(docs, { ...spec, title: String(spec.title ?? '') }, pageMedia);
  } finally {
    assets.dispose();
  }
}
