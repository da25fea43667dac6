import { readFile, rename, writeFile } from 'node:fs/promises';
import { serveJobs } from '../serveJobs.ts';
import { SegmentError } from './codec.ts';
import { segmentImage } from './segmentImage.ts';

/** One job: read the upload, cut it out, write the PNG (to a temporary name first, so a half file is never served). */
export interface SegmentJobMessage {
  id: number;
  input: string;
  output: string;
  maxBytes: number;
  maxPixels: number;
}

async function handle(message: SegmentJobMessage) {
  const bytes = await readFile(message.input);
  const result = await segmentImage(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), { maxBytes: message.maxBytes, maxPixels: message.maxPixels });
  const temporary = `${message.output}.part`;
  await writeFile(temporary, result.png);
  await rename(temporary, message.output);
  return { width: result.width, height: result.height, coverage: result.coverage, bytes: result.png.length };
}

export function serveSegmentJobs(): void {
  serveJobs(handle, (error) => (error instanceof SegmentError ? error.failure : null));
}
