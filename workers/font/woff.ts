// WOFF 1.0 → plain sfnt before opentype.js sees it. opentype.js 2.0's bundled
// inflater throws "Data error" on some valid zlib streams found in Fontsource
// slices; the platform's DecompressionStream (browser workers and Node ≥ 18) is
// correct and native. Spec: https://www.w3.org/TR/WOFF/

const WOFF = 0x774f4646;
const WOFF2 = 0x774f4632;

async function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
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
  const entries: Promise<TableEntry>[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const at = 44 + i * 20;
    const tag = view.getUint32(at);
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    if (offset + compLength > buffer.byteLength) throw new Error('truncated WOFF table');
    const raw = new Uint8Array(buffer, offset, compLength);
    entries.push(
      compLength < origLength
        ? inflate(raw).then((data) => {
            if (data.byteLength !== origLength) throw new Error('WOFF table has the wrong length after inflating');
            return { tag, data };
          })
        : Promise.resolve({ tag, data: raw }),
    );
  }
  const tables = (await Promise.all(entries)).sort((a, b) => a.tag - b.tag);
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
