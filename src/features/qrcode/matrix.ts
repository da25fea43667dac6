import qrcode from 'qrcode-generator';

/**
 * The module matrix of a payload (qrcode-generator, byte mode, UTF-8), or a refusal that
 * says what to change when it does not fit version 40 at the chosen error correction.
 */

export const EC_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type EcLevel = (typeof EC_LEVELS)[number];

/** Byte-mode capacity of version 40 (ISO/IEC 18004 table 7). */
export const MAX_BYTES: Record<EcLevel, number> = { L: 2953, M: 2331, Q: 1663, H: 1273 };

/** How much of the symbol each level can lose and still be read (ISO/IEC 18004). */
export const EC_RECOVERY: Record<EcLevel, number> = { L: 0.07, M: 0.15, Q: 0.25, H: 0.3 };

export interface QrMatrix {
  /** Modules per side (21 for version 1 … 177 for version 40). */
  count: number;
  version: number;
  dark: (row: number, col: number) => boolean;
}

export type MatrixResult = { ok: true; matrix: QrMatrix; bytes: number } | { ok: false; bytes: number; max: number; lowest: EcLevel | null };

export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** qrcode-generator takes each char code's low byte: hand it the UTF-8 bytes as a binary string. */
function binaryString(text: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(text)) out += String.fromCharCode(byte);
  return out;
}

export function makeMatrix(payload: string, ec: EcLevel): MatrixResult {
  const bytes = utf8Length(payload);
  // The version 40 header (mode + 16-bit length) leaves exactly MAX_BYTES for data.
  if (bytes > MAX_BYTES[ec]) {
    const lowest = EC_LEVELS.find((level) => bytes <= MAX_BYTES[level]) ?? null;
    return { ok: false, bytes, max: MAX_BYTES[ec], lowest };
  }
  const qr = qrcode(0, ec);
  qr.addData(binaryString(payload), 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const cells = new Uint8Array(count * count);
  for (let r = 0; r < count; r += 1) for (let c = 0; c < count; c += 1) cells[r * count + c] = qr.isDark(r, c) ? 1 : 0;
  return { ok: true, bytes, matrix: { count, version: (count - 17) / 4, dark: (r, c) => r >= 0 && c >= 0 && r < count && c < count && cells[r * count + c] === 1 } };
}

/** True for modules of the three finder patterns (7 × 7 at three corners), drawn as "eyes". */
export function inFinder(row: number, col: number, count: number): boolean {
  const near = (v: number) => v < 7 || v >= count - 7;
  return (row < 7 && col < 7) || (row < 7 && col >= count - 7) || (row >= count - 7 && col < 7 && near(row));
}
