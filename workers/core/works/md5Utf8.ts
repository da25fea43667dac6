// MD5 of a string's UTF-8 bytes, read through one small reused buffer. blueimp-md5 (the same
// digest) first builds the whole UTF-8 text as a string, then an array of every 32-bit word of
// it: a 4.7 MB work's autosave allocated ~30 MB per hash, 177 MB over one open, drag and save in
// the works worker (bench 12-editor-memory, sampling heap profile), garbage an idle worker kept
// for long after. Here the text is encoded 16 K characters at a time into a 48 KiB buffer.

/** Per-round additive constants: floor(|sin(i + 1)| × 2^32). */
const K = Int32Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) | 0);
/** Left-rotation amounts, four per round. */
const S = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const CHUNK_CHARS = 16 * 1024;

const encoder = new TextEncoder();
/** Room for one chunk (≤ 3 bytes per UTF-16 unit) plus a partial block left from the last. */
const bytes = new Uint8Array(CHUNK_CHARS * 3 + 64);
const view = new DataView(bytes.buffer);

/** A, B, C, D of the digest being computed. */
type State = [number, number, number, number];

/** One 64-byte block of `bytes` at `at` folded into `state`. */
function block(state: State, at: number): void {
  let [a, b, c, d] = state;
  for (let i = 0; i < 64; i += 1) {
    const round = i >> 4;
    let f: number;
    let g: number;
    if (round === 0) {
      f = (b & c) | (~b & d);
      g = i;
    } else if (round === 1) {
      f = (d & b) | (~d & c);
      g = (5 * i + 1) & 15;
    } else if (round === 2) {
      f = b ^ c ^ d;
      g = (3 * i + 5) & 15;
    } else {
      f = c ^ (b | ~d);
      g = (7 * i) & 15;
    }
    const sum = (a + f + (K[i] ?? 0) + view.getInt32(at + g * 4, true)) | 0;
    const shift = S[(round << 2) | (i & 3)] ?? 0;
    a = d;
    d = c;
    c = b;
    b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
  }
  state[0] = (state[0] + a) | 0;
  state[1] = (state[1] + b) | 0;
  state[2] = (state[2] + c) | 0;
  state[3] = (state[3] + d) | 0;
}

const hex = (word: number) => {
  let out = '';
  for (let i = 0; i < 4; i += 1) out += ((word >>> (i * 8)) & 0xff).toString(16).padStart(2, '0');
  return out;
};

/** Lower-case hex MD5 of `text` encoded as UTF-8 (what blueimp-md5 gives for well-formed text). */
export function md5Utf8(text: string): string {
  const state: State = [0x67452301, 0xefcdab89 | 0, 0x98badcfe | 0, 0x10325476];
  let held = 0;
  let total = 0;
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + CHUNK_CHARS);
    // Never split a surrogate pair between two chunks (each half alone would encode as U+FFFD).
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    const { written } = encoder.encodeInto(text.slice(start, end), bytes.subarray(held));
    start = end;
    total += written;
    const filled = held + written;
    const whole = filled - (filled % 64);
    for (let at = 0; at < whole; at += 64) block(state, at);
    bytes.copyWithin(0, whole, filled);
    held = filled - whole;
  }
  // Padding: 0x80, zeros to 56 mod 64, then the length in bits as a 64-bit little-endian number.
  bytes[held] = 0x80;
  bytes.fill(0, held + 1, held < 56 ? 64 : 128);
  const end = held < 56 ? 64 : 128;
  const bits = total * 8;
  const low = bits >>> 0;
  const high = Math.floor(bits / 2 ** 32);
  for (let i = 0; i < 4; i += 1) {
    bytes[end - 8 + i] = (low >>> (i * 8)) & 0xff;
    bytes[end - 4 + i] = (high >>> (i * 8)) & 0xff;
  }
  for (let at = 0; at < end; at += 64) block(state, at);
  return hex(state[0]) + hex(state[1]) + hex(state[2]) + hex(state[3]);
}
