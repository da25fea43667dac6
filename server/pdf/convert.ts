import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { fontForFamily } from './cjkFonts.ts';
import { MAX_PAGE_PT, sheetLayout, type Box, type PageRange } from './pageRange.ts';
import { serializeSvg, type SvgNode } from './svgSanitize.ts';

/**
 * Sanitised SVG trees → one PDF, a page per file (or all on one page, `pagerange`
 * onepage), vectors kept as PDF path operators (svg-to-pdfkit), text set in the
 * app's own CJK fonts.
 */

const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textPath']);
const PX_TO_PT = 72 / 96;
/** A 1×1 transparent PNG: what an image the sanitiser let through but pdfkit must not open becomes. */
const EMPTY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function familyOf(node: SvgNode, inherited: string | undefined): string | undefined {
  const fromStyle = /(?:^|;)\s*font-family\s*:\s*([^;]+)/i.exec(node.attrs.style ?? '')?.[1];
  return fromStyle ?? node.attrs['font-family'] ?? inherited;
}

/**
 * Splits text that needs CJK glyphs into tspans, one per font slice, named
 * `bzsjf:<n>` where n indexes `slices` (the files to embed).
 */
function splitText(node: SvgNode, inherited: string | undefined, slices: string[]): void {
  const family = familyOf(node, inherited);
  // Children first: the runs made below are already split.
  for (const child of node.children) if (typeof child !== 'string') splitText(child, family, slices);
  if (TEXT_ELEMENTS.has(node.name)) {
    const font = fontForFamily(family);
    node.children = node.children.flatMap((child) => {
      if (typeof child !== 'string') return [child];
      if (!/[^ -~\s]/.test(child)) return [child];
      const runs: (SvgNode | string)[] = [];
      let current: string | null = null;
      let text = '';
      const flush = () => {
        if (!text) return;
        if (current === null) runs.push(text);
        else {
          let index = slices.indexOf(current);
          if (index === -1) index = slices.push(current) - 1;
          runs.push({ name: 'tspan', attrs: { 'font-family': `bzsjf:${index}` }, children: [text] });
        }
        text = '';
      };
      for (const char of child) {
        const file = font.fileFor(char.codePointAt(0) ?? 0);
        if (file !== current) {
          flush();
          current = file;
        }
        text += char;
      }
      flush();
      return runs;
    });
  }
}

function lengthPx(value: string | undefined): number | null {
  const match = /^\s*([0-9]*\.?[0-9]+(?:e[-+]?\d+)?)\s*(px|pt|mm|cm|in|pc)?\s*$/i.exec(value ?? '');
  if (!match) return null;
  const n = Number(match[1]);
  const unit = (match[2] ?? 'px').toLowerCase();
  const scale = { px: 1, pt: 96 / 72, pc: 16, mm: 96 / 25.4, cm: 96 / 2.54, in: 96 }[unit] ?? 1;
  return n > 0 ? n * scale : null;
}

/** The page size in points: width/height, else the viewBox, else 1000 × 1000 (the spec's canvas). */
export function pageSize(svg: SvgNode): [number, number] {
  const box = (svg.attrs.viewBox ?? '').trim().split(/[\s,]+/).map(Number);
  const boxW = box.length === 4 && (box[2] ?? 0) > 0 ? (box[2] as number) : null;
  const boxH = box.length === 4 && (box[3] ?? 0) > 0 ? (box[3] as number) : null;
  let w = lengthPx(svg.attrs.width) ?? boxW ?? 1000;
  let h = lengthPx(svg.attrs.height) ?? boxH ?? 1000;
  if (!svg.attrs.width && svg.attrs.height && boxW && boxH) w = (h * boxW) / boxH;
  if (svg.attrs.width && !svg.attrs.height && boxW && boxH) h = (w * boxH) / boxW;
  const clamp = (v: number) => Math.min(MAX_PAGE_PT, Math.max(1, v * PX_TO_PT));
  return [clamp(w), clamp(h)];
}

export interface ConvertResult {
  pages: number;
  bytes: number;
  warnings: number;
}

/**
 * Writes the PDF to `output` (through a temporary name, so a half file is never served).
 * `createdAt` (unix seconds, the task's creation) is the PDF's CreationDate, from which pdfkit
 * also derives the file ID: the same task converts to the same bytes on any node, however often
 * (a conversion taken over from a stopped node, the two-node test's comparison).
 */
export async function convertToPdf(svgs: SvgNode[], output: string, pagerange: PageRange = 'all', onPage?: (done: number) => void, createdAt?: number): Promise<ConvertResult> {
  const info = { Producer: '标志设计', Creator: '标志设计 svg2pdf', ...(createdAt === undefined ? {} : { CreationDate: new Date(createdAt * 1000) }) };
  const doc = new PDFDocument({ autoFirstPage: false, compress: true, info });
  const temporary = `${output}.part`;
  const stream = createWriteStream(temporary);
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  doc.pipe(stream);
  const registered = new Set<string>();
  let warnings = 0;
  const draw = (svg: SvgNode, box: Box) => {
    const slices: string[] = [];
    splitText(svg, undefined, slices);
    SVGtoPDF(doc, serializeSvg(svg), box.x, box.y, {
      width: box.width,
      height: box.height,
      warningCallback: () => {
        warnings += 1;
      },
      fontCallback(family, bold, italic) {
        const slice = /^bzsjf:(\d+)$/.exec(family.trim())?.[1];
        const file = slice === undefined ? undefined : slices[Number(slice)];
        if (file) {
          if (!registered.has(file)) {
            doc.registerFont(file, file);
            registered.add(file);
          }
          return file;
        }
        const serif = /(^|,)\s*['"]?serif/i.test(family);
        const base = serif ? 'Times' : 'Helvetica';
        const style = bold && italic ? (serif ? '-BoldItalic' : '-BoldOblique') : bold ? '-Bold' : italic ? (serif ? '-Italic' : '-Oblique') : serif ? '-Roman' : '';
        return base + style;
      },
      // The sanitiser only lets data: PNG/JPEG through; pdfkit would read any other string as a file path.
      imageCallback: (link) => (/^data:image\/(png|jpeg|jpg);base64,/.test(link.trim()) ? link.replace(/\s+/g, '') : EMPTY_PNG),
      documentCallback: () => undefined,
    });
  };
  if (pagerange === 'onepage') {
    const { page, boxes } = sheetLayout(svgs.map(pageSize));
    doc.addPage({ size: page, margin: 0 });
    svgs.forEach((svg, index) => {
      draw(svg, boxes[index] as Box);
      onPage?.(index + 1);
    });
  } else {
    svgs.forEach((svg, index) => {
      const [width, height] = pageSize(svg);
      doc.addPage({ size: [width, height], margin: 0 });
      draw(svg, { x: 0, y: 0, width, height });
      onPage?.(index + 1);
    });
  }
  doc.end();
  await finished;
  await rename(temporary, output);
  return { pages: pagerange === 'onepage' ? 1 : svgs.length, bytes: stream.bytesWritten, warnings };
}
