// Reads @fontsource CSS (one @font-face per slice) into slice → code point ranges,
// and encodes ranges compactly for the manifests the font worker downloads.

/**
 * @param {string} css
 * @returns {{ file: string, ranges: [number, number][] }[]} in declaration order
 */
export function parseFontFaces(css) {
  const faces = [];
  for (const match of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const body = match[1] ?? '';
    // opentype.js cannot read WOFF2, so the WOFF source is the one we ship.
    const file = /url\(\s*['"]?\.\/files\/([^'")]+\.woff)['"]?\s*\)/.exec(body)?.[1];
    if (!file) continue;
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    faces.push({ file, ranges: range ? parseUnicodeRange(range) : [[0, 0x10ffff]] });
  }
  return faces;
}

/** @param {string} value e.g. "U+0000-00ff,U+0131,U+4e??" */
export function parseUnicodeRange(value) {
  /** @type {[number, number][]} */
  const ranges = [];
  for (const raw of value.split(',')) {
    const token = raw.trim().replace(/^u\+/i, '');
    if (!token) continue;
    let start;
    let end;
    if (token.includes('?')) {
      start = parseInt(token.replaceAll('?', '0'), 16);
      end = parseInt(token.replaceAll('?', 'f'), 16);
    } else {
      const [a, b] = token.split('-');
      start = parseInt(a ?? '', 16);
      end = parseInt(b ?? a ?? '', 16);
    }
    if (Number.isFinite(start) && Number.isFinite(end) && end >= start) ranges.push([start, end]);
  }
  return ranges;
}

/**
 * Browsers give an overlapping code point to the LAST declared @font-face, so
 * overlaps are resolved the same way; the result has disjoint, sorted, merged ranges.
 * @param {{ file: string, ranges: [number, number][] }[]} faces
 */
export function disjointSlices(faces) {
  /** @type {Map<number, number>} */
  const owner = new Map();
  faces.forEach((face, index) => {
    for (const [start, end] of face.ranges) {
      for (let cp = start; cp <= end; cp += 1) owner.set(cp, index);
    }
  });
  /** @type {number[][]} */
  const perFace = faces.map(() => []);
  for (const [cp, index] of owner) perFace[index]?.push(cp);
  return faces
    .map((face, index) => ({ file: face.file, ranges: toRanges(perFace[index] ?? []) }))
    .filter((slice) => slice.ranges.length > 0);
}

/** @param {number[]} codePoints */
export function toRanges(codePoints) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  /** @type {[number, number][]} */
  const ranges = [];
  for (const cp of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && cp === last[1] + 1) last[1] = cp;
    else ranges.push([cp, cp]);
  }
  return ranges;
}

/**
 * Compact form: per range "gap[+length]" in base 36, comma separated, where gap is
 * the distance from the previous range's end. A Noto SC manifest shrinks from
 * ~130 KB as JSON pairs to ~35 KB, which matters for the first-text fetch budget.
 * @param {[number, number][]} ranges sorted and disjoint
 */
export function encodeRanges(ranges) {
  let previousEnd = -1;
  return ranges
    .map(([start, end]) => {
      const gap = start - previousEnd - 1;
      previousEnd = end;
      return end > start ? `${gap.toString(36)}+${(end - start).toString(36)}` : gap.toString(36);
    })
    .join(',');
}

/** @param {string} encoded */
export function decodeRanges(encoded) {
  /** @type {[number, number][]} */
  const ranges = [];
  let previousEnd = -1;
  for (const token of encoded.split(',')) {
    if (!token) continue;
    const [gap, length] = token.split('+');
    const start = previousEnd + 1 + parseInt(gap ?? '', 36);
    const end = start + (length ? parseInt(length, 36) : 0);
    ranges.push([start, end]);
    previousEnd = end;
  }
  return ranges;
}
