/** JSON with object keys sorted, so equal values give equal text whatever the key order. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`);
  return `{${entries.join(',')}}`;
}

// cyrb53's state. stableHash53 below feeds it the characters stableStringify would write,
// so hash53(stableStringify(value)) and stableHash53(value) agree exactly (stableJson.test.ts)
// without building the text. Why: the render worker keys every layer's raster by its content
// hash, and a 1000-layer logo's glyph outlines are megabytes: stringifying them took 140 ms
// of its first frame at full speed (~0.6 s on a low-end phone's worker).
let h1 = 0;
let h2 = 0;

function begin(seed: number): void {
  h1 = 0xdeadbeef ^ seed;
  h2 = 0x41c6ce57 ^ seed;
}

function finish(): string {
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const n = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return n.toString(36).padStart(11, '0');
}

function mixChar(ch: number): void {
  h1 = Math.imul(h1 ^ ch, 2654435761);
  h2 = Math.imul(h2 ^ ch, 1597334677);
}

/** Every UTF-16 unit of `text` as it is. */
function mixUnits(text: string): void {
  for (let i = 0; i < text.length; i += 1) mixChar(text.charCodeAt(i));
}

/** cyrb53: a fast, well-mixed 53-bit string hash. Not cryptographic; cache keys only. */
export function hash53(text: string, seed = 0): string {
  begin(seed);
  mixUnits(text);
  return finish();
}

const HEX = '0123456789abcdef';
const SHORT_ESCAPES: Record<number, string> = { 8: 'b', 9: 't', 10: 'n', 12: 'f', 13: 'r', 34: '"', 92: '\\' };

/** The characters JSON.stringify(text) writes: quotes, escapes, lone surrogates as \u. */
function mixJsonString(text: string): void {
  mixChar(34);
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (ch >= 0x20 && ch !== 34 && ch !== 92 && (ch < 0xd800 || ch > 0xdfff)) {
      mixChar(ch);
      continue;
    }
    if (ch >= 0xd800 && ch <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        mixChar(ch);
        mixChar(next);
        i += 1;
        continue;
      }
    }
    const short = SHORT_ESCAPES[ch];
    mixChar(92);
    if (short !== undefined) {
      mixChar(short.charCodeAt(0));
      continue;
    }
    mixChar(117);
    for (let shift = 12; shift >= 0; shift -= 4) mixChar(HEX.charCodeAt((ch >> shift) & 15));
  }
  mixChar(34);
}

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function mixStable(value: unknown, skip: ReadonlySet<string> | null): void {
  if (typeof value === 'string') return mixJsonString(value);
  if (value === null || typeof value !== 'object') return mixUnits(JSON.stringify(value) ?? 'null');
  if (Array.isArray(value)) {
    mixChar(91);
    for (let i = 0; i < value.length; i += 1) {
      if (i > 0) mixChar(44);
      mixStable(value[i], null);
    }
    return mixChar(93);
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort(byKey);
  mixChar(123);
  let first = true;
  for (const key of keys) {
    const field = record[key];
    if (field === undefined || skip?.has(key)) continue;
    if (!first) mixChar(44);
    first = false;
    mixJsonString(key);
    mixChar(58);
    mixStable(field, null);
  }
  mixChar(125);
}

/**
 * hash53(stableStringify(value)), computed as it walks `value`; the top-level object's keys in
 * `skip` are left out (as if they were not there).
 */
export function stableHash53(value: unknown, skip: ReadonlySet<string> | null = null, seed = 0): string {
  begin(seed);
  mixStable(value, skip);
  return finish();
}
