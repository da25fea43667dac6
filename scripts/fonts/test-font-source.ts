// Test support (not a test): builds public/fonts once per process and serves it to
// the font worker's logic from disk, recording every file read, as fetch would.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildFontSlices, FONTS_OUT_DIR } from './build-font-slices.mjs';

let built: Promise<unknown> | null = null;

/** Idempotent and fast once built; safe when several test files call it at once. */
export function ensureFontsBuilt(): Promise<unknown> {
  built ??= buildFontSlices();
  return built;
}

export interface RecordingFetcher {
  fetchBytes: (path: string) => Promise<ArrayBuffer>;
  /** Paths read, in order, with their sizes. */
  reads: { path: string; bytes: number }[];
  totalBytes: () => number;
}

export function diskFetcher(root = FONTS_OUT_DIR, rewrite: (path: string) => string = (p) => p): RecordingFetcher {
  const reads: { path: string; bytes: number }[] = [];
  return {
    reads,
    totalBytes: () => reads.reduce((sum, r) => sum + r.bytes, 0),
    fetchBytes: async (path) => {
      const data = await readFile(join(root, rewrite(path)));
      reads.push({ path, bytes: data.byteLength });
      return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
    },
  };
}
