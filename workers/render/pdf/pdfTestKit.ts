// Shared by the PDF export's tests: reading a produced file back (the structural checker the
// server's PDF tests use) and media that need no canvas.
import { Buffer } from 'node:buffer';
import { mediaBoxes, readPdfStructure, xrefProblems } from '../../../server/pdf/pdfStructure.ts';
import { parseIcon } from '../svgIcon.ts';
import type { PdfDocumentMedia } from './pdfExport.ts';
import type { PdfImage } from './pdfImage.ts';

export function readBack(bytes: Uint8Array) {
  const buffer = Buffer.from(bytes);
  const structure = readPdfStructure(buffer);
  return { ...structure, text: buffer.toString('latin1'), xref: xrefProblems(buffer), mediaBoxes: mediaBoxes(buffer), content: structure.contents.join('\n') };
}

/** Painting operators of a content stream: fills (f, f*) and strokes (S). */
export function paintCount(content: string, op: 'f' | 'S'): number {
  return content.split('\n').filter((line) => line === op || (op === 'f' && line === 'f*')).length;
}

export function testPixels(width: number, height: number, alpha = 255): PdfImage {
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) rgba.set([(i * 7) % 256, (i * 3) % 256, 90, alpha], i * 4);
  return { kind: 'pixels', rgba, width, height };
}

export function testMedia(pictures: Record<string, PdfImage> = {}): PdfDocumentMedia {
  return {
    icon: (data) => {
      try {
        return parseIcon(data);
      } catch {
        return null;
      }
    },
    picture: (src) => {
      const image = pictures[src];
      return image ? { kind: 'image', image } : null;
    },
  };
}
