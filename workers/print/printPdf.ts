// Print-ready PDF of documents, one page each (a card's front and back): TrimBox at the
// finished size, BleedBox around it, the background grown into the bleed, registration-black
// crop marks outside the bleed. The layers are drawn by the logo PDF's own writer
// (workers/render/pdf: text as outlines, shapes/paths/icons as path operators, gradients as
// shading patterns, pictures embedded once), so the two PDFs agree shape for shape. Pure.
import type { LogoDocument } from '../core/model/index.ts';
import type { PrintSpec } from '../protocol/print.ts';
import { drawDocument, imageEmbedder } from '../render/pdf/pdfExport.ts';
import type { PdfDocumentMedia } from '../render/pdf/pdfExport.ts';
import { PdfFile, literal, num } from '../render/pdf/pdfFile.ts';
import { PdfPainter } from '../render/pdf/pdfPainter.ts';
import { rectOps } from '../render/pdf/pdfPath.ts';
import { parseIcon } from '../render/svgIcon.ts';
import { artboardPlacement, CROP_MARK_WIDTH_PT, extendIntoBleed, printLayout, printSpecProblem } from './printGeometry.ts';
import type { Box, PrintLayout } from './printGeometry.ts';

/** Icons parsed, no pictures (an image layer shows the canvas's placeholder): Node tests. */
export const ICONS_ONLY: PdfDocumentMedia = {
  icon: (data) => {
    try {
      return parseIcon(data);
    } catch {
      return null;
    }
  },
  picture: () => null,
};

/**
 * Registration black: a Separation on the printer's `All` colorant prints on every plate, so
 * the marks line up every plate's cut. Its alternate (a screen preview) is full CMYK.
 */
const REGISTRATION = '/ColorSpace << /Reg [/Separation /All /DeviceCMYK << /FunctionType 2 /Domain [0 1] /C0 [0 0 0 0] /C1 [1 1 1 1] /N 1 >>] >>';

/** A PDF text string any reader shows, Chinese included: UTF-16BE with its byte-order mark, in hex. */
export function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i += 1) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

const boxArray = (b: Box) => `[${num(b.x)} ${num(b.y)} ${num(b.x + b.width)} ${num(b.y + b.height)}]`;

/** Visible text layers with text but no outline yet: drawn, they would be missing from the print. */
export function textWithoutOutline(doc: LogoDocument): string[] {
  return doc.layers
    .filter((l) => l.type === 'text' && l.visibility && !l.isGuide && l.text.trim() !== '' && l.pathArr.length === 0 && l.dataArr.every((g) => g.d.trim() === ''))
    .map((l) => l.id);
}

function cropMarkOps(layout: PrintLayout): string {
  // The painter's space is y-down from the page's top; the layout's is y-up.
  const H = layout.media.height;
  const lines = layout.marks.map((s) => `${num(s.x1)} ${num(H - s.y1)} m ${num(s.x2)} ${num(H - s.y2)} l`);
  return ['q', '/Reg CS 1 SCN', `${num(CROP_MARK_WIDTH_PT)} w 0 J`, ...lines, 'S', 'Q'].join('\n');
}

/**
 * The PDF's bytes. `media[i]` supplies page i's pictures, icons and effect rasters (the worker
 * gathers them); without it icons are parsed here and pictures show as placeholders.
 * Throws on an empty list or a spec out of range.
 */
export function documentsToPrintPdf(pages: readonly LogoDocument[], spec: PrintSpec, media: readonly PdfDocumentMedia[] = []): Uint8Array {
  if (pages.length === 0) throw new Error('no pages to print');
  const problem = printSpecProblem(spec);
  if (problem) throw new Error(problem);
  const layout = printLayout(spec);
  const file = new PdfFile();
  const catalog = file.reserve();
  const pagesRef = file.reserve();
  const embed = imageEmbedder(file);
  const kids = pages.map((doc, index) => {
    const pageMedia = media[index] ?? ICONS_ONLY;
    const painter = new PdfPainter(file, layout.media.height, pageMedia.normaliseColour);
    const place = artboardPlacement(doc.size, layout);
    const H = layout.media.height;
    const { bleed } = layout;
    painter.save();
    // Nothing past the bleed: the crop-mark room stays paper.
    painter.clip(rectOps(bleed.x, H - bleed.y - bleed.height, bleed.width, bleed.height));
    painter.transform([place.scale, 0, 0, place.scale, place.x, place.y]);
    const bleedPx = (layout.trim.x - bleed.x) / place.scale;
    // Effect rasters are keyed by layer id, and a card's two sides share ids: keep them per page.
    const imageRef = (key: string, image: Parameters<typeof embed>[1]) => embed(key.startsWith('fx:') ? `p${index}:${key}` : key, image);
    drawDocument(painter, extendIntoBleed(doc, bleedPx), { background: true }, pageMedia, imageRef);
    painter.restore();
    if (layout.marks.length > 0) painter.ops.push(cropMarkOps(layout));
    const content = file.addStream('', new TextEncoder().encode(painter.ops.join('\n')));
    const boxes = `/MediaBox ${boxArray(layout.media)} /BleedBox ${boxArray(layout.bleed)} /TrimBox ${boxArray(layout.trim)}`;
    const resources = painter.resources(layout.marks.length > 0 ? REGISTRATION : '');
    return file.add(`<< /Type /Page /Parent ${pagesRef} 0 R ${boxes} /Resources ${resources} /Contents ${content} 0 R >>`);
  });
  file.set(pagesRef, `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`);
  file.set(catalog, `<< /Type /Catalog /Pages ${pagesRef} 0 R >>`);
  const info = file.add(`<< /Title ${pdfTextString(spec.title.slice(0, 200))} /Producer ${literal('bzsj logo studio')} >>`);
  return file.toBytes(catalog, info);
}
