// WOFF 1.0 → plain sfnt before opentype.js sees it. opentype.js 2.0's bundled
// inflater throws "Data error" on some valid zlib streams found in Fontsource
// slices. fflate inflates them correctly, synchronously: a DecompressionStream per
// table (a slice has ~12) cost ~0.35 ms of stream set-up each, 40% of the worker's
// time for a first text in the profile. Spec: https://www.w3.org/TR/WOFF/
import { unzlibSync } from 'fflate';

const WOFF = 0x774f4646;
const WOFF2 = 0x774f4632;

function inflate(bytes: Uint8Array<ArrayBuffer>, length: number): Uint8Array<ArrayBuffer> {
  try {
    return unzlibSync(bytes, { out: new Uint8Array(length) });
  } catch (error) {
    throw new Error(`WOFF table does not inflate: ${error instanceof Error ? error.message : String(error)}`);
  }
}

interface TableEntry {
  tag: number;
  data: Uint8Array<ArrayBuffer>;
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
    const tag = view.getUint32(at);
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    if (offset + compLength > buffer.byteLength) throw new Error('truncated WOFF table');
    const raw = new Uint8Array(buffer, offset, compLength);
    const data = compLength < origLength ? inflate(raw, origLength) : raw;
    if (data.byteLength !== origLength) throw new Error('WOFF table has the wrong length after inflating');
    entries.push({ tag, data });
  }
  const tables = entries.sort((a, b) => a.tag - b.tag);
  return assembleSfnt(flavor, tables);
}

function assembleSfnt(flavor: number, tables: TableEntry[]): ArrayBuffer {
  const pad = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + tables.length * 16;
  const total = tables.reduce((sum, t) => sum + pad(t.data.byteLength), headerSize);
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
    view.setUint32(at + 12, table.data.byteLength);
    out.set(table.data, offset);
    offset += pad(table.data.byteLength);
  });
  return out.buffer;
}
