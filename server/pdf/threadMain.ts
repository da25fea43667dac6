import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { serveJobs } from '../jobs/serveJobs.ts';
import { convertToPdf } from './convert.ts';
import type { PageRange } from './pageRange.ts';
import { MAX_SVG_FILE_BYTES, sanitizeSvg, serializeSvg, SvgRejected } from './svgSanitize.ts';

/**
 * Jobs of the PDF thread, off the event loop:
 * - `sanitize`: join a file's chunks, decode UTF-8, sanitise, write the clean SVG;
 * - `convert`: read the clean SVGs and write the PDF.
 * A hostile file fails with `code` = the SvgRejected reason.
 */
export type PdfJobMessage =
  | { id: number; op: 'sanitize'; chunks: string[]; output: string }
  | { id: number; op: 'convert'; inputs: string[]; output: string; pagerange: PageRange; createdAt?: number };

async function joinChunks(paths: string[]): Promise<Buffer> {
  const parts = await Promise.all(paths.map((path) => readFile(path)));
  return Buffer.concat(parts);
}

async function handle(message: PdfJobMessage): Promise<unknown> {
  if (message.op === 'sanitize') {
    const sizes = await Promise.all(message.chunks.map(async (path) => (await stat(path)).size));
    if (sizes.reduce((sum, size) => sum + size, 0) > MAX_SVG_FILE_BYTES) throw new SvgRejected('file_too_large', `over ${MAX_SVG_FILE_BYTES} bytes`);
    const bytes = await joinChunks(message.chunks);
    // Cheap sniff before decoding megabytes: an SVG is text that starts with '<' (after a BOM/whitespace).
    const head = bytes.subarray(0, 256).toString('utf8').replace(/^\uFEFF?\s*/, '');
    if (!head.startsWith('<')) throw new SvgRejected('not_svg', 'not XML text');
    const tree = sanitizeSvg(new TextDecoder('utf-8', { fatal: false }).decode(bytes));
    const temporary = `${message.output}.part`;
    await writeFile(temporary, serializeSvg(tree));
    await rename(temporary, message.output);
    return { bytes: bytes.length };
  }
  const trees = await Promise.all(message.inputs.map(async (path) => sanitizeSvg(await readFile(path, 'utf8'))));
  return convertToPdf(trees, message.output, message.pagerange, undefined, message.createdAt);
}

export function servePdfJobs(): void {
  serveJobs(handle, (error) => (error instanceof SvgRejected ? error.reason : null));
}
