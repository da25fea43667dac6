// Minimal WOFF 1.0 container reader/writer (zlib per table), enough to re-slice a
// single-file font into unicode-range slices. Spec: https://www.w3.org/TR/WOFF/
import { deflateSync, inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646;
const HEADER_SIZE = 44;
const ENTRY_SIZE = 20;

/**
 * @param {Buffer} woff
 * @returns {{ flavor: number, tables: Map<string, Buffer> }}
 */
export function readWoff(woff) {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  /** @type {Map<string, Buffer>} */
  const tables = new Map();
  for (let i = 0; i < numTables; i += 1) {
    const at = HEADER_SIZE + i * ENTRY_SIZE;
    const tag = woff.toString('latin1', at, at + 4);
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.set(tag, compLength < origLength ? inflateSync(raw) : Buffer.from(raw));
  }
  return { flavor, tables };
}

/** @param {Buffer} data */
function checksum(data) {
  let sum = 0;
  const padded = data.length % 4 === 0 ? data : Buffer.concat([data, Buffer.alloc(4 - (data.length % 4))]);
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

const pad4 = (/** @type {number} */ n) => (n + 3) & ~3;

/**
 * @param {number} flavor 0x00010000 for TrueType outlines
 * @param {Map<string, Buffer>} tables
 */
export function writeWoff(flavor, tables) {
  const tags = [...tables.keys()].sort();
  const entries = tags.map((tag) => {
    const data = /** @type {Buffer} */ (tables.get(tag));
    const compressed = deflateSync(data, { level: 9 });
    const stored = compressed.length < data.length ? compressed : data;
    return { tag, data, stored };
  });
  let offset = HEADER_SIZE + entries.length * ENTRY_SIZE;
  let sfntSize = 12 + entries.length * 16;
  const directory = Buffer.alloc(entries.length * ENTRY_SIZE);
  entries.forEach((entry, i) => {
    const at = i * ENTRY_SIZE;
    directory.write(entry.tag, at, 4, 'latin1');
    directory.writeUInt32BE(offset, at + 4);
    directory.writeUInt32BE(entry.stored.length, at + 8);
    directory.writeUInt32BE(entry.data.length, at + 12);
    directory.writeUInt32BE(checksum(entry.data), at + 16);
    offset += pad4(entry.stored.length);
    sfntSize += pad4(entry.data.length);
  });
  const header = Buffer.alloc(HEADER_SIZE);
  header.writeUInt32BE(WOFF_SIGNATURE, 0);
  header.writeUInt32BE(flavor, 4);
  header.writeUInt32BE(offset, 8);
  header.writeUInt16BE(entries.length, 12);
  header.writeUInt32BE(sfntSize, 16);
  header.writeUInt16BE(1, 20);
  const body = entries.map((entry) => Buffer.concat([entry.stored, Buffer.alloc(pad4(entry.stored.length) - entry.stored.length)]));
  return Buffer.concat([header, directory, ...body]);
}

/**
 * WOFF → plain sfnt (TTF/OTF). opentype.js 2.0's bundled inflater rejects some valid
 * zlib streams that Fontsource slices contain ("Data error"), so everything that
 * parses fonts decompresses with a real zlib first.
 * @param {Buffer} woff
 */
export function woffToSfnt(woff) {
  const { flavor, tables } = readWoff(woff);
  const tags = [...tables.keys()].sort();
  const header = Buffer.alloc(12 + tags.length * 16);
  const maxPow2 = 2 ** Math.floor(Math.log2(tags.length));
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(tags.length, 4);
  header.writeUInt16BE(maxPow2 * 16, 6);
  header.writeUInt16BE(Math.log2(maxPow2), 8);
  header.writeUInt16BE(tags.length * 16 - maxPow2 * 16, 10);
  let offset = header.length;
  const bodies = tags.map((tag, i) => {
    const data = /** @type {Buffer} */ (tables.get(tag));
    const at = 12 + i * 16;
    header.write(tag, at, 4, 'latin1');
    header.writeUInt32BE(checksum(data), at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(data.length, at + 12);
    offset += pad4(data.length);
    return Buffer.concat([data, Buffer.alloc(pad4(data.length) - data.length)]);
  });
  return Buffer.concat([header, ...bodies]);
}
