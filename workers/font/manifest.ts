// Font manifests and the catalogue, as written by scripts/fonts/build-font-slices.mjs.
// Validated by hand (a few fields) to keep zod out of the worker bundle.
import type { FontCatalogueEntry } from '../protocol/font';

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

/** Code point → slice, by binary search over all slices' ranges (they are disjoint). */
export class SliceIndex {
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  private readonly owners: Int32Array;

  constructor(manifest: FontManifest) {
    const all: [number, number, number][] = [];
    manifest.slices.forEach((slice, index) => {
      for (const [start, end] of decodeRanges(slice.ranges)) all.push([start, end, index]);
    });
    all.sort((a, b) => a[0] - b[0]);
    this.starts = Int32Array.from(all, (r) => r[0]);
    this.ends = Int32Array.from(all, (r) => r[1]);
    this.owners = Int32Array.from(all, (r) => r[2]);
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
