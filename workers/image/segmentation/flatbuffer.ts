// Just enough FlatBuffers to read a TFLite model's tables and to write a small
// metadata buffer. The writer lays every child out AFTER its parent, so each
// uoffset (unsigned, relative to where it is stored) points forward, as the
// format requires; vtables sit just before their table.

export type FbNode =
  | { kind: 'string'; value: string }
  | { kind: 'floats'; value: readonly number[] }
  | { kind: 'vector'; value: readonly FbNode[] }
  | { kind: 'table'; fields: readonly FbField[] };

export type FbField = { id: number; type: 'u8' | 'u32'; value: number } | { id: number; type: 'ref'; value: FbNode };

export const fb = {
  string: (value: string): FbNode => ({ kind: 'string', value }),
  floats: (value: readonly number[]): FbNode => ({ kind: 'floats', value }),
  vector: (value: readonly FbNode[]): FbNode => ({ kind: 'vector', value }),
  table: (fields: readonly FbField[]): FbNode => ({ kind: 'table', fields }),
};

class ByteWriter {
  bytes = new Uint8Array(1024);
  length = 0;

  private ensure(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + extra));
    grown.set(this.bytes);
    this.bytes = grown;
  }

  /** Pads with zeros until (length + ahead) is a multiple of `to`. */
  align(to: number, ahead = 0): void {
    while ((this.length + ahead) % to !== 0) this.put(new Uint8Array(1));
  }

  put(data: Uint8Array): number {
    this.ensure(data.length);
    const at = this.length;
    this.bytes.set(data, at);
    this.length += data.length;
    return at;
  }

  reserve(size: number): number {
    return this.put(new Uint8Array(size));
  }

  view(): DataView {
    return new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
  }

  setU16(at: number, value: number): void {
    this.view().setUint16(at, value, true);
  }

  setU32(at: number, value: number): void {
    this.view().setUint32(at, value >>> 0, true);
  }

  setI32(at: number, value: number): void {
    this.view().setInt32(at, value, true);
  }

  /** Stores at `at` the forward offset to `target`. */
  link(at: number, target: number): void {
    if (target <= at) throw new Error('flatbuffer offsets must point forward');
    this.setU32(at, target - at);
  }

  result(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

function emit(out: ByteWriter, node: FbNode): number {
  out.align(4);
  if (node.kind === 'string') {
    const text = new TextEncoder().encode(node.value);
    const at = out.reserve(4);
    out.setU32(at, text.length);
    out.put(text);
    out.put(new Uint8Array(1));
    return at;
  }
  if (node.kind === 'floats') {
    const at = out.reserve(4 + 4 * node.value.length);
    out.setU32(at, node.value.length);
    node.value.forEach((v, i) => out.view().setFloat32(at + 4 + 4 * i, v, true));
    return at;
  }
  if (node.kind === 'vector') {
    const at = out.reserve(4 + 4 * node.value.length);
    out.setU32(at, node.value.length);
    node.value.forEach((child, i) => out.link(at + 4 + 4 * i, emit(out, child)));
    return at;
  }
  // Every inline field takes 4 bytes after the table's soffset: simple, and aligned for any scalar we write.
  const maxId = node.fields.reduce((m, f) => Math.max(m, f.id), -1);
  const vtableSize = 4 + 2 * (maxId + 1);
  const objectSize = 4 + 4 * node.fields.length;
  const vtable = out.reserve(vtableSize);
  out.setU16(vtable, vtableSize);
  out.setU16(vtable + 2, objectSize);
  out.align(4);
  const table = out.reserve(objectSize);
  out.setI32(table, table - vtable);
  node.fields.forEach((field, i) => {
    const slot = 4 + 4 * i;
    out.setU16(vtable + 4 + 2 * field.id, slot);
    if (field.type === 'u8') out.bytes[table + slot] = field.value;
    else if (field.type === 'u32') out.setU32(table + slot, field.value);
  });
  node.fields.forEach((field, i) => {
    if (field.type === 'ref') out.link(table + 4 + 4 * i, emit(out, field.value));
  });
  return table;
}

/** A finished buffer: root offset, optional 4-character file identifier, then the objects. */
export function buildFlatbuffer(root: FbNode, identifier = ''): Uint8Array {
  const out = new ByteWriter();
  out.reserve(4);
  if (identifier) {
    if (identifier.length !== 4) throw new Error('a file identifier has 4 characters');
    out.put(new TextEncoder().encode(identifier));
  }
  out.link(0, emit(out, root));
  return out.result();
}

/** Reads tables of an existing buffer (no verification: callers check what they read). */
export class FbReader {
  readonly view: DataView;

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  u8(at: number): number {
    return this.view.getUint8(at);
  }

  u16(at: number): number {
    return this.view.getUint16(at, true);
  }

  u32(at: number): number {
    return this.view.getUint32(at, true);
  }

  i32(at: number): number {
    return this.view.getInt32(at, true);
  }

  f32(at: number): number {
    return this.view.getFloat32(at, true);
  }

  root(): number {
    return this.u32(0);
  }

  identifier(): string {
    return new TextDecoder().decode(this.bytes.subarray(4, 8));
  }

  vtableOf(table: number): number {
    return table - this.i32(table);
  }

  /** Position of field `id`'s inline value, or 0 when the table does not have it. */
  field(table: number, id: number): number {
    const vtable = this.vtableOf(table);
    const entry = 4 + 2 * id;
    if (entry >= this.u16(vtable)) return 0;
    const offset = this.u16(vtable + entry);
    return offset === 0 ? 0 : table + offset;
  }

  deref(at: number): number {
    return at + this.u32(at);
  }

  /** The referenced object of field `id`, or 0. */
  child(table: number, id: number): number {
    const at = this.field(table, id);
    return at === 0 ? 0 : this.deref(at);
  }

  length(vector: number): number {
    return this.u32(vector);
  }

  /** Element `i` of a vector of tables/strings/vectors. */
  element(vector: number, i: number): number {
    return this.deref(vector + 4 + 4 * i);
  }

  string(at: number): string {
    return new TextDecoder().decode(this.bytes.subarray(at + 4, at + 4 + this.u32(at)));
  }

  floats(vector: number): number[] {
    return Array.from({ length: this.length(vector) }, (_, i) => this.f32(vector + 4 + 4 * i));
  }
}
