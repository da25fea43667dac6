import { ApiError, ErrorCode } from '../../http/errors.ts';

/** Content-addressed keys: a work's document and thumbnail of one content hash. */
export function contentKeyOf(uid: number, id: string, hash: string): string {
  return `works/${uid}/${id}/${hash}.json`;
}

export function thumbKeyOf(uid: number, id: string, hash: string, extension: string): string {
  return `works/${uid}/${id}/${hash}.thumb.${extension}`;
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const MAX_THUMB_BYTES = 1024 * 1024;

/** A thumbnail data URL as bytes; its signature must match the type it claims. */
export function decodeThumb(dataUrl: string): { bytes: Buffer; type: string; extension: string } {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,(.+)$/.exec(dataUrl);
  const type = match?.[1] ?? '';
  const extension = EXTENSIONS[type];
  const bytes = Buffer.from(match?.[2] ?? '', 'base64');
  const signatures: Record<string, (b: Buffer) => boolean> = {
    png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    jpg: (b) => b[0] === 0xff && b[1] === 0xd8,
    webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  };
  if (!extension || bytes.length === 0 || bytes.length > MAX_THUMB_BYTES || !signatures[extension]?.(bytes)) {
    throw new ApiError(ErrorCode.badRequest, '作品缩略图无效，请重新保存作品后再同步');
  }
  return { bytes, type, extension };
}

export function encodeThumb(bytes: Buffer, type: string): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}
