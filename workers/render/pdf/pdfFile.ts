// A PDF file assembled object by object, then written with a classic cross-reference table
// (PDF 1.4: every reader opens it, and a test can check each offset). Pure: no DOM, no I/O.
import { zlibSync } from 'fflate';

const ascii = new TextEncoder();

/** A number as PDF writes it: no exponent, at most 4 decimals, never NaN or -0. */
export function num(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const clamped = Math.max(Math.min(n, 1e9), -1e9);
  const r = Math.round(clamped * 1e4) / 1e4;
  return r === 0 ? '0' : String(r);
}

/** A PDF literal string of printable ASCII (anything else is dropped; used for metadata only). */
export function literal(text: string): string {
  return `(${text.replace(/[^\x20-\x7e]/g, '').replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

export class PdfFile {
  private readonly bodies: (Uint8Array | null)[] = [];

  /** A fresh object number whose body comes later (pages refer to their parent before it exists). */
  reserve(): number {
    this.bodies.push(null);
    return this.bodies.length;
  }

  set(ref: number, body: string | Uint8Array): void {
    this.bodies[ref - 1] = typeof body === 'string' ? ascii.encode(body) : body;
  }

  add(body: string | Uint8Array): number {
    const ref = this.reserve();
    this.set(ref, body);
    return ref;
  }

  /**
   * A stream object. `compress` deflates it (FlateDecode); data that is already compressed
   * (a JPEG, DCTDecode) is stored as it is with its own filter in `dict`.
   */
  addStream(dict: string, data: Uint8Array, compress = true): number {
    const bytes = compress ? zlibSync(data, { level: 6 }) : data;
    const filter = compress ? ' /Filter /FlateDecode' : '';
    const head = ascii.encode(`<< ${dict}${filter} /Length ${bytes.length} >>\nstream\n`);
    const tail = ascii.encode('\nendstream');
    const body = new Uint8Array(head.length + bytes.length + tail.length);
    body.set(head, 0);
    body.set(bytes, head.length);
    body.set(tail, head.length + bytes.length);
    return this.add(body);
  }

  /** The whole file. Every reserved object must have been set. */
  toBytes(root: number, info?: number): Uint8Array {
    // The second line's high bytes tell transfer tools the file is binary.
    const header = [ascii.encode('%PDF-1.4\n'), new Uint8Array([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a])];
    const chunks: Uint8Array[] = [...header];
    let offset = header.reduce((n, c) => n + c.length, 0);
    const offsets: number[] = [];
    this.bodies.forEach((body, index) => {
      if (!body) throw new Error(`PDF object ${index + 1} was reserved but never written`);
      offsets.push(offset);
      const head = ascii.encode(`${index + 1} 0 obj\n`);
      const tail = ascii.encode('\nendobj\n');
      chunks.push(head, body, tail);
      offset += head.length + body.length + tail.length;
    });
    const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
    const trailer = `<< /Size ${this.bodies.length + 1} /Root ${root} 0 R${info ? ` /Info ${info} 0 R` : ''} >>`;
    chunks.push(ascii.encode(`xref\n0 ${this.bodies.length + 1}\n0000000000 65535 f \n${rows}trailer\n${trailer}\nstartxref\n${offset}\n%%EOF\n`));
    const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }
}
