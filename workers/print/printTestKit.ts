// Shared by the print PDF's tests: the file read back by pdf-lib (an independent reader, not
// our writer's own parser), page boxes in points and each page's decoded content stream.
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

export const MM = 72 / 25.4;

export interface ReadPage {
  media: { x: number; y: number; width: number; height: number };
  bleed: { x: number; y: number; width: number; height: number };
  trim: { x: number; y: number; width: number; height: number };
  resourceKeys: string[];
  content: string;
}

function streamText(stream: unknown): string {
  if (stream instanceof PDFRawStream) return new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
  return '';
}

export async function readPrintPdf(bytes: Uint8Array): Promise<{ pages: ReadPage[]; title: string | undefined; fontObjects: number }> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = pdf.getPages().map((page) => {
    const resources = page.node.Resources();
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    return {
      media: page.getMediaBox(),
      bleed: page.getBleedBox(),
      trim: page.getTrimBox(),
      resourceKeys: resources ? resources.keys().map((k) => k.asString()) : [],
      content: streams.map(streamText).join('\n'),
    };
  });
  let fontObjects = 0;
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : object instanceof PDFRawStream ? object.dict : null;
    if (dict?.get(PDFName.of('Type')) === PDFName.of('Font') || dict?.has(PDFName.of('FontFile2')) || dict?.has(PDFName.of('FontFile'))) fontObjects += 1;
  }
  return { pages, title: pdf.getTitle(), fontObjects };
}

/** Operators of a content stream, one token per entry (numbers and names dropped). */
export function operators(content: string): string[] {
  return content.split(/\s+/).filter((t) => /^[A-Za-z*'"]+$/.test(t));
}
