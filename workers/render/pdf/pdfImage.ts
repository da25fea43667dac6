// Pictures inside the PDF: a JPEG goes in as it is (DCTDecode, no re-encoding, no loss);
// anything else as its pixels, deflated (FlateDecode), with the alpha as a soft mask.
import type { PdfFile } from './pdfFile.ts';

export type PdfImage =
  | { kind: 'jpeg'; bytes: Uint8Array; width: number; height: number; components: 1 | 3 }
  /** Straight (not premultiplied) RGBA, as getImageData gives it. */
  | { kind: 'pixels'; rgba: Uint8Array | Uint8ClampedArray; width: number; height: number };

/** Size and colour components of a baseline or progressive 8-bit JPEG, or null (then decode it to pixels). */
export function jpegInfo(bytes: Uint8Array): { width: number; height: number; components: 1 | 3 } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (marker >= 0xc0 && marker <= 0xc2) {
      const precision = bytes[at + 4];
      const height = ((bytes[at + 5] ?? 0) << 8) | (bytes[at + 6] ?? 0);
      const width = ((bytes[at + 7] ?? 0) << 8) | (bytes[at + 8] ?? 0);
      const components = bytes[at + 9];
      if (precision !== 8 || width === 0 || height === 0 || (components !== 1 && components !== 3)) return null;
      return { width, height, components };
    }
    // Lossless, hierarchical and arithmetic-coded frames: not every PDF reader decodes them.
    if (marker >= 0xc3 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return null;
    if (marker === 0xda || marker === 0xd9 || length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** Writes the image (and its soft mask) and returns its object number. */
export function embedImage(file: PdfFile, image: PdfImage): number {
  const { width, height } = image;
  if (image.kind === 'jpeg') {
    const space = image.components === 1 ? '/DeviceGray' : '/DeviceRGB';
    return file.addStream(`/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace ${space} /BitsPerComponent 8 /Filter /DCTDecode`, image.bytes, false);
  }
  const count = width * height;
  const rgb = new Uint8Array(count * 3);
  const alpha = new Uint8Array(count);
  let opaque = true;
  for (let i = 0; i < count; i += 1) {
    rgb[i * 3] = image.rgba[i * 4] ?? 0;
    rgb[i * 3 + 1] = image.rgba[i * 4 + 1] ?? 0;
    rgb[i * 3 + 2] = image.rgba[i * 4 + 2] ?? 0;
    const a = image.rgba[i * 4 + 3] ?? 255;
    alpha[i] = a;
    if (a !== 255) opaque = false;
  }
  const common = `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /BitsPerComponent 8`;
  const mask = opaque ? '' : ` /SMask ${file.addStream(`${common} /ColorSpace /DeviceGray`, alpha)} 0 R`;
  return file.addStream(`${common} /ColorSpace /DeviceRGB${mask}`, rgb);
}
