/**
 * MD5 of raw bytes (RFC 1321). blueimp-md5 hashes text as UTF-8 and
 * crypto.subtle has no MD5 (and no subtle at all on plain-http LAN origins),
 * so the photo upload's `filemd5`, the picture asset store (content-addressed)
 * and the PDF upload's per-chunk `chunkmd5` need their own.
 *
 * Unrolled (generated: the 64 steps with their constants inline) and reading
 * 32-bit words straight from the input: ~20× the first loop-and-DataView
 * version, which hashed a 50 MiB upload chunk at ~12 MB/s.
 */

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** The four state words, advanced over 64-byte blocks of `words` from word `start` for `blocks` blocks. */
function blocks(state: Int32Array, words: Uint32Array | Int32Array, start: number, count: number): void {
  let a0 = state[0] ?? 0;
  let b0 = state[1] ?? 0;
  let c0 = state[2] ?? 0;
  let d0 = state[3] ?? 0;
  for (let block = 0, w = start; block < count; block += 1, w += 16) {
    const x0 = (words[w + 0] ?? 0) | 0;
    const x1 = (words[w + 1] ?? 0) | 0;
    const x2 = (words[w + 2] ?? 0) | 0;
    const x3 = (words[w + 3] ?? 0) | 0;
    const x4 = (words[w + 4] ?? 0) | 0;
    const x5 = (words[w + 5] ?? 0) | 0;
    const x6 = (words[w + 6] ?? 0) | 0;
    const x7 = (words[w + 7] ?? 0) | 0;
    const x8 = (words[w + 8] ?? 0) | 0;
    const x9 = (words[w + 9] ?? 0) | 0;
    const x10 = (words[w + 10] ?? 0) | 0;
    const x11 = (words[w + 11] ?? 0) | 0;
    const x12 = (words[w + 12] ?? 0) | 0;
    const x13 = (words[w + 13] ?? 0) | 0;
    const x14 = (words[w + 14] ?? 0) | 0;
    const x15 = (words[w + 15] ?? 0) | 0;
    let a = a0;
    let b = b0;
    let c = c0;
    let d = d0;
    let t: number;
    t = (a + ((b & c) | (~b & d)) + -680876936 + x0) | 0;
    a = (((b + ((t << 7) | (t >>> 25))) | 0));
    t = (d + ((a & b) | (~a & c)) + -389564586 + x1) | 0;
    d = (((a + ((t << 12) | (t >>> 20))) | 0));
    t = (c + ((d & a) | (~d & b)) + 606105819 + x2) | 0;
    c = (((d + ((t << 17) | (t >>> 15))) | 0));
    t = (b + ((c & d) | (~c & a)) + -1044525330 + x3) | 0;
    b = (((c + ((t << 22) | (t >>> 10))) | 0));
    t = (a + ((b & c) | (~b & d)) + -176418897 + x4) | 0;
    a = (((b + ((t << 7) | (t >>> 25))) | 0));
    t = (d + ((a & b) | (~a & c)) + 1200080426 + x5) | 0;
    d = (((a + ((t << 12) | (t >>> 20))) | 0));
    t = (c + ((d & a) | (~d & b)) + -1473231341 + x6) | 0;
    c = (((d + ((t << 17) | (t >>> 15))) | 0));
    t = (b + ((c & d) | (~c & a)) + -45705983 + x7) | 0;
    b = (((c + ((t << 22) | (t >>> 10))) | 0));
    t = (a + ((b & c) | (~b & d)) + 1770035416 + x8) | 0;
    a = (((b + ((t << 7) | (t >>> 25))) | 0));
    t = (d + ((a & b) | (~a & c)) + -1958414417 + x9) | 0;
    d = (((a + ((t << 12) | (t >>> 20))) | 0));
    t = (c + ((d & a) | (~d & b)) + -42063 + x10) | 0;
    c = (((d + ((t << 17) | (t >>> 15))) | 0));
    t = (b + ((c & d) | (~c & a)) + -1990404162 + x11) | 0;
    b = (((c + ((t << 22) | (t >>> 10))) | 0));
    t = (a + ((b & c) | (~b & d)) + 1804603682 + x12) | 0;
    a = (((b + ((t << 7) | (t >>> 25))) | 0));
    t = (d + ((a & b) | (~a & c)) + -40341101 + x13) | 0;
    d = (((a + ((t << 12) | (t >>> 20))) | 0));
    t = (c + ((d & a) | (~d & b)) + -1502002290 + x14) | 0;
    c = (((d + ((t << 17) | (t >>> 15))) | 0));
    t = (b + ((c & d) | (~c & a)) + 1236535329 + x15) | 0;
    b = (((c + ((t << 22) | (t >>> 10))) | 0));
    t = (a + ((d & b) | (~d & c)) + -165796510 + x1) | 0;
    a = (((b + ((t << 5) | (t >>> 27))) | 0));
    t = (d + ((c & a) | (~c & b)) + -1069501632 + x6) | 0;
    d = (((a + ((t << 9) | (t >>> 23))) | 0));
    t = (c + ((b & d) | (~b & a)) + 643717713 + x11) | 0;
    c = (((d + ((t << 14) | (t >>> 18))) | 0));
    t = (b + ((a & c) | (~a & d)) + -373897302 + x0) | 0;
    b = (((c + ((t << 20) | (t >>> 12))) | 0));
    t = (a + ((d & b) | (~d & c)) + -701558691 + x5) | 0;
    a = (((b + ((t << 5) | (t >>> 27))) | 0));
    t = (d + ((c & a) | (~c & b)) + 38016083 + x10) | 0;
    d = (((a + ((t << 9) | (t >>> 23))) | 0));
    t = (c + ((b & d) | (~b & a)) + -660478335 + x15) | 0;
    c = (((d + ((t << 14) | (t >>> 18))) | 0));
    t = (b + ((a & c) | (~a & d)) + -405537848 + x4) | 0;
    b = (((c + ((t << 20) | (t >>> 12))) | 0));
    t = (a + ((d & b) | (~d & c)) + 568446438 + x9) | 0;
    a = (((b + ((t << 5) | (t >>> 27))) | 0));
    t = (d + ((c & a) | (~c & b)) + -1019803690 + x14) | 0;
    d = (((a + ((t << 9) | (t >>> 23))) | 0));
    t = (c + ((b & d) | (~b & a)) + -187363961 + x3) | 0;
    c = (((d + ((t << 14) | (t >>> 18))) | 0));
    t = (b + ((a & c) | (~a & d)) + 1163531501 + x8) | 0;
    b = (((c + ((t << 20) | (t >>> 12))) | 0));
    t = (a + ((d & b) | (~d & c)) + -1444681467 + x13) | 0;
    a = (((b + ((t << 5) | (t >>> 27))) | 0));
    t = (d + ((c & a) | (~c & b)) + -51403784 + x2) | 0;
    d = (((a + ((t << 9) | (t >>> 23))) | 0));
    t = (c + ((b & d) | (~b & a)) + 1735328473 + x7) | 0;
    c = (((d + ((t << 14) | (t >>> 18))) | 0));
    t = (b + ((a & c) | (~a & d)) + -1926607734 + x12) | 0;
    b = (((c + ((t << 20) | (t >>> 12))) | 0));
    t = (a + (b ^ c ^ d) + -378558 + x5) | 0;
    a = (((b + ((t << 4) | (t >>> 28))) | 0));
    t = (d + (a ^ b ^ c) + -2022574463 + x8) | 0;
    d = (((a + ((t << 11) | (t >>> 21))) | 0));
    t = (c + (d ^ a ^ b) + 1839030562 + x11) | 0;
    c = (((d + ((t << 16) | (t >>> 16))) | 0));
    t = (b + (c ^ d ^ a) + -35309556 + x14) | 0;
    b = (((c + ((t << 23) | (t >>> 9))) | 0));
    t = (a + (b ^ c ^ d) + -1530992060 + x1) | 0;
    a = (((b + ((t << 4) | (t >>> 28))) | 0));
    t = (d + (a ^ b ^ c) + 1272893353 + x4) | 0;
    d = (((a + ((t << 11) | (t >>> 21))) | 0));
    t = (c + (d ^ a ^ b) + -155497632 + x7) | 0;
    c = (((d + ((t << 16) | (t >>> 16))) | 0));
    t = (b + (c ^ d ^ a) + -1094730640 + x10) | 0;
    b = (((c + ((t << 23) | (t >>> 9))) | 0));
    t = (a + (b ^ c ^ d) + 681279174 + x13) | 0;
    a = (((b + ((t << 4) | (t >>> 28))) | 0));
    t = (d + (a ^ b ^ c) + -358537222 + x0) | 0;
    d = (((a + ((t << 11) | (t >>> 21))) | 0));
    t = (c + (d ^ a ^ b) + -722521979 + x3) | 0;
    c = (((d + ((t << 16) | (t >>> 16))) | 0));
    t = (b + (c ^ d ^ a) + 76029189 + x6) | 0;
    b = (((c + ((t << 23) | (t >>> 9))) | 0));
    t = (a + (b ^ c ^ d) + -640364487 + x9) | 0;
    a = (((b + ((t << 4) | (t >>> 28))) | 0));
    t = (d + (a ^ b ^ c) + -421815835 + x12) | 0;
    d = (((a + ((t << 11) | (t >>> 21))) | 0));
    t = (c + (d ^ a ^ b) + 530742520 + x15) | 0;
    c = (((d + ((t << 16) | (t >>> 16))) | 0));
    t = (b + (c ^ d ^ a) + -995338651 + x2) | 0;
    b = (((c + ((t << 23) | (t >>> 9))) | 0));
    t = (a + (c ^ (b | ~d)) + -198630844 + x0) | 0;
    a = (((b + ((t << 6) | (t >>> 26))) | 0));
    t = (d + (b ^ (a | ~c)) + 1126891415 + x7) | 0;
    d = (((a + ((t << 10) | (t >>> 22))) | 0));
    t = (c + (a ^ (d | ~b)) + -1416354905 + x14) | 0;
    c = (((d + ((t << 15) | (t >>> 17))) | 0));
    t = (b + (d ^ (c | ~a)) + -57434055 + x5) | 0;
    b = (((c + ((t << 21) | (t >>> 11))) | 0));
    t = (a + (c ^ (b | ~d)) + 1700485571 + x12) | 0;
    a = (((b + ((t << 6) | (t >>> 26))) | 0));
    t = (d + (b ^ (a | ~c)) + -1894986606 + x3) | 0;
    d = (((a + ((t << 10) | (t >>> 22))) | 0));
    t = (c + (a ^ (d | ~b)) + -1051523 + x10) | 0;
    c = (((d + ((t << 15) | (t >>> 17))) | 0));
    t = (b + (d ^ (c | ~a)) + -2054922799 + x1) | 0;
    b = (((c + ((t << 21) | (t >>> 11))) | 0));
    t = (a + (c ^ (b | ~d)) + 1873313359 + x8) | 0;
    a = (((b + ((t << 6) | (t >>> 26))) | 0));
    t = (d + (b ^ (a | ~c)) + -30611744 + x15) | 0;
    d = (((a + ((t << 10) | (t >>> 22))) | 0));
    t = (c + (a ^ (d | ~b)) + -1560198380 + x6) | 0;
    c = (((d + ((t << 15) | (t >>> 17))) | 0));
    t = (b + (d ^ (c | ~a)) + 1309151649 + x13) | 0;
    b = (((c + ((t << 21) | (t >>> 11))) | 0));
    t = (a + (c ^ (b | ~d)) + -145523070 + x4) | 0;
    a = (((b + ((t << 6) | (t >>> 26))) | 0));
    t = (d + (b ^ (a | ~c)) + -1120210379 + x11) | 0;
    d = (((a + ((t << 10) | (t >>> 22))) | 0));
    t = (c + (a ^ (d | ~b)) + 718787259 + x2) | 0;
    c = (((d + ((t << 15) | (t >>> 17))) | 0));
    t = (b + (d ^ (c | ~a)) + -343485551 + x9) | 0;
    b = (((c + ((t << 21) | (t >>> 11))) | 0));
    a0 = (a0 + a) | 0;
    b0 = (b0 + b) | 0;
    c0 = (c0 + c) | 0;
    d0 = (d0 + d) | 0;
  }
  state[0] = a0;
  state[1] = b0;
  state[2] = c0;
  state[3] = d0;
}

/** Little-endian 32-bit words of `bytes[from, from + length)` (length a multiple of 4). */
function wordsOf(bytes: Uint8Array, from: number, length: number): Uint32Array {
  if (LITTLE_ENDIAN && (bytes.byteOffset + from) % 4 === 0) return new Uint32Array(bytes.buffer, bytes.byteOffset + from, length / 4);
  const words = new Uint32Array(length / 4);
  for (let i = 0; i < words.length; i += 1) {
    const p = from + i * 4;
    words[i] = ((bytes[p] ?? 0) | ((bytes[p + 1] ?? 0) << 8) | ((bytes[p + 2] ?? 0) << 16) | ((bytes[p + 3] ?? 0) << 24)) >>> 0;
  }
  return words;
}

export function md5Bytes(input: Uint8Array): string {
  const state = new Int32Array([0x67452301, 0xefcdab89 | 0, 0x98badcfe | 0, 0x10325476]);
  const whole = input.length - (input.length % 64);
  // Unaligned input is read in 1 MiB pieces so the copy stays small.
  const piece = 1 << 20;
  for (let from = 0; from < whole; from += piece) {
    const length = Math.min(piece, whole - from);
    blocks(state, wordsOf(input, from, length), 0, length / 64);
  }
  const tail = new Uint8Array(input.length % 64 < 56 ? 64 : 128);
  tail.set(input.subarray(whole));
  tail[input.length - whole] = 0x80;
  const bits = input.length * 8;
  const view = new DataView(tail.buffer);
  view.setUint32(tail.length - 8, bits >>> 0, true);
  view.setUint32(tail.length - 4, Math.floor(bits / 2 ** 32), true);
  blocks(state, wordsOf(tail, 0, tail.length), 0, tail.length / 64);
  let hex = '';
  for (let i = 0; i < 4; i += 1) {
    const word = state[i] ?? 0;
    for (let byte = 0; byte < 4; byte += 1) hex += ((word >>> (byte * 8)) & 0xff).toString(16).padStart(2, '0');
  }
  return hex;
}
