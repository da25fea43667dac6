/**
 * A zip written twice from the same files differs only in the entries' DOS time and date
 * (jszip stamps "now"), so hashing it as-is would make the same slicing a new download each
 * time. This copy has those fields zeroed, in the central directory and in each local
 * header it points to. Anything that does not read as a zip is returned unchanged.
 */

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

function endOfCentralDirectory(view: DataView): number | null {
  const last = view.byteLength - EOCD_SIZE;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at -= 1) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  return null;
}

const isZip = (bytes: Uint8Array) => bytes.byteLength >= EOCD_SIZE && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

export function withoutZipTimes(input: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  // Images (most results, and large) are passed through without a copy.
  if (!isZip(input)) return input;
  const bytes = input.slice();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endOfCentralDirectory(view);
  if (end === null) return bytes;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== CENTRAL) break;
    view.setUint32(at + 12, 0, true);
    const local = view.getUint32(at + 42, true);
    if (local + 30 <= bytes.byteLength && view.getUint32(local, true) === LOCAL) view.setUint32(local + 10, 0, true);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return bytes;
}
