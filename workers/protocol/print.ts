// Contract of the print worker (workers/print/print.worker.ts): print-ready PDFs made on the
// device from documents of the editor model, one page per document (a card's front and back).
// The app `wrap<PrintApi>()`s it through the worker owner (src/app/workers/kinds.ts, kind
// 'print'); callers use withTimeout(…, PRINT_TIMEOUT_MS). Text must arrive as outlines
// (complete text layers): the worker has no fonts and the PDF embeds none. See docs/print-pdf.md.
import type { LogoDocument } from '../core/model/index.ts';

/** Worst case: two sides with photos to decode and effect layers to rasterise at 300 dpi. */
export const PRINT_TIMEOUT_MS = 60_000;

export interface PrintSpec {
  /** The finished size after cutting (the PDF's TrimBox), millimetres. */
  trimMm: { width: number; height: number };
  /** How far the artwork runs past the trim on every side (the BleedBox), millimetres, 0…20. */
  bleedMm: number;
  /** Registration-black cut marks at the corners, outside the bleed. */
  cropMarks: boolean;
  /** The file's title (document information dictionary); any text, Chinese included. */
  title: string;
}

/** A standard Chinese business card: 90 × 54 mm, 3 mm bleed, crop marks. */
export const CARD_PRINT_SPEC: Omit<PrintSpec, 'title'> = { trimMm: { width: 90, height: 54 }, bleedMm: 3, cropMarks: true };

export interface PrintApi {
  /**
   * One PDF page per document, in order. Rejects with a WorkerError: BAD_REQUEST (no pages,
   * a spec out of range, a document that does not parse), INTERNAL otherwise.
   */
  makePdf(pages: LogoDocument[], spec: PrintSpec): Promise<ArrayBuffer>;
}
