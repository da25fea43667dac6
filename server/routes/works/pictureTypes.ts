/** Picture types a work may carry, each with the bytes its files start with (checked, never trusted from the name). */
export const PICTURE_TYPES: Record<string, { extension: string; matches(head: Buffer): boolean }> = {
  'image/png': { extension: 'png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  'image/jpeg': { extension: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/webp': { extension: 'webp', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  'image/gif': { extension: 'gif', matches: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
};
