// WOFF 1.0 → plain sfnt before opentype.js sees it. opentype.js 2.0's bundled
// inflater throws "Data error" on some valid zlib streams found in Fontsource
// slices. fflate inflates them correctly, synchronously: a DecompressionStream per
// table (a slice has ~12) cost ~0.35 ms of stream set-up each, 40% of the worker's
// time for a first text in the profile. Spec: https://www.w3.org/TR/WOFF/
import { unzlibSync } from 'fflate';

const WOFF = 0x774f4646;
const WOFF2 = 0x774f4632;

interface TableEntry {
  tag: number;
  offset: number;
  compLength: number;
  origLength: number;
}

/** Returns the input unchanged when it is already TTF/OTF. */
export async function woffToSfnt(buffer: ArrayBuffer): Promise<ArrayBuffer> {
  const view = new DataView(buffer);
  if (buffer.byteLength < 12) throw new Error('font file too short');
  const signature = view.getUint32(0);
  if (signature === WOFF2) throw new Error('WOFF2 is not supported by the font worker');
  if (signature !== WOFF) return buffer;
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const entries: TableEntry[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const at = 44 + i * 20;
    const entry = { tag: view.getUint32(at), offset: view.getUint32(at + 4), compLength: view.getUint32(at + 8), origLength: view.getUint32(at + 12) };
    if (entry.offset + entry.compLength > buffer.byteLength) throw new Error('truncated WOFF table');
    entries.push(entry);
  }
  return assembleSfnt(buffer, flavor, entries.sort((a, b) => a.tag - b.tag));
}

const pad = (n: number) => (n + 3) & ~3;

/**
 * The sfnt in one allocation: each table is inflated straight into its place (no table-sized
 * garbage per slice, which the worker's GC otherwise collects after every download).
 */
function assembleSfnt(woff: ArrayBuffer, flavor: number, tables: TableEntry[]): ArrayBuffer {
  const headerSize = 12 + tables.length * 16;
  const total = tables.reduce((sum, t) => sum + pad(t.origLength), headerSize);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  const pow2 = 2 ** Math.floor(Math.log2(Math.max(1, tables.length)));
  view.setUint32(0, flavor);
  view.setUint16(4, tables.length);
  view.setUint16(6, pow2 * 16);
  view.setUint16(8, Math.log2(pow2));
  view.setUint16(10, tables.length * 16 - pow2 * 16);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    view.setUint32(at, table.tag);
    // Checksums are left 0: opentype.js does not verify them and nothing else reads this buffer.
    view.setUint32(at + 8, offset);
    view.setUint32(at + 12, table.origLength);
    const raw = new Uint8Array(woff, table.offset, table.compLength);
    const slot = out.subarray(offset, offset + table.origLength);
    if (table.compLength < table.origLength) inflateInto(raw, slot);
    else if (table.compLength === table.origLength) slot.set(raw);
    else throw new Error('WOFF table has the wrong length after inflating');
    offset += pad(table.origLength);
  });
  return out.buffer;
}

function inflateInto(raw: Uint8Array<ArrayBuffer>, slot: Uint8Array<ArrayBuffer>): void {
  let written: Uint8Array;
  try {
    written = unzlibSync(raw, { out: slot });
  } catch (error) {
    throw new Error(`WOFF table does not inflate: ${error instanceof Error ? error.message : String(error)}`);
  }
  // fflate returns the part of `out` it filled (or a new array when `out` was too small).
  if (written.buffer !== slot.buffer || written.byteOffset !== slot.byteOffset || written.byteLength !== slot.byteLength) {
    throw new Error('WOFF table has the wrong length after inflating');
  }
}
