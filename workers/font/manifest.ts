// Font manifests and the catalogue, as written by scripts/fonts/build-font-slices.mjs.
// Validated by hand (a few fields) to keep zod out of the worker bundle.
import type { FontCatalogueEntry } from '../protocol/font.ts';

export interface ManifestSlice {
  /** Code point ranges, compact form (see decodeRanges). */
  ranges: string;
  /** Slice file per weight ("400", "700"), relative to the manifest. */
  files: Record<string, string>;
}

export interface FontManifest {
  id: string;
  name: string;
  family: string;
  licence: string;
  weights: number[];
  slices: ManifestSlice[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';

export function parseManifest(json: unknown): FontManifest {
  if (!isRecord(json) || !isString(json.id) || !Array.isArray(json.slices) || !Array.isArray(json.weights)) {
    throw new Error('font manifest has the wrong shape');
  }
  const slices = json.slices.map((slice: unknown): ManifestSlice => {
    if (!isRecord(slice) || !isString(slice.ranges) || !isRecord(slice.files)) throw new Error('font manifest slice has the wrong shape');
    const files: Record<string, string> = {};
    for (const [weight, file] of Object.entries(slice.files)) if (isString(file)) files[weight] = file;
    return { ranges: slice.ranges, files };
  });
  return {
    id: json.id,
    name: isString(json.name) ? json.name : json.id,
    family: isString(json.family) ? json.family : json.id,
    licence: isString(json.licence) ? json.licence : '',
    weights: json.weights.filter((w): w is number => typeof w === 'number'),
    slices,
  };
}

export function parseCatalogue(json: unknown): FontCatalogueEntry[] {
  if (!Array.isArray(json)) throw new Error('font catalogue is not a list');
  return json.filter(isRecord).flatMap((entry): FontCatalogueEntry[] => {
    if (!isString(entry.id) || !isString(entry.url)) return [];
    return [
      {
        id: entry.id,
        name: isString(entry.name) ? entry.name : entry.id,
        family: isString(entry.family) ? entry.family : entry.id,
        url: entry.url,
        thumb: isString(entry.thumb) ? entry.thumb : '',
        weights: Array.isArray(entry.weights) ? entry.weights.filter((w): w is number => typeof w === 'number') : [400],
        licence: isString(entry.licence) ? entry.licence : '',
        default: entry.default === true,
      },
    ];
  });
}

/** Mirror of scripts/fonts/css-ranges.mjs encodeRanges: "gap[+length]" base 36, gap from the previous range's end. */
export function decodeRanges(encoded: string): [number, number][] {
  const ranges: [number, number][] = [];
  let previousEnd = -1;
  for (const token of encoded.split(',')) {
    if (!token) continue;
    const [gap = '', length] = token.split('+');
    const start = previousEnd + 1 + parseInt(gap, 36);
    const end = start + (length ? parseInt(length, 36) : 0);
    if (!Number.isFinite(start) || !Number.isFinite(end)) throw new Error('font manifest has a bad range');
    ranges.push([start, end]);
    previousEnd = end;
  }
  return ranges;
}

/** Sort keys pack a range's start with its position: start × 2^20 + position (< 2^41, exact in a double). */
const POSITION_BITS = 2 ** 20;

/**
 * Code point → slice, by binary search over all slices' ranges (they are disjoint).
 * Built once per font on the first text, from ~30 000 ranges: it parses the encoded
 * strings in one pass into typed arrays and sorts numeric keys natively, without a
 * small array per range (which cost ~5 ms and a GC per font on a fast machine).
 */
export class SliceIndex {
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  private readonly owners: Int32Array;

  constructor(manifest: FontManifest) {
    const total = manifest.slices.reduce((sum, slice) => sum + countRanges(slice.ranges), 0);
    if (total >= POSITION_BITS) throw new Error('font manifest has too many ranges');
    const starts = new Int32Array(total);
    const ends = new Int32Array(total);
    const owners = new Int32Array(total);
    let used = 0;
    manifest.slices.forEach((slice, index) => {
      used = decodeRangesInto(slice.ranges, index, starts, ends, owners, used);
    });
    const keys = new Float64Array(used);
    for (let i = 0; i < used; i += 1) keys[i] = (starts[i] ?? 0) * POSITION_BITS + i;
    keys.sort();
    this.starts = new Int32Array(used);
    this.ends = new Int32Array(used);
    this.owners = new Int32Array(used);
    keys.forEach((key, i) => {
      const from = key % POSITION_BITS;
      this.starts[i] = starts[from] ?? 0;
      this.ends[i] = ends[from] ?? 0;
      this.owners[i] = owners[from] ?? 0;
    });
  }

  /** Slice index covering `codePoint`, or -1. */
  sliceOf(codePoint: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if ((this.starts[mid] ?? 0) > codePoint) hi = mid - 1;
      else if ((this.ends[mid] ?? -1) < codePoint) lo = mid + 1;
      else return this.owners[mid] ?? -1;
    }
    return -1;
  }
}

function countRanges(encoded: string): number {
  let count = encoded.length > 0 ? 1 : 0;
  for (let i = 0; i < encoded.length; i += 1) if (encoded.charCodeAt(i) === 44 /* , */) count += 1;
  return count;
}

/** Base-36 digit value of a char code, or -1. */
function digit36(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 122) return code - 87;
  return -1;
}

/** decodeRanges without intermediate strings: writes from `at`, returns the next free position (at most countRanges more). */
function decodeRangesInto(encoded: string, owner: number, starts: Int32Array, ends: Int32Array, owners: Int32Array, at: number): number {
  let previousEnd = -1;
  let gap = 0;
  let length = 0;
  let inLength = false;
  let digits = 0;
  const finish = () => {
    // An empty token (",,") holds no range, as in decodeRanges.
    if (digits === 0 && !inLength) return;
    if (digits === 0) throw new Error('font manifest has a bad range');
    const start = previousEnd + 1 + gap;
    const end = start + length;
    starts[at] = start;
    ends[at] = end;
    owners[at] = owner;
    at += 1;
    previousEnd = end;
    gap = 0;
    length = 0;
    inLength = false;
    digits = 0;
  };
  for (let i = 0; i < encoded.length; i += 1) {
    const code = encoded.charCodeAt(i);
    if (code === 44 /* , */) finish();
    else if (code === 43 /* + */) inLength = true;
    else {
      const value = digit36(code);
      if (value < 0) throw new Error('font manifest has a bad range');
      if (inLength) length = length * 36 + value;
      else gap = gap * 36 + value;
      digits += 1;
    }
  }
  if (encoded.length > 0) finish();
  return at;
}
