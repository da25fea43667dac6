// Reads an image's type and pixel size from its first bytes, before decoding:
// a 20 000 × 20 000 PNG is a few kilobytes on disk and 1.6 GB decoded, so the
// pixel limit has to be checked without decoding it.

export interface SniffedImage {
  mimeType: string;
  /** Stored size (before EXIF orientation); null when the header does not say (HEIC/AVIF). */
  width: number | null;
  height: number | null;
}

/** How many leading bytes sniffImage needs at most for the formats it reads sizes from. */
export const SNIFF_BYTES = 256 * 1024;

function u16be(b: Uint8Array, i: number): number {
  return ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
}
function u16le(b: Uint8Array, i: number): number {
  return (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
}
function u24le(b: Uint8Array, i: number): number {
  return u16le(b, i) | ((b[i + 2] ?? 0) << 16);
}
function u32be(b: Uint8Array, i: number): number {
  return u16be(b, i) * 65536 + u16be(b, i + 2);
}
function i32le(b: Uint8Array, i: number): number {
  return new DataView(b.buffer, b.byteOffset + i, 4).getInt32(0, true);
}
function ascii(b: Uint8Array, i: number, length: number): string {
  let out = '';
  for (let k = 0; k < length; k += 1) out += String.fromCharCode(b[i + k] ?? 0);
  return out;
}

function sniffJpeg(b: Uint8Array): SniffedImage {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) {
      i += 1;
      continue;
    }
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    // Standalone markers carry no length.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { mimeType: 'image/jpeg', height: u16be(b, i + 5), width: u16be(b, i + 7) };
    i += 2 + u16be(b, i + 2);
  }
  return { mimeType: 'image/jpeg', width: null, height: null };
}

function sniffWebp(b: Uint8Array): SniffedImage {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') return { mimeType: 'image/webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { mimeType: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { mimeType: 'image/webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return { mimeType: 'image/webp', width: null, height: null };
}

/** null when the bytes are not a format we recognise (the decoder may still know it). */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const b = bytes;
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 3) === 'PNG') {
    // A PNG must open with its IHDR chunk; anything else is damaged and left to the decoder to refuse.
    if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return { mimeType: 'image/png', width: null, height: null };
    return { mimeType: 'image/png', width: u32be(b, 16), height: u32be(b, 20) };
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return sniffJpeg(b);
  if (b.length >= 10 && ascii(b, 0, 4) === 'GIF8') return { mimeType: 'image/gif', width: u16le(b, 6), height: u16le(b, 8) };
  if (b.length >= 30 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return sniffWebp(b);
  if (b.length >= 26 && ascii(b, 0, 2) === 'BM') return { mimeType: 'image/bmp', width: Math.abs(i32le(b, 18)), height: Math.abs(i32le(b, 22)) };
  if (b.length >= 12 && ascii(b, 4, 4) === 'ftyp') {
    const brand = ascii(b, 8, 4);
    if (brand === 'avif' || brand === 'avis') return { mimeType: 'image/avif', width: null, height: null };
    if (['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1'].includes(brand)) return { mimeType: 'image/heic', width: null, height: null };
  }
  return null;
}
